import { createApp } from '../../src/server/app.ts';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/server/db/client.ts';
import { testEnv, type Env } from '../../src/server/platform/env.ts';
import { createLogger, type Logger } from '../../src/server/platform/logger.ts';
import { freshDatabase } from './testDb.ts';
import { loadProviders } from '../../src/server/orders/providers/index.ts';
import type { Deliver } from '../../src/server/orders/providers/deliver.ts';
import { startJobRunner } from '../../src/server/worker/runner.ts';
import { cnameTarget } from '../../src/server/domains/platform.ts';
import { platformHost, type SiteHost } from '../../src/server/sites/provisioning/host.ts';
import { dbRateLimitStore } from '../../src/server/core/rateLimit.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { contractChecker } from './contract.ts';
import { fetchClient } from '../../src/shared/api/fetchClient.ts';
import { type FakeResolver, fakeResolver } from './fakeResolver.ts';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Tests change the database directly (withdraw a package, move an expiry), as an operator's
 * tool would, then read through the API. The app hears of such changes by notification
 * (catalogue version, account changes), which on PostgreSQL arrives a moment after the
 * commit. Before each call the harness sends a notification of its own and waits until the
 * app's listener has it: notifications arrive in commit order, so everything committed
 * before has been heard. (How soon a change is heard is tested on its own: catalog-cache,
 * account-cache, processes.) PGlite delivers within the statement: nothing to wait for.
 */
function notificationBarrier(database: Pick<Database, 'kind' | 'listen' | 'db'>): () => Promise<void> {
  if (database.kind !== 'postgres') return async () => undefined;
  const waiting = new Map<string, () => void>();
  let ready: Promise<void> = new Promise((resolve) => {
    database.listen('test_barrier', {
      message: (id) => {
        waiting.get(id)?.();
        waiting.delete(id);
      },
      ready: () => resolve(),
      lost: () => {
        ready = Promise.resolve();
      },
    });
  });
  let n = 0;
  return async () => {
    await ready;
    const id = String(++n);
    const heard = new Promise<void>((resolve) => waiting.set(id, resolve));
    try {
      await database.db.execute(sql`select pg_notify('test_barrier', ${id})`);
    } catch {
      // The database is gone (an outage test): there is nothing to be heard.
      waiting.delete(id);
      return;
    }
    // Bounded: a listener that is reconnecting hears nothing, and then the app keeps nothing.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([heard, new Promise((r) => (timer = setTimeout(r, 2_000)))]);
    clearTimeout(timer);
  };
}

/**
 * The time limit of a test that starts an app of its own (`it(name, fn, STARTS_AN_APP)`): its
 * migrations and seed run inside the test, so it gets the setup hooks' budget (vitest.config.ts),
 * not a test's. On a loaded machine a start alone took more than 30 s.
 */
export const STARTS_AN_APP = 60_000;

/**
 * The real app on a real database. `api` is the typed client (paths, inputs and answers checked
 * by the compiler; a failure throws CallFailed); `call` is raw HTTP, for tests of statuses,
 * headers and hostile input.
 */
export async function startTestApp(
  env: Partial<Env> = {},
  opts: {
    now?: () => Date;
    host?: SiteHost;
    deliver?: (real: Deliver) => Deliver;
    resolver?: FakeResolver;
    log?: Logger;
  } = {},
) {
  // Every statement the app runs, in order: a test can tell whether a route ran at all.
  const statements: string[] = [];
  const database = await freshDatabase((sql) => statements.push(sql));
  const fullEnv = testEnv(env);
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? createLogger(process.env.TLOG ?? 'silent');
  const providers = await loadProviders(database.db, fullEnv);
  // Events "sent over HTTP" by the sandbox and test mode reach this same app.
  const realDeliver: Deliver = async (provider, event) => {
    const res = await app.request(`/api/pay/notify/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...event.headers },
      body: event.body,
    });
    await res.text();
    return { status: res.status };
  };
  const deliver = opts.deliver ? opts.deliver(realDeliver) : realDeliver;
  // DNS as the test sets it (`dns.set`): no test asks the real resolvers.
  const resolver = opts.resolver ?? fakeResolver();
  // Background work runs when a test asks (`jobs.drain()`), so outcomes are deterministic.
  const jobs = startJobRunner(
    {
      db: database.db,
      now,
      log,
      host: opts.host ?? platformHost('http://sites.test/s'),
      dns: { resolver, target: cnameTarget(fullEnv) },
    },
    { autostart: false },
  );
  const app = createApp({
    limits: dbRateLimitStore(database.db),
    db: database.db,
    env: fullEnv,
    log,
    ping: database.ping,
    listen: database.listen,
    now,
    providers,
    deliver,
    kick: () => undefined,
    resolver,
  });
  const settled = notificationBarrier(database);
  // Every answer, whoever asked (call, app.request, the sandbox's deliveries), must match the document.
  const request = app.request.bind(app);
  const mismatch = contractChecker(async () => (await request('/api/openapi.json')).json());
  app.request = (async (input: RequestInfo | URL, init?: RequestInit, ...rest: unknown[]) => {
    const res = await request(input as string, init, ...(rest as []));
    if (res.headers.get('content-encoding')) return res;
    const url = input instanceof Request ? input.url : String(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const text = await res.clone().text();
    const wrong = await mismatch(method, url, {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      text,
    });
    if (wrong) throw new Error(`answer does not match /api/openapi.json: ${wrong}`);
    return res;
  }) as typeof app.request;
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
    await settled();
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
  const api = fetchClient({
    fetch: async (url, init) => {
      await settled();
      return app.request(url, init);
    },
  });
  return {
    app,
    db: database.db,
    statements,
    api,
    call,
    providers,
    jobs,
    dns: resolver,
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
    resolver: fakeResolver(),
  };
}

/** Rows of a query on a test app's database, whichever driver it runs on. */
export function queryRows(db: Db) {
  return async (q: string) => rowsOf<Record<string, unknown>>(await db.execute(sql.raw(q)));
}
