// Page weight from the built site: JavaScript a page runs before interaction (inline
// scripts, module scripts and their static imports — not dynamic imports, which load on
// interaction) and the HTML + render-blocking CSS of the home page's first screen.
// A guest's marketing page loads nothing else until it is used (tests/e2e/interaction-loading.spec.ts);
// a stored session, a `?showLogin`/referral link or a `?q=` help search load their part at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales, localePath } from '../i18n/locales.ts';
import { pageRoutes } from '../src/shared/routes.ts';
import type { Row } from './row.ts';

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

function htmlFile(dist: string, urlPath: string): string {
  return join(dist, urlPath, 'index.html');
}

/** Module files reachable through static imports from an entry. */
function staticClosure(dist: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  const file = join(dist, entry);
  if (!existsSync(file)) return seen;
  seen.add(entry);
  const src = readFileSync(file, 'utf8');
  const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
  // `import x from "./a.js"` and `import "./a.js"`, but not `import("./a.js")`.
  for (const m of src.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    const resolved = spec.startsWith('/') ? spec : new URL(spec, `http://x${dir}`).pathname;
    staticClosure(dist, resolved, seen);
  }
  return seen;
}

export function jsBeforeInteraction(dist: string, urlPath: string): number {
  const html = readFileSync(htmlFile(dist, urlPath), 'utf8');
  let total = 0;
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/application\/(ld\+)?json/.test(m[1] ?? '')) continue;
    total += gz(m[2] ?? '');
  }
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) staticClosure(dist, m[1]!, files);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) staticClosure(dist, m[1]!, files);
  for (const f of files) total += gz(readFileSync(join(dist, f)));
  return total;
}

/**
 * What the browser needs to paint the first screen: the HTML through the end of the
 * first section of <main> (the hero), and every render-blocking stylesheet.
 */
export function firstScreenBytes(dist: string): number {
  const html = readFileSync(htmlFile(dist, '/'), 'utf8');
  const main = html.indexOf('<main');
  const heroEnd = main >= 0 ? html.indexOf('</section>', main) : -1;
  let total = gz(heroEnd > 0 ? html.slice(0, heroEnd + '</section>'.length) : html);
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    total += gz(readFileSync(join(dist, m[1]!)));
  return total;
}

export function benchPageWeight(dist = 'dist'): Row[] {
  let worst = { page: '', bytes: 0 };
  let sum = 0;
  let count = 0;
  for (const route of pageRoutes.filter((r) => r.marketing)) {
    for (const l of locales) {
      const path = localePath(l.code, route.path);
      if (!existsSync(htmlFile(dist, path))) continue;
      const bytes = jsBeforeInteraction(dist, path);
      sum += bytes;
      count++;
      if (bytes > worst.bytes) worst = { page: path, bytes };
    }
  }
  const home = firstScreenBytes(dist);
  return [
    { name: `marketing pages measured`, value: count, ok: count > 0 },
    {
      name: `JS before interaction, worst (${worst.page})`,
      value: `${(worst.bytes / 1024).toFixed(1)} KB gz`,
      budget: '≤ 6 KB',
      ok: worst.bytes <= 6 * 1024,
    },
    {
      name: 'JS before interaction, mean',
      value: `${(sum / Math.max(count, 1) / 1024).toFixed(1)} KB gz`,
      budget: '≤ 5 KB',
      ok: sum / Math.max(count, 1) <= 5 * 1024,
    },
    {
      name: 'home first screen HTML + CSS',
      value: `${(home / 1024).toFixed(1)} KB gz`,
      budget: '≤ 14 KB',
      ok: home <= 14 * 1024,
    },
  ];
}
