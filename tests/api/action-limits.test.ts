import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deposits, payments, siteAssets, siteDomains } from '../../src/server/db/schema/index.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { ACTION_LIMITS } from '../../src/server/core/actionLimits.ts';
import { login, makeSite, ORIGIN, post, type Site, startConsoleApp, t } from '../support/consoleApp.ts';
import { cartItem, checkout, pay } from '../support/journey.ts';
import { newMerchant } from '../support/users.ts';

/**
 * Issue 25 item 6: actions that cost the platform something each time are limited per owner
 * (src/server/core/actionLimits.ts). For each: the limit's count is allowed, the next is
 * 429 with the localized rate-limit message and Retry-After, the refused attempt creates
 * nothing, and another owner is unaffected. The app's clock stands still (consoleApp.ts), so
 * no window ends between the attempts.
 */
startConsoleApp({ PUBLIC_URL: 'https://platform.test', SITE_CNAME_TARGET: 'edge.platform.test' });

const es = serverT('es');

/** A 429 as every limit answers it: the envelope, a Spanish message naming the wait, Retry-After. */
function expectLimited(res: { status: number; json: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({ code: 1, error: 'rate_limited', data: null });
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(res.json.msg).toBe(es('errors.rate_limited', { count: seconds }));
}

const count = async (rows: Promise<unknown[]>) => (await rows).length;

describe('limits on actions that cost something', () => {
  it('new top-up addresses: the limit per merchant, then 429 and no deposit; another merchant still gets one', async () => {
    const [a, b] = [await newMerchant(t), await newMerchant(t)];
    const topUp = (token: string) =>
      t.call('POST', '/api/settlement/deposit', { token, lang: 'es', body: { amount: '10', network: 'TRC20' } });
    const { limit } = ACTION_LIMITS.topUpAddress;
    for (let i = 0; i < limit; i++) expect((await topUp(a.token)).status).toBe(200);
    const mine = () => count(t.db.select().from(deposits).where(eq(deposits.userId, a.id)));
    expect(await mine()).toBe(limit);
    expectLimited(await topUp(a.token));
    expect(await mine()).toBe(limit);
    const other = await topUp(b.token);
    expect(other.status).toBe(200);
    expect(other.json.data.address).toEqual(expect.any(String));
  });

  it('payment starts per order: the limit, then 429 and no payment; another order and another merchant are not slowed', async () => {
    const [a, b] = [await newMerchant(t), await newMerchant(t)];
    const orderOf = async (token: string) => (await checkout(t, token, (await cartItem(t, token)).id)).id;
    const [first, second, theirs] = [await orderOf(a.token), await orderOf(a.token), await orderOf(b.token)];
    const start = (token: string, orderId: number, key: string = randomUUID()) =>
      t.call('POST', '/api/pay/unified-ordering', {
        token,
        lang: 'es',
        body: { orderId, method: 'usdt', network: 'TRC20' },
        headers: { 'idempotency-key': key },
      });
    const { limit } = ACTION_LIMITS.paymentStart;
    const keys: string[] = [];
    for (let i = 0; i < limit; i++) {
      keys.push(randomUUID());
      expect((await start(a.token, first, keys[i])).status).toBe(200);
    }
    const ofOrder = (id: number) => count(t.db.select().from(payments).where(eq(payments.orderId, id)));
    expect(await ofOrder(first)).toBe(limit);
    expectLimited(await start(a.token, first));
    expect(await ofOrder(first)).toBe(limit);
    // A replay of a payment already started is not a new one: still answered.
    expect((await start(a.token, first, keys[0])).status).toBe(200);
    // Naming another merchant's order is refused as not theirs (then slowed) and uses up nothing of theirs.
    for (let i = 0; i < limit + 1; i++) expect([404, 429]).toContain((await start(a.token, theirs)).status);
    expect((await pay(t, b.token, { orderId: theirs, method: 'usdt', network: 'TRC20' })).status).toBe(200);
    expect((await start(a.token, second)).status).toBe(200);
  });

  it('"Check now" of own domains: the limit per site, then 429 on the dashboard and no lookup; another site checks on', async () => {
    const [s, other] = [await makeSite(), await makeSite()];
    const [cookie, otherCookie] = [await login(s), await login(other)];
    const claim = async (site: Site, c: string, host: string) => {
      expect((await post(`${site.console}/domains`, { domain: host }, { cookie: c })).status).toBe(303);
      const [row] = await t.db.select().from(siteDomains).where(eq(siteDomains.host, host));
      return row!;
    };
    const mine = await claim(s, cookie, 'www.limited-own.example');
    const theirs = await claim(other, otherCookie, 'www.other-own.example');
    const check = (site: Site, c: string, id: number) =>
      post(`${site.console}/domains/${id}/check`, {}, { cookie: c, headers: { 'accept-language': 'es' } });
    const { limit } = ACTION_LIMITS.domainCheck;
    for (let i = 0; i < limit; i++) expect((await check(s, cookie, mine.id)).status).toBe(303);
    // The records are right now, but the refused check looks nothing up: the claim stays pending.
    for (const row of [mine, theirs]) {
      t.dns.set(`_unicorn-verify.${row.host}`, { txt: [row.token] });
      t.dns.set(row.host, { cname: ['edge.platform.test'] });
    }
    const before = (await t.db.select().from(siteDomains).where(eq(siteDomains.id, mine.id)))[0]!;
    const refused = await check(s, cookie, mine.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.text).toContain(
      es('errors.rate_limited', { count: Number(refused.headers.get('retry-after')) }).replaceAll("'", '&#39;'),
    );
    expect((await t.db.select().from(siteDomains).where(eq(siteDomains.id, mine.id)))[0]).toEqual(before);
    expect(before.status).toBe('pending');
    expect((await check(other, otherCookie, theirs.id)).status).toBe(303);
    expect((await t.db.select().from(siteDomains).where(eq(siteDomains.id, theirs.id)))[0]!.status).toBe('verified');
  });

  it('image uploads: the limit per site, then 429 and nothing stored; another site uploads on', async () => {
    const [s, other] = [await makeSite(), await makeSite()];
    const [cookie, otherCookie] = [await login(s), await login(other)];
    /** A picture of another width each time, so each upload would store a new image. */
    let width = 0;
    const image = async () => {
      width++;
      const png = await sharp({ create: { width, height: 2, channels: 3, background: '#d4af37' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
      return form;
    };
    const upload = async (site: Site, c: string) => {
      const res = await t.app.request(`${site.console}/api/design/assets`, {
        method: 'POST',
        headers: { cookie: c, origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'accept-language': 'es' },
        body: await image(),
      });
      return { status: res.status, headers: res.headers, json: (await res.json()) as any };
    };
    const stored = () => count(t.db.select().from(siteAssets).where(eq(siteAssets.siteId, s.site.id)));
    const { limit } = ACTION_LIMITS.imageUpload;
    for (let i = 0; i < limit; i++) expect((await upload(s, cookie)).status).toBe(200);
    expect(await stored()).toBe(limit);
    expectLimited(await upload(s, cookie));
    expect(await stored()).toBe(limit);
    expect((await upload(other, otherCookie)).status).toBe(200);
  });
});
