// After `astro build`: CSP hashes of inline scripts, CDN rules (_headers, _redirects),
// and brotli/gzip copies of text assets so the server sends them without compressing per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFile, redirectsFile } from '../src/server/edge/hostFiles.ts';
import { COMPRESSIBLE } from '../src/server/edge/rules.ts';

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

// The same rules as the Node server and the generated nginx config (src/server/edge/rules.ts).
writeFileSync(join(dist, '_headers'), headersFile(scriptHashes));
writeFileSync(join(dist, '_redirects'), redirectsFile());

let raw = 0;
let br = 0;
for (const f of files) {
  if (!COMPRESSIBLE.includes(extname(f))) continue;
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
