// `npm run bench`: builds the site (timed), measures page weight, starts the real server
// and loads the API (its fixed cost against a bare Hono app, then the reads), then runs the
// other suites (templates, journeys, account-screen weight, Lighthouse; axe runs in the test
// suite, tests/sweeps/a11y.spec.ts). Suites are imported, not loaded by path: a renamed file fails the build of
// this script instead of silently dropping out. Prints one table; exits non-zero when a budget
// is missed or a suite fails. `BENCH_ONLY=<words>` runs only the sections whose names contain
// them (any case; `BENCH_ONLY=lighthouse` for the Lighthouse rows), against the last build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../tests/support/chromium.ts';
import { benchAccountWeight } from './accountWeight.ts';
import { benchReads } from './api.ts';
import { benchJourneyOnPostgres, benchReadsOnPostgres } from './apiPostgres.ts';
import { benchFixedCost } from './fixedCost.ts';
import { benchJourney } from './journey.ts';
import { benchReceiptsOnPostgres } from './receipts.ts';
import { benchJourneyInBrowser } from './journeyBrowser.ts';
import { runLighthouse, runLighthouseAccount } from './lighthouse.ts';
import { runLighthouseSite } from './lighthouseSite.ts';
import { benchPageWeight } from './pageWeight.ts';
import { benchEditorWeight } from './editorWeight.ts';
import { benchSiteDesignWeight } from './siteDesignWeight.ts';
import { pinned, waitReady, waitSettled } from './ready.ts';
import { benchPublish } from './publish.ts';
import type { Row } from './row.ts';
import { benchTemplateScale } from './templateScale.ts';
import { benchTemplateList } from './templates.ts';
import { benchGameSearch } from './games.ts';
import { benchLobbyWeight } from './lobbyWeight.ts';

const rows: { section: string; rows: Row[] }[] = [];
const ONLY = process.env['BENCH_ONLY']?.toLowerCase();
const wanted = (section: string) => !ONLY || section.toLowerCase().includes(ONLY);
const PORT = Number(process.env['BENCH_PORT'] ?? 4397);
const base = `http://localhost:${PORT}`;

function buildTimed(): Row[] {
  const t0 = performance.now();
  const r = spawnSync('npx', ['astro', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (performance.now() - t0) / 1000;
  const post = spawnSync('node', ['scripts/postbuild.ts'], { stdio: 'ignore' });
  return [
    {
      name: 'astro build, all pages × 15 locales',
      value: `${seconds.toFixed(1)} s`,
      budget: '< 60 s',
      ok: r.status === 0 && post.status === 0 && seconds < 60,
    },
  ];
}

/** Runs one suite; a suite that throws becomes a failed row, and the others still run. */
async function suite(section: string, run: () => Promise<Row[]>): Promise<void> {
  if (!wanted(section)) return;
  try {
    rows.push({ section, rows: await run() });
  } catch (err) {
    rows.push({
      section,
      rows: [{ name: `${section} failed`, value: String((err as Error).message).slice(0, 80), ok: false }],
    });
  }
}

spawnSync('node', ['scripts/prepare-assets.ts'], { stdio: 'ignore' });
if (wanted('build')) rows.push({ section: 'build', rows: buildTimed() });
await suite('page weight', async () => benchPageWeight('dist'));
await suite('site designer', async () => benchEditorWeight('dist'));
// About a minute of rendering: every template's starting document, every page × language.
await suite('published site pages, every template', async () => benchSiteDesignWeight());

// Logging at `info` as `npm start` does (to /dev/null here): the figures are a new user's.
const server = spawn('node', ['scripts/e2e-server.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), LOG_LEVEL: 'info' },
  stdio: 'ignore',
});
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
try {
  await waitReady(base);
  await waitSettled(server.pid);
  await suite('API fixed cost: /api/health against a bare Hono app, 50 connections, one core', () =>
    benchFixedCost(base, server.pid, SECONDS));
  await suite('API reads, 50 connections, embedded PGlite', () =>
    pinned(server.pid, () => benchReads(base, 'embedded', SECONDS)));
  await suite('API reads, 50 connections, PostgreSQL', () => benchReadsOnPostgres(PORT + 1, SECONDS));
  await suite('template-list (3,000+ templates)', () => benchTemplateList());
  await suite('game search (12,000+ games)', () => benchGameSearch());
  await suite('published lobby weight (12,000+ games)', () => benchLobbyWeight());
  // Scratch databases of 3k and 30k templates, about a minute; BENCH_SCALE_MAX=300000 adds 300k
  // (about six minutes more, mostly building its search index); BENCH_SCALE=0 skips.
  if (process.env['BENCH_SCALE'] !== '0')
    await suite('template-list as the catalogue grows', () =>
      benchTemplateScale(Number(process.env['BENCH_SCALE_MAX'] ?? 30_000)));
  await suite('site designer: publish (render every page × language, swap), embedded PGlite', () => benchPublish());
  await suite('paid journey (sandbox payments, provisioning), embedded PGlite', () => benchJourney(base));
  await suite('paid journey (sandbox payments, provisioning), PostgreSQL', () => benchJourneyOnPostgres(PORT + 1));
  await suite('receipts by e-mail, PostgreSQL', () => benchReceiptsOnPostgres(PORT + 2));
  if (!process.env['BENCH_SKIP_BROWSER']) {
    const chromium = await chromiumPath();
    await suite('paid journey in the browser', () => benchJourneyInBrowser(base, chromium));
    await suite('account screens, logged in: JS loaded (first screen, then a visit)', () =>
      benchAccountWeight(base, chromium));
    await suite('Lighthouse (mobile)', () => runLighthouse(base, chromium));
    await suite('Lighthouse (mobile), account screens logged in', () => runLighthouseAccount(base, chromium));
    await suite('Lighthouse (mobile), a published site', () => runLighthouseSite(base, chromium));
  }
} finally {
  server.kill('SIGTERM');
}

const w = Math.max(...rows.flatMap((s) => s.rows.map((r) => r.name.length)), 20);
let failed = 0;
for (const s of rows) {
  console.log(`\n${s.section}`);
  for (const r of s.rows) {
    if (!r.ok) failed++;
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(w)}  ${String(r.value).padEnd(28)}  ${r.budget ?? ''}`);
  }
}
console.log(`\n${failed ? `${failed} figure(s) over budget` : 'all figures within budget'}`);
process.exit(failed ? 1 : 0);
