// Writes an nginx config serving a built dist/ under the site's HTTP rules (src/server/edge/rules.ts)
// and proxying the API paths to the API processes. Run after each build: it carries the build's
// CSP script hashes and dist/'s absolute path. Beside it, a Caddyfile for operators' own domains
// (src/server/edge/caddy.ts): on-demand TLS for verified names, proxied to the same processes.
//   node scripts/edge-config.ts --dist dist --out deploy/nginx.conf --upstream 10.0.0.2:4321 --upstream 10.0.0.3:4321
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEBIAN_BROTLI_MODULE, nginxConfig } from '../src/server/edge/nginx.ts';
import { caddyConfig } from '../src/server/edge/caddy.ts';

const { values: a } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'deploy/nginx.conf' },
    upstream: { type: 'string', multiple: true, default: ['127.0.0.1:4321'] },
    listen: { type: 'string', default: '80' },
    'trust-proxy': { type: 'boolean', default: false },
    brotli: { type: 'string', default: 'auto' },
    user: { type: 'string', default: 'www-data' },
    workers: { type: 'string', default: 'auto' },
    'runtime-dir': { type: 'string' },
    caddy: { type: 'string' },
    'caddy-email': { type: 'string' },
    'caddy-internal-ca': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (a.help) {
  console.log(`Options (defaults in brackets):
  --dist DIR            built site [dist]
  --out FILE            where to write the config [deploy/nginx.conf]
  --upstream HOST:PORT  an API process; repeat for each [127.0.0.1:4321]
  --listen PORT|ADDR    nginx listen argument [80]
  --trust-proxy         a TLS terminator in front sets X-Forwarded-Proto/-For (run the API with TRUST_PROXY=1 too)
  --brotli auto|off|PATH  load brotli_static (auto: if ${DEBIAN_BROTLI_MODULE} exists here) [auto]
  --user NAME|none      worker user [www-data]
  --workers N|auto      [auto]
  --runtime-dir DIR     error/access logs and temp files here (else Debian's defaults)
  --caddy FILE|off      where to write the Caddyfile of own domains [Caddyfile beside --out]
  --caddy-email ADDR    ACME account e-mail for the own domains' certificates
  --caddy-internal-ca   certificates from Caddy's local CA (staging, tests), not a public one`);
  process.exit(0);
}

const dist = resolve(a.dist);
const cspFile = join(dist, '_csp.json');
if (!existsSync(cspFile)) {
  console.error(`${cspFile} not found: build first (npm run build).`);
  process.exit(1);
}
const { scriptHashes } = JSON.parse(readFileSync(cspFile, 'utf8')) as { scriptHashes: string[] };
const brotliModule =
  a.brotli === 'off'
    ? null
    : a.brotli === 'auto'
      ? existsSync(DEBIAN_BROTLI_MODULE)
        ? DEBIAN_BROTLI_MODULE
        : null
      : a.brotli;

const conf = nginxConfig({
  root: dist,
  scriptHashes,
  upstreams: a.upstream,
  listen: a.listen,
  trustProxy: a['trust-proxy'],
  brotliModule,
  user: a.user === 'none' ? null : a.user,
  workers: a.workers,
  runtimeDir: a['runtime-dir'] ? resolve(a['runtime-dir']) : null,
});
mkdirSync(dirname(resolve(a.out)), { recursive: true });
writeFileSync(a.out, conf);
console.log(
  `edge-config: ${a.out} for ${dist} → ${a.upstream.join(', ')}; ${brotliModule ? 'brotli and gzip' : 'gzip only (no brotli_static module)'}`,
);

const caddyOut = a.caddy ?? join(dirname(a.out), 'Caddyfile');
if (caddyOut !== 'off') {
  const caddyfile = caddyConfig({
    upstreams: a.upstream,
    email: a['caddy-email'] ?? null,
    internalCa: a['caddy-internal-ca'],
    httpPort: null,
    httpsPort: null,
    storageDir: null,
    admin: 'off',
  });
  mkdirSync(dirname(resolve(caddyOut)), { recursive: true });
  writeFileSync(caddyOut, caddyfile);
  console.log(`edge-config: ${caddyOut} (own domains: on-demand TLS, ask ${a.upstream[0]}) → ${a.upstream.join(', ')}`);
}
