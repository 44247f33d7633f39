import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { filesNotRunnable, outsideSuites } from './tests/support/outsideServers.ts';
import { startCompileCache } from './scripts/compileCache.ts';

// The servers the API suites start import the app from Node's compile cache (the workers and
// every process they start inherit its place from this process's environment).
startCompileCache();

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
const withPostgres = Boolean(process.env['TEST_DATABASE_URL']);
// Suites whose outside server (nginx, Caddy, PostgreSQL binaries, Redis) this machine lacks: left
// out here, and named at the end of `npm test` (scripts/test-summary.ts) with how to enable them.
// `npm run test:fast` (TEST_FAST=1) leaves them all out: they need a build or a server of their own.
const fast = process.env['TEST_FAST'] === '1';
/**
 * The server as a process — started fresh, restarted, killed with -9 mid-payment or mid-write,
 * told where mail goes at start: each test spawns real server processes, a third of the inner
 * loop's time on two cores. `npm test` runs them; `test:fast` leaves them out.
 */
const PROCESS_SUITES = ['tests/api/process.test.ts', 'tests/api/fault.test.ts', 'tests/api/mail-process.test.ts'];
const notRunnable = fast ? [...outsideSuites().flatMap((s) => s.files), ...PROCESS_SUITES] : filesNotRunnable();

/** Two processes on one database need PostgreSQL: only the api-postgres project runs these. */
const POSTGRES_ONLY = [
  'tests/api/processes.test.ts',
  // A worker killed with jobs leased and restarted: its leases are PostgreSQL rows held across processes.
  'tests/api/worker-restart.test.ts',
  'tests/api/logout-processes.test.ts',
  'tests/api/test-money-production.test.ts',
  'tests/api/worker-identity.test.ts',
  // The job worker as a child process: on PostgreSQL only.
  'tests/api/worker-process.test.ts',
  // Fifty transactions taking invoice numbers at once.
  'tests/api/invoices-postgres.test.ts',
  // Withdrawals requested through two API processes at once.
  'tests/api/withdrawals-processes.test.ts',
  // Statements prepared by name: the driver's, PGlite has none.
  'tests/api/named-statements-postgres.test.ts',
];

/**
 * Files that run once, on the embedded database, even when PostgreSQL is there. PGlite is
 * PostgreSQL's own code on one connection, so what differs on a server is concurrency (locks,
 * SKIP LOCKED, two connections or processes), notifications, outages, the driver's parsing of
 * values, and hand-written SQL. These files test none of that: their subject is the process or
 * the HTTP layer — validation before any query, headers, the OpenAPI document, signed links,
 * which payment methods the configuration allows, rendered pages — with one request at a time.
 * Everything else (money, races, jobs, caches, limits, sessions, search, stored values) runs on
 * both. docs/performance.md names the split and what it saves.
 */
const ONCE = [
  // The process itself (start-up, kill -9), not the SQL dialect; faults-postgres has its own server.
  'tests/api/process.test.ts',
  'tests/api/fault.test.ts',
  // Where mail goes is decided by the process at start (main.ts), whatever the database; the
  // development catcher and its page, and DKIM signatures, do not depend on it either.
  'tests/api/mail-process.test.ts',
  'tests/api/mail-dev.test.ts',
  'tests/api/mail-dkim.test.ts',
  'tests/api/faults-postgres.test.ts',
  // An edge server in front of the Node server: the database behind it is not what is tested.
  'tests/api/edge-nginx.test.ts',
  'tests/api/edge-redirects-nginx.test.ts',
  'tests/api/edge-caddy.test.ts',
  // The HTTP layer, one request at a time.
  'tests/api/openapi.test.ts',
  'tests/api/answer-headers.test.ts',
  'tests/api/skeleton.test.ts',
  'tests/api/hostile-routes.test.ts',
  'tests/api/hostile-design-routes.test.ts',
  'tests/api/console-design-page.test.ts',
  'tests/api/site-design-preview-assets.test.ts',
  'tests/api/published-seo.test.ts',
  'tests/api/sandbox-access.test.ts',
  'tests/api/sandbox-page.test.ts',
  'tests/api/template-page.test.ts',
  // Rendering invoice PDFs in Chromium: the database only hands the snapshot over; the kept
  // browser and its pages hold no database state at all.
  'tests/api/invoice-pdf.test.ts',
  'tests/api/invoice-pdf-receipt.test.ts',
  'tests/api/invoice-pdf-keeper.test.ts',
  // An SMTP server's permanent refusal and what the account then says, one message at a time.
  'tests/api/mail-bounce.test.ts',
  // Who a run of wrong passwords slows, one request after another (the limiter's store runs on
  // both in rate-limit.test.ts).
  'tests/api/lockout.test.ts',
  // Rules read and answered one request at a time: what a market requires on a published page,
  // the DNS panel's record names, the player links' redirects, a demo's signed launch token.
  'tests/api/site-compliance.test.ts',
  'tests/api/site-domain-names.test.ts',
  'tests/api/site-games-links.test.ts',
  'tests/api/games-demo.test.ts',
  // One request at a time through the HTTP layer, its words and its rendered pages: the console's
  // screens and languages, form limits, request logs, the design's languages and first versions,
  // own-domain names, the catalogue's answers, a staff invitation's mail.
  'tests/api/console.test.ts',
  'tests/api/console-locale.test.ts',
  'tests/api/http-edges.test.ts',
  'tests/api/forms.test.ts',
  'tests/api/request-log.test.ts',
  'tests/api/site-design-languages.test.ts',
  'tests/api/site-first-versions.test.ts',
  'tests/api/site-domains.test.ts',
  'tests/api/catalog.test.ts',
  'tests/api/staff-invite-mail.test.ts',
  // The reference wallet's rules one call at a time; its races run on both (seamless-wallet-rounds).
  'tests/api/seamless-wallet.test.ts',
];

const api = (name: 'api' | 'api-postgres', exclude: string[]) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: [...exclude, ...notRunnable],
    env: { TEST_DB_KIND: name === 'api' ? 'pglite' : 'postgres' },
    globalSetup: ['tests/support/databaseImage.ts'],
    // A worker runs its API files one after another in one module graph: the server's code is
    // imported once per worker instead of once per file (2–12 s a file on two busy cores).
    // Every file opens its own app and database; support modules with state reset it per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Unit tests, and the API suite on PGlite — and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker. The API files spend much of their time
    // waiting (child processes, timers, a second connection), so three overlap well there.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      api('api', POSTGRES_ONLY),
      ...(withPostgres ? [api('api-postgres', ONCE)] : []),
    ],
  },
});
