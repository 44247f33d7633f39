import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Relative imports only: packages are covered by the versions the caller adds.
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * A hash of what a cached artefact is made from: the entry modules with every module they import
 * by a relative path (followed, so a moved or new dependency counts), whole directories (data
 * read at run time, such as migrations), and free-form parts (package versions).
 */
export function sourceHash(opts: { entries: string[]; dirs?: string[]; extra?: string[] }): string {
  const root = process.cwd();
  const seen = new Set<string>();
  const queue = opts.entries.map((e) => resolve(e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, m[1]!);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  for (const dir of opts.dirs ?? []) for (const f of filesUnder(resolve(dir))) seen.add(f);
  const hash = createHash('sha256');
  for (const file of [...seen].sort()) hash.update(`${relative(root, file)}\0`).update(readFileSync(file));
  for (const part of opts.extra ?? []) hash.update(`\0${part}`);
  return hash.digest('hex').slice(0, 16);
}

/** The installed version of a package (part of a cache key). */
export function packageVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return `${name}@${pkg.version}`;
}
