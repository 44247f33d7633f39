// The site designer's editor (Puck and the editor island) from the built site: every script the
// Design page can load — its module scripts, the island's component and renderer, and all they
// import, statically or on demand — at gzip level 9, as bench/pageWeight.ts counts. And the
// promise that comes with it: no other built page references any file only the editor uses.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EDITOR_HTML } from '../src/server/console/designPage.ts';
import type { Row } from './row.ts';

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** `/_astro/a.js` and every module it imports, statically or with `import()`. */
function closure(dist: string, entry: string, seen: Set<string>): Set<string> {
  if (seen.has(entry) || !existsSync(join(dist, entry))) return seen;
  seen.add(entry);
  const src = readFileSync(join(dist, entry), 'utf8');
  const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
  for (const m of src.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    closure(dist, spec.startsWith('/') ? spec : new URL(spec, `http://x${dir}`).pathname, seen);
  }
  return seen;
}

/** Module URLs a page names: script sources, preloads, and islands' component and renderer. */
function entriesOf(html: string): string[] {
  const attrs =
    /(?:<script[^>]*\bsrc|<link[^>]*rel="modulepreload"[^>]*href|component-url|renderer-url)="([^"]+\.js)"/g;
  return [...html.matchAll(attrs)].map((m) => m[1]!);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* htmlFiles(p);
    else if (name.endsWith('.html')) yield p;
  }
}

export function benchEditorWeight(dist = 'dist'): Row[] {
  const shell = join(dist, EDITOR_HTML);
  if (!existsSync(shell)) return [{ name: 'editor shell built', value: 'missing', ok: false }];
  const editor = new Set<string>();
  for (const e of entriesOf(readFileSync(shell, 'utf8'))) closure(dist, e, editor);
  const text = (f: string) => readFileSync(join(dist, f), 'utf8');
  const bytes = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0);
  // Puck's own code, told by its built-in dictionary in the bundle.
  const puck = new Set([...editor].filter((f) => text(f).includes('header-toggle-leftsidebar')));
  // Every other page, and all it can load: none may reach Puck.
  const elsewhere = new Set<string>();
  let leaking = 0;
  for (const f of htmlFiles(dist)) {
    if (relative(dist, f) === EDITOR_HTML) continue;
    const seen = new Set<string>();
    for (const e of entriesOf(readFileSync(f, 'utf8'))) closure(dist, e, seen);
    for (const s of seen) elsewhere.add(s);
    if ([...seen].some((s) => puck.has(s))) leaking++;
  }
  const own = [...editor].filter((f) => !elsewhere.has(f));
  return [
    {
      name: 'editor JS (gz), loaded only in the console',
      value: `${(bytes(editor) / 1024).toFixed(1)} KB gz`,
      ok: true,
    },
    {
      name: 'of which no other page loads',
      value: `${(bytes(own) / 1024).toFixed(1)} KB gz in ${own.length} files`,
      ok: puck.size > 0,
    },
    { name: 'other built pages that can load Puck', value: leaking, budget: '0', ok: puck.size > 0 && leaking === 0 },
  ];
}
