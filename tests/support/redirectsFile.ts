/**
 * A reading of a Netlify / Cloudflare Pages `_redirects` file, for tests: first match wins,
 * `*` at the end is the splat, 200 is a rewrite (served, no Location), 3xx a redirect. It can
 * match paths case-insensitively and ignore file shadowing, the worst case of both hosts.
 */
export interface RedirectLine {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectLine[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from = '', to = '', status = '301'] = l.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

/** Where `path` goes under one line, or null; trailing slashes are ignored as both hosts do. */
export function applyLine(line: RedirectLine, path: string, caseInsensitive: boolean): string | null {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const fold = (p: string) => (caseInsensitive ? p.toLowerCase() : p);
  const p = norm(path);
  if (line.from.endsWith('/*')) {
    const prefix = line.from.slice(0, -1);
    // `/a/*` also takes `/a` itself (an empty splat): the wider reading, for loop checks.
    if (!fold(`${p}/`).startsWith(fold(prefix))) return null;
    return line.to.replace(':splat', p.slice(prefix.length));
  }
  return fold(p) === fold(norm(line.from)) ? line.to : null;
}

/** Follows redirects from `path` (never rewrites); `loop` when a path comes round again. */
export function follow(
  lines: readonly RedirectLine[],
  path: string,
  opts: { caseInsensitive: boolean; maxHops?: number },
): { chain: string[]; loop: boolean } {
  const chain = [path];
  let current = path;
  for (let hop = 0; hop < (opts.maxHops ?? 10); hop++) {
    let next: string | null = null;
    for (const line of lines) {
      const to = applyLine(line, current, opts.caseInsensitive);
      if (to === null) continue;
      if (line.status >= 300 && line.status < 400) next = to.split('?')[0] ?? to;
      break;
    }
    if (next === null) return { chain, loop: false };
    const key = (p: string) => (opts.caseInsensitive ? p.toLowerCase() : p).replace(/(.)\/+$/, '$1');
    const seen = chain.some((p) => key(p) === key(next));
    chain.push(next);
    if (seen) return { chain, loop: true };
    current = next;
  }
  return { chain, loop: true };
}

/** Paths worth starting from: each source with its splat filled in, in several casings. */
export function samplePaths(lines: readonly RedirectLine[]): string[] {
  const out = new Set<string>();
  for (const { from, to } of lines) {
    for (const p of [from.replace('*', 'x'), from.replace('/*', ''), to.split('?')[0]!.replace(':splat', 'x')]) {
      for (const v of [p, p.toLowerCase(), p.toUpperCase()]) out.add(v);
    }
  }
  return [...out];
}
