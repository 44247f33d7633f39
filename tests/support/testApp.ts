import { createApp } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/client.ts';
import { testEnv, type Env } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import { freshDatabase } from './testDb.ts';
import { loadProviders } from '../../src/server/payments/index.ts';
import type { Deliver } from '../../src/server/payments/deliver.ts';
import { startJobRunner } from '../../src/server/jobs/runner.ts';
import { platformHost, type SiteHost } from '../../src/server/provisioning/host.ts';
import { dbRateLimitStore } from '../../src/server/services/rateLimit.ts';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The real app on a real database; `call` speaks JSON like the browser client. */
export async function startTestApp(env: Partial<Env> = {}, opts: { now?: () => Date; host?: SiteHost } = {}) {
  const database = await freshDatabase();
  const fullEnv = testEnv(env);
  const now = opts.now ?? (() => new Date());
  const log = createLogger(process.env.TLOG ?? 'silent');
  const providers = await loadProviders(database.db, fullEnv);
  // Events "sent over HTTP" by the sandbox and test mode reach this same app.
  const deliver: Deliver = async (provider, event) => {
    const res = await app.request(`/api/pay/notify/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...event.headers },
      body: event.body,
    });
    await res.text();
    return { status: res.status };
  };
  // Background work runs when a test asks (`jobs.drain()`), so outcomes are deterministic.
  const jobs = startJobRunner(
    { db: database.db, now, log, host: opts.host ?? platformHost('http://sites.test/s') },
    { autostart: false },
  );
  const app = createApp({
    limits: dbRateLimitStore(database.db),
    db: database.db,
    env: fullEnv,
    log,
    ping: database.ping,
    now,
    providers,
    deliver,
    kick: () => undefined,
  });
  async function call(
    method: string,
    path: string,
    opts: { body?: unknown; rawBody?: string; token?: string; lang?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const body = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : null);
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return {
    app,
    db: database.db,
    call,
    providers,
    jobs,
    close: async () => {
      await jobs.stop();
      await database.dispose();
    },
  };
}

/** What createApp needs beyond the database for apps a test builds itself (several "processes"). */
export async function paymentDeps(db: Db, env: Env) {
  return {
    providers: await loadProviders(db, env),
    deliver: (async () => ({ status: 503 })) as Deliver,
    kick: () => undefined,
  };
}
