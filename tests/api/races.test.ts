import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { jobs, sites } from '../../src/server/db/schema/index.ts';
import { startJobRunner } from '../../src/server/worker/runner.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { platformHost, type SiteHost } from '../../src/server/sites/provisioning/host.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { until } from '../support/until.ts';
import { cartItem, checkout, newMerchant, notify, pay, sandboxEvent } from '../support/journey.ts';

// On PostgreSQL these run truly concurrently (a pool of connections); on PGlite, which has one
// connection, the same requests interleave one transaction at a time — the outcome must match.
let t: TestApp;
beforeAll(async () => {
  // The races register more merchants than one address may in an hour (RATE_LIMIT_REGISTER_IP).
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 100 });
});
afterAll(() => t?.close());

const results = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/paymentresults', { token, body: { id } })).json.data;

describe('concurrent deliveries and payments', () => {
  it('20 copies of one event at once → one payment applied, one job, one site', async () => {
    const token = await newMerchant(t);
    const order = await checkout(t, token, (await cartItem(t, token)).id);
    const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
    const e = sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(t, 'sandbox', e)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json.data.duplicate === false)).toHaveLength(1);
    const r = await results(token, order.id);
    expect(r).toMatchObject({ status: 1, paid: order.amount });
    const s = (await t.call('GET', '/api/settlement', { token })).json.data;
    expect(s.balance).toBe('0.00');
    await Promise.all([t.jobs.drain(), t.jobs.drain()]);
    expect((await t.call('GET', '/api/site', { token })).json.data.total).toBe(1);
    expect((await results(token, order.id)).status).toBe(2);
  });

  it('five different full payments of one order at once → the order is paid once and the rest is credited', async () => {
    const token = await newMerchant(t);
    const order = await checkout(t, token, (await cartItem(t, token)).id);
    const pays = await Promise.all(
      Array.from({ length: 5 }, async () => (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data),
    );
    await Promise.all(
      pays.map((p) =>
        notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' })),
      ),
    );
    expect(await results(token, order.id)).toMatchObject({ status: 1, paid: order.amount });
    const s = (await t.call('GET', '/api/settlement', { token })).json.data;
    expect(s.balance).toBe((Number(order.amount) * 4).toFixed(2));
  });

  it('two balance payments at once never take the balance below zero', async () => {
    const token = await newMerchant(t);
    const a = await checkout(t, token, (await cartItem(t, token)).id);
    const b = await checkout(t, token, (await cartItem(t, token)).id);
    const dep = (
      await t.call('POST', '/api/settlement/deposit', { token, body: { amount: a.amount, network: 'ERC20' } })
    ).json.data;
    await t.call('POST', '/api/pay/simulate', { token, body: { depositId: dep.depositId } });
    const [ra, rb] = await Promise.all([
      pay(t, token, { orderId: a.id, method: 'balance' }),
      pay(t, token, { orderId: b.id, method: 'balance' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect([ra, rb].find((r) => r.status === 409)!.json.error).toBe('insufficient_balance');
    expect((await t.call('GET', '/api/settlement', { token })).json.data.balance).toBe('0.00');
  });

  it('the same Idempotency-Key sent twice at once makes one payment', async () => {
    const token = await newMerchant(t);
    const order = await checkout(t, token, (await cartItem(t, token)).id);
    const key = randomUUID();
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => pay(t, token, { orderId: order.id, method: 'sandbox' }, key)),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(rs.map((r) => r.json.data.paymentId)).size).toBe(1);
  });

  it('checking out one cart item from two tabs at once gives one open order', async () => {
    const token = await newMerchant(t);
    const item = await cartItem(t, token);
    const rs = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('POST', '/api/order/create', { token, body: { id: item.id, account: 'ops1234', password: 'pass1234' } }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(4).fill(200));
    expect(new Set(rs.map((r) => r.json.data.id)).size).toBe(1);
  });

  it('two merchants checking out the same site name at once: exactly one gets it', async () => {
    const a = await newMerchant(t);
    const b = await newMerchant(t);
    const name = `Race ${randomUUID().slice(0, 6)}`;
    const [ia, ib] = [await cartItem(t, a, { siteName: name }), await cartItem(t, b, { siteName: name })];
    const rs = await Promise.all([
      t.call('POST', '/api/order/create', { token: a, body: { id: ia.id, account: 'ops1234', password: 'pass1234' } }),
      t.call('POST', '/api/order/create', { token: b, body: { id: ib.id, account: 'ops1234', password: 'pass1234' } }),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('two workers on one database', () => {
  // A hosting target that counts how often each site is published: the handler's runs,
  // which a unique site row per order would hide.
  const real = platformHost('http://sites.test/s');
  function countingHost(holdMs = 0) {
    const runs = new Map<number, number>();
    const host: SiteHost = {
      publish: async (site) => {
        runs.set(site.id, (runs.get(site.id) ?? 0) + 1);
        if (holdMs) await new Promise((r) => setTimeout(r, holdMs));
        return real.publish(site);
      },
    };
    return { runs, host };
  }
  const worker = (host: SiteHost, workerId: string, opts: { leaseMs?: number; renewMs?: number } = {}) =>
    startJobRunner(
      { db: t.db, now: () => new Date(), log: createLogger('silent'), host, workerId },
      { autostart: false, ...opts },
    );
  async function paidOrders(n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const token = await newMerchant(t);
      const order = await checkout(t, token, (await cartItem(t, token)).id);
      const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
      await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
      ids.push(order.id);
    }
    return ids;
  }

  it('claiming the same jobs at once: each job is run by one of them, once', async () => {
    const orderIds = await paidOrders(12);
    const { runs, host } = countingHost(20);
    const [a, b] = [worker(host, 'race-a'), worker(host, 'race-b')];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    const made = await t.db.select().from(sites).where(inArray(sites.orderId, orderIds));
    expect(made.map((s) => s.status)).toEqual(Array(12).fill('live'));
    expect(made.map((s) => runs.get(s.id))).toEqual(Array(12).fill(1));
    // Any leftover job of the tests above ran once too.
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const claimed = await t.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(
        inArray(
          jobs.dedupeKey,
          orderIds.map((id) => `provision:${id}`),
        ),
      );
    expect(claimed.map((j) => j.attempts)).toEqual(Array(12).fill(1));
    // The workers also render the twelve invoices' PDFs (Chromium): more than a plain test's 30 s.
  }, 90_000);

  it('a job that runs longer than its lease renews it: another worker does not claim it meanwhile', async () => {
    const [orderId] = await paidOrders(1);
    const { runs, host } = countingHost(4_000);
    // Leases of 1.2 s renewed every 300 ms; the job takes over three leases. (600 ms leases
    // renewed every 150 ms were lost on a loaded two-core CI: a renewal waited past the lease.)
    const a = worker(host, 'slow-a', { leaseMs: 1_200, renewMs: 300 });
    const b = worker(host, 'eager-b', { leaseMs: 1_200, renewMs: 300 });
    let finished = false;
    const first = a.drain().finally(() => (finished = true));
    await until(async () => (runs.size === 1 ? true : undefined), 5_000, 'the slow run to start');
    let tries = 0;
    await until(
      async () => {
        await b.drain();
        tries++;
        return finished ? true : undefined;
      },
      15_000,
      'the slow run to finish',
    );
    await first;
    await Promise.all([a.stop(), b.stop()]);
    expect(tries).toBeGreaterThan(5);
    expect([...runs.values()]).toEqual([1]);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `provision:${orderId}`));
    expect(job).toMatchObject({ attempts: 1, lockedBy: 'slow-a', failedAt: null });
    expect(job!.doneAt).not.toBeNull();
  });

  it('each heartbeat extends the lease by the whole lease, not by one beat', async () => {
    const [orderId] = await paidOrders(1);
    const { runs, host } = countingHost(1_500);
    const leaseMs = 30_000;
    const a = worker(host, 'beat-a', { leaseMs, renewMs: 100 });
    const running = a.drain();
    await until(async () => (runs.size === 1 ? true : undefined), 5_000, 'the slow run to start');
    const lease = async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `provision:${orderId}`))
      )[0]!.lockedUntil!.getTime();
    const claimed = await lease();
    // A heartbeat has renewed it: the lease now ends later than the claim's, a whole lease from now.
    const renewed = await until(
      async () => {
        const until = await lease();
        return until > claimed ? until : undefined;
      },
      1_400,
      'a heartbeat to renew the lease',
    );
    expect(renewed - Date.now()).toBeGreaterThan(leaseMs - 5_000);
    await running;
    await a.stop();
  });
});
