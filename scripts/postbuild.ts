// After `astro build`: CSP hashes of inline scripts, CDN rules (_headers, _redirects),
// and brotli/gzip copies of text assets so the server sends them without compressing per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { headersFile, redirectsFile } from '../src/server/edge/hostFiles.ts';
import { COMPRESSIBLE } from '../src/server/edge/rules.ts';
import { mb, precompress } from './precompress.ts';

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

// Progress lines while it runs: a first build compresses about 18 MB, which takes a while.
const started = Date.now();
const lanes = availableParallelism();
const toCompress = files.filter((f) => COMPRESSIBLE.includes(extname(f)));
console.log(`postbuild: brotli and gzip copies of ${toCompress.length} text files, ${lanes} at a time…`);
const s = await precompress(toCompress, {
  cacheDir: process.env['PRECOMPRESS_CACHE'] ?? 'node_modules/.cache/precompress',
  concurrency: lanes,
  quick: process.env['PRECOMPRESS_QUICK'] === '1',
  everyMs: 5000,
  onProgress: (done, doneBytes, st) =>
    console.log(
      `postbuild: compressed ${done}/${st.files} files (${Math.round((100 * doneBytes) / Math.max(1, st.rawBytes))}%, ${mb(doneBytes)} of ${mb(st.rawBytes)}), ${st.cached} from the cache, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ),
});
console.log(
  `postbuild: ${scriptHashes.length} inline script hash(es); precompressed ${mb(s.rawBytes)} → ${mb(s.brBytes)} brotli (${s.compressed} compressed, ${s.cached} from the cache, ${s.skipped} copies not worth keeping) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
