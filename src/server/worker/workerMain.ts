// The job worker as a process of its own (platform/env.ts workerIn): started and supervised by
// the web process (worker/child.ts), which has migrated and seeded the database before. It runs
// the jobs, is kicked over IPC when new work is due, and ends with its parent.
import { openDatabase } from '../db/client.ts';
import { invoiceBrowser } from '../invoices/browser.ts';
import { dnsResolver } from '../domains/resolver.ts';
import { startMail } from '../mail/setup.ts';
import { loadEnv } from '../platform/env.ts';
import { createLogger } from '../platform/logger.ts';
import { JOB_CONCURRENCY } from './runner.ts';
import { startWorker } from './start.ts';

// A parent that died (killed, crashed) takes its worker with it at once: a restarted parent
// starts a worker with the same identity, and two live workers must never share one. Said
// before anything else: a parent killed while this process is still loading must take it too.
process.on('disconnect', () => process.exit(1));
if (!process.connected) process.exit(1);
let stop: () => void = () => process.exit(0);
process.on('SIGTERM', () => stop());

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL, undefined, 'worker');
const port = Number(process.env['WORKER_FOR_PORT']);
const slot = Number(process.env['WORKER_SLOT'] ?? 0);
// One connection per job run at once and one for the claims; requests never come here.
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  paidPathConnections: JOB_CONCURRENCY + 1,
});
const mailSetup = await startMail(database.db, env, log, { sends: true });
const runner = startWorker({
  env,
  db: database.paidPath,
  log,
  port,
  slot,
  resolver: dnsResolver(),
  mail: mailSetup.mail,
});

// In production the renderer is ready before the first burst of paid orders (browser.ts warm).
if (env.RENDERER_WARM ?? env.NODE_ENV === 'production') {
  invoiceBrowser.warm().catch((err: unknown) => log.warn({ err }, 'the invoice renderer did not start'));
}

process.on('message', (message) => {
  if (message === 'kick') runner.kick();
});
let stopping = false;
stop = () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    await runner.stop().catch(() => undefined);
    await mailSetup.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  })();
};
// The web process ends its own worker; a Ctrl-C in a terminal reaches both, and the parent's SIGTERM follows.
process.on('SIGINT', () => undefined);
process.send?.('ready');
