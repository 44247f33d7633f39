import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, sites } from '../../src/server/db/schema/index.ts';
import { startJobRunner } from '../../src/server/worker/runner.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { platformHost, type SiteHost } from '../../src/server/sites/provisioning/host.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { until } from '../support/until.ts';
import { cartItem, checkout, newMerchant, notify, pay, sandboxEvent } from '../support/journey.ts';

// A hosting target that can be switched off, counts publishes in flight, and can be held
// until enough of them are; and a clock the job backoff follows.
let hostDown = false;
let inFlight = 0;
let mostInFlight = 0;
let holdUntil = 0;
const real = platformHost('http://sites.test/s');
const flaky: SiteHost = {
  publish: async (site) => {
    if (hostDown) throw new Error('hosting target unreachable');
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      // Held until `holdUntil` publishes overlap; a runner that ran them one by one would never get there.
      await until(
        async () => (inFlight >= holdUntil || mostInFlight >= holdUntil ? true : undefined),
        5_000,
        'overlap',
      );
      return await real.publish(site);
    } finally {
      inFlight--;
    }
  },
};
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date(clock), host: flaky });
});
afterAll(() => t?.close());

async function paidOrder() {
  const token = await newMerchant(t);
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
  await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
  return { token, order };
}
const sitesOf = async (token: string) => (await t.call('GET', '/api/site', { token })).json.data;

describe('provisioning', () => {
  it('keeps trying over about a day, telling the merchant when it tries next; failed only after the last attempt', async () => {
    const { token, order } = await paidOrder();
    hostDown = true;
    const results = async () =>
      (await t.call('POST', '/api/order/paymentresults', { token, body: { id: order.id } })).json.data;
    const started = clock;
    const delays: number[] = [];
    let site: any;
    for (let attempt = 1; attempt <= 30; attempt++) {
      const before = clock;
      await t.jobs.drain();
      site = (await sitesOf(token)).list[0];
      // Honest while delayed: still provisioning (api.md's statuses), with the next attempt's time.
      expect(site).toMatchObject({ status: 'provisioning', attempts: attempt, domain: null });
      expect(site.retryAt).not.toBeNull();
      expect((await results()).site).toMatchObject({
        status: 'provisioning',
        retryAt: site.retryAt,
        attempts: attempt,
      });
      const delay = Date.parse(site.retryAt) - before;
      // The schedule of jobs/backoff.ts: 30 s doubling to a 1 h cap, each ±20 %.
      const base = Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
      delays.push(delay);
      // Nothing runs before its time.
      clock = Date.parse(site.retryAt) - 1_000;
      await t.jobs.drain();
      expect((await sitesOf(token)).list[0].attempts).toBe(attempt);
      clock = Date.parse(site.retryAt);
      if (attempt === 3) {
        // Retry while delayed is "try now": the next attempt runs at once, the count kept.
        clock = before + 1_000;
        const now = await t.call('POST', '/api/site/retry', { token, body: { id: site.id } });
        expect(now.status).toBe(200);
        expect(now.json.data).toMatchObject({ status: 'provisioning', retryAt: null, attempts: 3 });
      }
    }
    // About a day of waiting (the attempt brought forward by Retry shortened it by ~2 min).
    const window = clock - started;
    // Once past an hour, the merchant was told of the delay: one mail, whatever the attempts since.
    const told = await t.db.execute(
      sql`select m.data from mail_messages m join orders o on o.user_id = m.user_id
          where o.id = ${order.id} and m.kind = 'provisioning_delayed'`,
    );
    expect(rowsOf<{ data: unknown }>(told)).toHaveLength(1);
    expect(window).toBeGreaterThan(18 * 3_600_000);
    expect(window).toBeLessThan(30 * 3_600_000);
    expect((await results()).status).toBe(1);
    await t.jobs.drain();
    const failed = (await sitesOf(token)).list[0];
    expect(failed).toMatchObject({ status: 'failed', domain: null, orderId: order.id, retryAt: null, attempts: 31 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `provision:${order.id}`));
    expect(job).toMatchObject({ attempts: 31, lockedBy: null });
    expect(job!.failedAt).not.toBeNull();
    expect((await t.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data.status).toBe(1);
    hostDown = false;
    const retry = await t.call('POST', '/api/site/retry', { token, body: { id: failed.id } });
    expect(retry.status).toBe(200);
    expect(retry.json.data).toMatchObject({ status: 'provisioning', retryAt: null, attempts: 0 });
    await t.jobs.drain();
    const live = (await sitesOf(token)).list[0];
    expect(live).toMatchObject({ id: failed.id, status: 'live', retryAt: null });
    expect((await t.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data.status).toBe(2);
    // Retry of a live site is refused.
    expect((await t.call('POST', '/api/site/retry', { token, body: { id: failed.id } })).json.error).toBe(
      'invalid_transition',
    );
  });

  it('a job whose lease ran out while its first run hung runs again once: one site, and the stale run neither completes nor fails it', async () => {
    const { token, order } = await paidOrder();
    const key = `provision:${order.id}`;
    // The stale run is the job's last attempt: before, its failure marked a done job failed.
    await t.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.dedupeKey, key));
    let runs = 0;
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    const host: SiteHost = {
      publish: async (site) => {
        runs++;
        if (runs === 1) {
          await hung;
          throw new Error('hosting target timed out');
        }
        return real.publish(site);
      },
    };
    // Two workers without lease renewal (a process frozen past its lease, as renewal cannot help).
    // The frozen one keeps its own time: its drain loop, still going, must not see its own lease
    // run out and claim the job again before the other worker does (a race seen in CI).
    const frozenAt = clock;
    const worker = (workerId: string, now: () => Date) =>
      startJobRunner({ db: t.db, now, log: createLogger('silent'), host, workerId }, { autostart: false, renewMs: 0 });
    const [a, b] = [worker('worker-a', () => new Date(frozenAt)), worker('worker-b', () => new Date(clock))];
    const first = a.drain();
    await until(async () => (runs === 1 ? true : undefined), 5_000, 'the first run to start');
    clock += 31_000; // the 30 s lease has run out
    await b.drain();
    expect(runs).toBe(2);
    release();
    await first;
    expect(runs).toBe(2);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
    expect(job).toMatchObject({ attempts: 2, failedAt: null, lastError: null, lockedBy: 'worker-b' });
    expect(job!.doneAt).not.toBeNull();
    const [site] = await t.db.select().from(sites).where(eq(sites.orderId, order.id));
    expect(site).toMatchObject({ status: 'live', lastError: null, retryAt: null });
    expect((await sitesOf(token)).total).toBe(1);
    const moves = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(moves.filter((m) => m.toStatus === 2)).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('runs jobs side by side: six paid orders are published at once', async () => {
    const paid = [];
    for (let i = 0; i < 6; i++) paid.push(await paidOrder());
    mostInFlight = 0;
    holdUntil = 6;
    try {
      await t.jobs.drain();
    } finally {
      holdUntil = 0;
    }
    expect(mostInFlight).toBe(6);
    for (const { token } of paid) expect((await sitesOf(token)).list[0]).toMatchObject({ status: 'live' });
  });

  it('a job that hangs holds only its own slot: the seventh paid order is published meanwhile', async () => {
    const paid = [];
    for (let i = 0; i < 7; i++) paid.push(await paidOrder());
    let calls = 0;
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    const host: SiteHost = {
      publish: async (site) => {
        if (++calls === 1) await hung;
        return real.publish(site);
      },
    };
    const runner = startJobRunner(
      { db: t.db, now: () => new Date(clock), log: createLogger('silent'), host },
      { autostart: false },
    );
    const drained = runner.drain();
    try {
      // Claimed six at a time and each six awaited whole, the seventh waited for the hung one.
      await until(async () => (calls >= 7 ? true : undefined), 5_000, 'the seventh publish while one hangs');
    } finally {
      release();
    }
    await drained;
    for (const { token } of paid) expect((await sitesOf(token)).list[0]).toMatchObject({ status: 'live' });
    await runner.stop();
  });

  it('the watchdog queues provisioning for a paid order whose job was lost', async () => {
    const { token, order } = await paidOrder();
    await t.db.delete(jobs).where(eq(jobs.dedupeKey, `provision:${order.id}`));
    await t.jobs.drain();
    await t.jobs.drain();
    expect((await sitesOf(token)).list[0]).toMatchObject({ orderId: order.id, status: 'live' });
  });

  it("resets a site's operations password for its owner only", async () => {
    const { token } = await paidOrder();
    await t.jobs.drain();
    const site = (await sitesOf(token)).list[0];
    const other = await newMerchant(t);
    const stranger = await t.call('POST', '/api/site', { token: other, body: { id: site.id, password: 'newpass12' } });
    expect(stranger.status).toBe(404);
    const bad = await t.call('POST', '/api/site', { token, body: { id: site.id, password: 'short' } });
    expect(bad.status).toBe(400);
    const ok = await t.call('POST', '/api/site', { token, body: { id: site.id, password: 'newpass12' } });
    expect(ok.status).toBe(200);
    expect((await sitesOf(other)).total).toBe(0);
    const filtered = await t.call(
      'GET',
      `/api/site?siteName=${encodeURIComponent(site.siteName.slice(0, 5).toUpperCase())}`,
      { token },
    );
    expect(filtered.json.data.total).toBe(1);
    const none = await t.call('GET', '/api/site?siteName=zzzz-nothing', { token });
    expect(none.json.data.total).toBe(0);
  });
});
