import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob, normalize } from 'node:path';

// The paths a Markdown document names (tests/unit/doc-paths.test.ts holds them to the tree).

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
export const generated = (path: string) =>
  ignored.some((g) => path === g || path.startsWith(`${g}/`) || matchesGlob(path, g) || matchesGlob(path, `**/${g}`));

/** What `path` names: a file or folder, or a glob (`*`, `<name>`) that matches at least one. */
export function exists(path: string): boolean {
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
