// After `astro build`: CSP hashes of inline scripts, CDN rules (_headers, _redirects),
// and brotli/gzip copies of text assets so the server sends them without compressing per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { locales } from '../i18n/locales.ts';
import { loginHome, securityHeaders } from '../src/server/static.ts';

const dist = process.argv[2] ?? 'dist';

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

const files = [...walk(dist)].filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
const hashes = new Set<string>();
const inline = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
for (const f of files.filter((f) => f.endsWith('.html'))) {
  for (const m of readFileSync(f, 'utf8').matchAll(inline)) {
    if (/type=["']?application\/(ld\+)?json/.test(m[1] ?? '')) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}`,
    );
  }
}
const scriptHashes = [...hashes].sort();
writeFileSync(join(dist, '_csp.json'), JSON.stringify({ scriptHashes }));

const sec = securityHeaders(scriptHashes);
writeFileSync(
  join(dist, '_headers'),
  [
    '/*',
    ...Object.entries(sec).map(([k, v]) => `  ${k}: ${v}`),
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n'),
);

// First match wins: each locale's /login (by its code and its path) comes before the folds.
const redirects = [
  '/login /?showLogin=1 302',
  ...locales.flatMap((l) =>
    [...new Set([l.code, l.path])].map((seg) => `/${seg}/login ${loginHome(l.code)}?showLogin=1 302`),
  ),
  '/en / 301',
  '/en/* /:splat 301',
  ...locales
    .filter((l) => l.path !== l.code)
    .flatMap((l) => [`/${l.code} /${l.path} 301`, `/${l.code}/* /${l.path}/:splat 301`]),
];
writeFileSync(join(dist, '_redirects'), `${redirects.join('\n')}\n`);

let raw = 0;
let br = 0;
for (const f of files) {
  if (!['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'].includes(extname(f))) continue;
  const buf = readFileSync(f);
  if (buf.length < 512) continue;
  const b = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${f}.br`, b);
  writeFileSync(`${f}.gz`, gzipSync(buf, { level: 9 }));
  raw += buf.length;
  br += b.length;
}
console.log(
  `postbuild: ${scriptHashes.length} inline script hash(es); precompressed ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
