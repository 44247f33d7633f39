// Whether dist/ is older than what it is built from, and the build that brings it up to date:
// `npm start` (scripts/start.ts) and the browser tests' server (scripts/e2e-server.ts) share it,
// so neither serves a site older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'server') continue; // server code does not change the built site
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

/** 'missing' (never built), 'stale' (a source is newer than the build) or 'fresh'. */
export function siteBuildState(): 'missing' | 'stale' | 'fresh' {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (!built) return 'missing';
  const sources = Math.max(newest('src'), newest('i18n'), newest('public'), newest('astro.config.mjs'));
  return built < sources ? 'stale' : 'fresh';
}

/**
 * Builds the site when dist/ is missing or older than its sources; exits the process when the
 * build fails. `quick`: large files at brotli 10 instead of 11 (2.3 times faster, 1.5 % larger),
 * for a server that should be up soon; `npm run build` keeps 11.
 */
export function buildSiteIfStale({ quick }: { quick: boolean }): void {
  const state = siteBuildState();
  if (state === 'fresh') return;
  console.log(
    state === 'stale' ? 'Sources changed since the last build: building…' : 'No build yet: building the site…',
  );
  const env = { ...process.env, ...(quick && { PRECOMPRESS_QUICK: '1' }) };
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
