import type { Db } from '../db/client.ts';
import { cnameTarget, sitesBaseUrl } from '../domains/platform.ts';
import type { Resolver } from '../domains/resolver.ts';
import type { MailOut } from '../mail/transport.ts';
import type { Env } from '../platform/env.ts';
import type { Logger } from '../platform/logger.ts';
import { platformHost } from '../sites/provisioning/host.ts';
import { type JobRunner, startJobRunner } from './runner.ts';
import { workerIdFor } from './worker.ts';
import { aggregatorFor } from '../games/config.ts';

/**
 * The job worker with everything its handlers use, started in whichever process runs it (beside
 * the requests, or in the worker child): `port` is the web process's, which names the worker and
 * the sites' address.
 */
export function startWorker(o: {
  env: Env;
  db: Db;
  log: Logger;
  port: number;
  /** Which of the web process's worker processes this is (0 for the first, or the only one). */
  slot?: number;
  resolver: Resolver;
  mail: MailOut | undefined;
  /** The process's clock (a test server's may be moved: platform/clock.ts). */
  now?: () => Date;
}): JobRunner {
  const workerId = workerIdFor({ workerId: o.env.WORKER_ID, port: o.port, slot: o.slot ?? 0 });
  const runner = startJobRunner({
    db: o.db,
    now: o.now ?? (() => new Date()),
    log: o.log,
    host: platformHost(sitesBaseUrl({ ...o.env, PORT: o.port })),
    workerId,
    dns: { resolver: o.resolver, target: cnameTarget(o.env) },
    mail: o.mail,
    termsSweep: true,
    gamesImport: true,
    games: aggregatorFor(o.env),
  });
  o.log.info({ workerId, pid: process.pid }, 'job worker started');
  return runner;
}
