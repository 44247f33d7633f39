import { createApp } from '../../src/server/app.ts';
import { testEnv, type Env } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import { freshDatabase } from './testDb.ts';
import { dbRateLimitStore } from '../../src/server/services/rateLimit.ts';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The real app on a real database; `call` speaks JSON like the browser client. */
export async function startTestApp(env: Partial<Env> = {}, opts: { now?: () => Date } = {}) {
  const database = await freshDatabase();
  const app = createApp({
    limits: dbRateLimitStore(database.db),
    db: database.db,
    env: testEnv(env),
    log: createLogger(process.env.TLOG ?? 'silent'),
    ping: database.ping,
    now: opts.now ?? (() => new Date()),
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
  return { app, db: database.db, call, close: () => database.dispose() };
}
