import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv, Deps } from '../http/context.ts';
import { siteTermsJob } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import type { MovableClock } from '../platform/testClock.ts';

const move = z.object({ advanceMs: z.number().check(z.int(), z.minimum(0), z.maximum(3 * 365 * 86_400_000)) });

/**
 * The browser tests' clock (TEST_CLOCK): moves this process's time forward and asks for the day's
 * sweep of sites' terms at once (the worker asks every minute otherwise). Mounted by app.ts only
 * when testClockEnabled, which NODE_ENV=production can never be; not part of the API document.
 */
export function testClockRoutes(deps: Deps, clock: MovableClock) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const parsed = move.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.body(null, 400);
    const now = clock.advance(parsed.data.advanceMs);
    await enqueue(deps.db, { ...siteTermsJob(now), now });
    deps.kick();
    return c.json({ now: now.toISOString() });
  });
}
