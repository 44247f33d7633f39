import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/index.ts';
import { platformHost, type SiteHost } from '../../src/server/provisioning/host.ts';
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
afterAll(() => t.close());

async function paidOrder() {
  const token = await newMerchant(t);
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
  await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
  return { token, order };
}
const sitesOf = async (token: string) => (await t.call('GET', '/api/site', { token })).json.data;

describe('provisioning', () => {
  it('retries with backoff, marks the site failed after the last attempt, and Retry brings it live', async () => {
    const { token, order } = await paidOrder();
    hostDown = true;
    for (let i = 0; i < 6; i++) {
      await t.jobs.drain();
      clock += 10 * 60_000; // past any backoff
    }
    const failed = (await sitesOf(token)).list[0];
    expect(failed).toMatchObject({ status: 'failed', domain: null, orderId: order.id });
    expect((await t.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data.status).toBe(1);
    hostDown = false;
    const retry = await t.call('POST', '/api/site/retry', { token, body: { id: failed.id } });
    expect(retry.status).toBe(200);
    expect(retry.json.data.status).toBe('provisioning');
    await t.jobs.drain();
    const live = (await sitesOf(token)).list[0];
    expect(live).toMatchObject({ id: failed.id, status: 'live' });
    expect((await t.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data.status).toBe(2);
    // Retry of a live site is refused.
    expect((await t.call('POST', '/api/site/retry', { token, body: { id: failed.id } })).json.error).toBe(
      'invalid_transition',
    );
  });

  it('runs the jobs of one batch side by side: six paid orders are published at once', async () => {
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
