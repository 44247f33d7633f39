import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file the documents name exists: a path in code (`src/…`, a fenced block) or a link's
 * target. Paths in code are from the repository's root; a link is from the document's folder.
 * A `*` or a `<placeholder>` is a glob that must match something. What .gitignore lists is made
 * by a command (`deploy/nginx.conf`, `dist/`) and need not exist. A document that names a moved
 * or deleted file fails here, not in the hands of the next reader.
 */
const DOCS = ['README.md', ...readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [join('docs', f)] : []))];

// A repository path starts with one of the top folders and runs to a space, quote or bracket.
const PATH = /(?<![\w./-])((?:src|tests|scripts|bench|i18n|docs|public|deploy|\.ci)\/[^\s`'"()[\]{},;|]*)/g;

/** The code (inline spans and fenced blocks) of a Markdown text. */
function codeOf(text: string): string[] {
  const fenced = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const rest = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  return [...fenced, ...[...rest.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)];
}

/** Link targets that point into the repository (not a URL, not only an anchor). */
function linksOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((t) => t && !/^[a-z]+:/i.test(t));
}

const ignored = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((l) => l && !l.startsWith('#'));
const generated = (path: string) =>
  ignored.some((g) => path === g || path.startsWith(`${g}/`) || matchesGlob(path, g) || matchesGlob(path, `**/${g}`));

/** What `path` names: a file or folder, or a glob (`*`, `<name>`) that matches at least one. */
function exists(path: string): boolean {
  const clean = path.replace(/[.:]+$/, '').replace(/<[^>]+>/g, '*');
  if (clean.includes('*')) return globSync(clean.replace(/\/$/, '')).length > 0;
  return existsSync(clean);
}

export function namedPaths(doc: string, text: string): string[] {
  const fromCode = codeOf(text).flatMap((code) => [...code.matchAll(PATH)].map((m) => m[1]!));
  const fromLinks = linksOf(text).map((t) => normalize(join(dirname(doc), t)));
  // `…` stands for "and so on" in prose: `tests/api/…` names the folder.
  return [...new Set([...fromCode, ...fromLinks].map((p) => p.replace(/…$/, '')))];
}

describe('the paths the documents name', () => {
  for (const doc of DOCS) {
    it(`${doc}: every path exists`, () => {
      const missing = namedPaths(doc, readFileSync(doc, 'utf8')).filter((p) => !generated(p) && !exists(p));
      expect(missing).toEqual([]);
    });
  }

  it('finds paths in code, fenced blocks and links, and flags a missing one', () => {
    const text = [
      'See `src/shared/money.ts` and [ops](operations.md).',
      '```sh',
      'node bench/nothing-here.ts',
      '```',
      'Schemas: `src/server/db/schema/<entity>.ts`; it writes `deploy/nginx.conf`.',
    ].join('\n');
    const paths = namedPaths('docs/x.md', text);
    expect(paths).toEqual([
      'bench/nothing-here.ts',
      'src/shared/money.ts',
      'src/server/db/schema/<entity>.ts',
      'deploy/nginx.conf',
      'docs/operations.md',
    ]);
    expect(paths.filter((p) => !generated(p) && !exists(p))).toEqual(['bench/nothing-here.ts']);
  });
});
