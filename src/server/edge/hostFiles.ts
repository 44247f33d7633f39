/**
 * `_headers` and `_redirects`: the rules of `rules.ts` in the files Netlify and Cloudflare
 * Pages read from the published folder (and never serve). postbuild writes them into dist/.
 */
import { CACHE, HSTS, pageHeaders, REDIRECTS, STAFF_ROBOTS, spellings } from './rules.ts';

/**
 * Every path gets the page headers; HSTS too, since both hosts answer over HTTPS (a browser
 * ignores it on plain HTTP). Cache-Control is set for `/_astro/*` only: Cloudflare joins the
 * values of a header named by two matching rules with a comma, so a `/*` default would spoil it.
 */
export function headersFile(scriptHashes: readonly string[]): string {
  const page = { ...pageHeaders(scriptHashes), 'Strict-Transport-Security': HSTS };
  return [
    '# Generated from src/server/edge/rules.ts by scripts/postbuild.ts (Netlify, Cloudflare Pages).',
    '/*',
    ...Object.entries(page).map(([k, v]) => `  ${k}: ${v}`),
    `${CACHE.immutablePrefix}*`,
    `  Cache-Control: ${CACHE.immutable}`,
    // The staff console, in every language: never kept, never indexed.
    ...['/staff/*', '/*/staff/*'].flatMap((path) => [
      path,
      `  Cache-Control: ${CACHE.staff}`,
      `  X-Robots-Tag: ${STAFF_ROBOTS}`,
    ]),
    '',
  ].join('\n');
}

/**
 * One line per rule and spelling, first match wins (logins before the folds). A host that
 * finds no rule and no file serves 404.html, which sends the browser home.
 *
 * `/zh-TW/*` → `/zh-tw/*` differs only in case. Netlify's and Cloudflare's matching of paths
 * against rules is not reliably case-sensitive (Netlify has been reported to lowercase paths
 * although its docs call them case-sensitive; Cloudflare applies redirects even where a file
 * exists), and a 301 whose target matches its own source loops. Such a rule is written as a 200 rewrite instead: the host answers `/zh-TW/…` with the
 * `/zh-tw/…` page, and no Location comes back for the browser to follow; the page's canonical
 * link names `/zh-tw/…`. The Node server and nginx, which match exactly, answer 301.
 */
export function redirectsFile(): string {
  const lines = [
    '# Generated from src/server/edge/rules.ts by scripts/postbuild.ts (Netlify, Cloudflare Pages).',
    '# Case-only folds (/zh-TW -> /zh-tw) are 200 rewrites, not 301s: a host that matches rules',
    '# case-insensitively would otherwise redirect /zh-tw/... to itself forever.',
  ];
  for (const r of REDIRECTS) {
    if (r.kind === 'login') {
      const sources = r.segment ? spellings(r.segment).map((s) => `/${s}/login`) : ['/login'];
      for (const from of sources) lines.push(`${from} ${r.to}?showLogin=1 ${r.status}`);
      continue;
    }
    for (const s of spellings(r.segment)) {
      const from = `/${s}`;
      if (from === r.to) continue;
      const caseOnly = from.toLowerCase() === r.to.toLowerCase();
      const status = caseOnly ? '200' : String(r.status);
      lines.push(`${from} ${r.to || '/'}${caseOnly ? '/' : ''} ${status}`, `${from}/* ${r.to}/:splat ${status}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
