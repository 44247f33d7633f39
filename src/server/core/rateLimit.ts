import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';

/**
 * Fixed-window counters kept where every API process sees them: the database,
 * or Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  /** Adds `by` to the counter of the current window and returns the new count. */
  incr(bucket: string, key: string, windowMs: number, now: Date, by?: number): Promise<number>;
  /** The current count without changing it. */
  peek(bucket: string, key: string, windowMs: number, now: Date): Promise<number>;
  /** Clears a key's counter (e.g. failures after a successful login). */
  reset(bucket: string, key: string, windowMs: number, now: Date): Promise<void>;
}

/** The configured limits (env RATE_LIMIT_*). */
export interface RateConfig {
  /** Failed password checks per account per 15 minutes (login, password and email change). */
  loginAccount: number;
  loginIp: number;
  registerIp: number;
  formIp: number;
}

/** What a service that counts attempts needs on top of its ServiceCtx. */
export interface LimitsCtx {
  limits: RateLimitStore;
  rate: RateConfig;
}

export interface Limit {
  bucket: string;
  limit: number;
  windowMs: number;
}

const windowStart = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

export function dbRateLimitStore(db: Db): RateLimitStore {
  return {
    async incr(bucket, key, windowMs, now, by = 1) {
      const start = windowStart(now, windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ bucket, key, windowStart: start, count: by })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + ${by}` },
        })
        .returning({ count: rateLimits.count });
      // Old windows are dead weight: sweep them now and then.
      if (Math.random() < 0.01) {
        await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 86_400_000)}`);
      }
      return row?.count ?? by;
    },
    async peek(bucket, key, windowMs, now) {
      const rows = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(
          sql`${rateLimits.bucket} = ${bucket} and ${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart(now, windowMs)}`,
        );
      return rows[0]?.count ?? 0;
    },
    async reset(bucket, key, windowMs, now) {
      await db
        .delete(rateLimits)
        .where(
          sql`${rateLimits.bucket} = ${bucket} and ${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart(now, windowMs)}`,
        );
    },
  };
}

export async function redisRateLimitStore(url: string): Promise<RateLimitStore & { close(): Promise<void> }> {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  await client.connect();
  const k = (bucket: string, key: string, windowMs: number, now: Date) =>
    `rl:${bucket}:${key}:${windowStart(now, windowMs).getTime()}`;
  return {
    async incr(bucket, key, windowMs, now, by = 1) {
      const name = k(bucket, key, windowMs, now);
      const [count] = (await client.multi().incrBy(name, by).pExpire(name, windowMs).exec()) as unknown as [number];
      return Number(count);
    },
    async peek(bucket, key, windowMs, now) {
      return Number((await client.get(k(bucket, key, windowMs, now))) ?? 0);
    },
    async reset(bucket, key, windowMs, now) {
      await client.del(k(bucket, key, windowMs, now));
    },
    close: async () => {
      await client.quit();
    },
  };
}

function retryAfter(now: Date, windowMs: number): number {
  const end = windowStart(now, windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

export function rateLimited(now: Date, windowMs: number): AppError {
  const seconds = retryAfter(now, windowMs);
  return new AppError('rate_limited', { vars: { count: seconds }, headers: { 'Retry-After': String(seconds) } });
}

/**
 * Counts one attempt and throws 429 once the limit is passed. The counter is raised
 * before the attempt is judged, atomically in the store: parallel attempts each get their
 * own number, so a burst cannot slip past a limit it would only be measured against later.
 */
export async function hit(store: RateLimitStore, limit: Limit, key: string, now: Date): Promise<void> {
  const count = await store.incr(limit.bucket, key, limit.windowMs, now);
  if (count > limit.limit) throw rateLimited(now, limit.windowMs);
}
