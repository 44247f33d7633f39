import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fakeDnsEnabled, loadEnv, testClockEnabled, workerIn } from './platform/env.ts';
import { movableClock } from './platform/testClock.ts';
import { createLogger } from './platform/logger.ts';
import { openDatabase } from './db/client.ts';

import { seed } from './db/seed/index.ts';
import { createApp } from './app.ts';
import { ANSWER_SERVER_OPTIONS } from './http/answerHeaders.ts';
import { loadProviders, moneyModes } from './orders/providers/index.ts';
import { type Deliver, httpDeliver } from './orders/providers/deliver.ts';
import { JOB_CONCURRENCY, type JobRunner } from './worker/runner.ts';
import { startWorker } from './worker/start.ts';
import { startWorkerChildren, type WorkerChild } from './worker/child.ts';
import { createStaticHandler } from './static.ts';
import { dnsResolver } from './domains/resolver.ts';
import { zoneResolver } from './domains/zoneResolver.ts';
import { dbRateLimitStore, redisRateLimitStore } from './core/rateLimit.ts';
import { startMail } from './mail/setup.ts';
import { recordSeller } from './invoices/seller.ts';

/** Connections for provider events beside the requests' pool (db/client.ts `paidPath`). */
const PAYMENT_EVENT_CONNECTIONS = 3;

/** Idle keep-alive connections outlive the edge's upstream pool's 60 s (nginx's default). */
const KEEP_ALIVE_MS = 65_000;

/** Process entry: config, database, migrations, seed, one port for site and API, clean shutdown. */
async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const log = createLogger(env.LOG_LEVEL);
  const started = performance.now();
  // Jobs run here beside the requests, or in a worker process of their own (workerIn).
  const jobsHere = env.JOBS && workerIn(env) === 'inline';
  // The paid path's own connections: one per job the runner runs at once, one for its claims
  // and leases (when it runs here), and three for provider events.
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    paidPathConnections: (jobsHere ? JOB_CONCURRENCY + 1 : 0) + PAYMENT_EVENT_CONNECTIONS,
  });
  await database.migrate();
  if (env.SEED) await database.exclusive(() => seed(database.db));
  log.info({ db: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');

  const redis = env.REDIS_URL ? await redisRateLimitStore(env.REDIS_URL) : null;
  const limits = redis ?? dbRateLimitStore(database.db);
  const providers = await loadProviders(database.db, env);
  // Test money must never run unnoticed, nor USDT be off without a word: the log says which, and why.
  const { level, message, ...modes } = moneyModes(env, providers);
  log[level](modes, message);
  // Every start says where mail goes; in production without SMTP_URL, at error level.
  const mailSetup = await startMail(database.db, env, log, { sends: jobsHere });
  // Invoices are issued in the payment path, which reads the seller from the database.
  await recordSeller(database.db, env);
  // The browser tests' movable clock (TEST_CLOCK, refused outside NODE_ENV=test), said loudly.
  const clock = testClockEnabled(env) ? movableClock() : undefined;
  if (clock) log.warn('TEST_CLOCK ON: time moves forward by POST /__e2e/clock');
  const now = clock?.now ?? (() => new Date());
  // The port this process listens on: env.PORT, or the free one the system chose for PORT=0.
  let port = env.PORT;
  // Sandbox and test-mode events go out over HTTP to this process's own notify endpoint.
  const deliver: Deliver = (provider, event) => httpDeliver(`http://127.0.0.1:${port}`)(provider, event);
  let runner: JobRunner | null = null;
  let workerChild: WorkerChild | null = null;
  // The browser tests' DNS (platform/env.ts refuses FAKE_DNS outside NODE_ENV=test); said loudly like test money.
  const dnsZone = fakeDnsEnabled(env) ? zoneResolver() : undefined;
  if (dnsZone) log.warn('FAKE_DNS ON: own-domain checks read an in-memory DNS set by POST /__e2e/dns');
  const resolver = dnsZone ?? dnsResolver();
  let files: ReturnType<typeof createStaticHandler> | undefined;
  if (env.SERVE_STATIC) {
    const dist = resolve(env.DIST_DIR);
    if (!existsSync(dist)) log.warn({ dist }, 'no built site: run `npm run build` (API only for now)');
    // Every method, so a POST or OPTIONS to a page gets the 405 with the security headers.
    files = createStaticHandler(dist, { trustProxy: env.TRUST_PROXY });
  }
  const app = createApp(
    {
      db: database.db,
      env,
      log,
      ping: database.ping,
      listen: database.listen,
      now,
      limits,
      providers,
      deliver,
      paidPathDb: database.paidPath,
      kick: () => (runner ?? workerChild)?.kick(),
      resolver,
      ...(dnsZone ? { dnsZone } : {}),
      ...(clock ? { clock } : {}),
    },
    files ? { files } : {},
  );
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: ANSWER_SERVER_OPTIONS },
    (info) => {
      port = info.port;
      const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
      log.info({ port }, 'listening');
      console.log(`\n  Site and API on http://${host}:${port}\n`);
      // After listening: the worker's identity holds the port actually bound, unique on this host.
      if (jobsHere)
        runner = startWorker({ env, db: database.paidPath, log, port, resolver, mail: mailSetup.mail, now });
      else if (env.JOBS) workerChild = startWorkerChildren({ port, count: env.WORKER_PROCESSES, log });
    },
  );
  keepIdleConnections(server as unknown as Server);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await runner?.stop().catch(() => undefined);
      await workerChild?.stop().catch(() => undefined);
      await mailSetup.close().catch(() => undefined);
      await redis?.close().catch(() => undefined);
      await database.close().catch((err: unknown) => log.error({ err }, 'database close failed'));
      clearTimeout(force);
      process.exit(0);
    });
    // Keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * An idle keep-alive connection stays open longer than the edge's upstream pool keeps it
 * (nginx: 60 s): with Node's 5 s the server closed connections the edge (or any client) was
 * about to reuse, and that request failed with a reset (seen in the browser suite on a busy machine).
 */
function keepIdleConnections(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the header timeout above the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

main().catch((err: unknown) => {
  console.error('start-up failed:', err);
  process.exit(1);
});
