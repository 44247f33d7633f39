// The real app over an open database, in the bench's own process, without a server, mail or DNS:
// for the figures of one layer (a search, a list) that a socket and a second process would blur.
import { createApp } from '../src/server/app.ts';
import { dbRateLimitStore } from '../src/server/core/rateLimit.ts';
import type { openDatabase } from '../src/server/db/client.ts';
import { loadProviders } from '../src/server/orders/providers/index.ts';
import { testEnv } from '../src/server/platform/env.ts';
import { createLogger } from '../src/server/platform/logger.ts';

export async function inProcessApp(database: Awaited<ReturnType<typeof openDatabase>>) {
  const env = testEnv();
  return createApp({
    db: database.db,
    env,
    log: createLogger('silent'),
    ping: database.ping,
    listen: database.listen,
    now: () => new Date(),
    limits: dbRateLimitStore(database.db),
    providers: await loadProviders(database.db, env),
    deliver: async () => ({ status: 503 }),
    kick: () => undefined,
    resolver: { resolveTxt: async () => [], resolveCname: async () => [] },
  });
}
