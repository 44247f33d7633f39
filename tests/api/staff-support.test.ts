import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteDomains, sites } from '../../src/server/db/schema/index.ts';
import { paidOrder } from '../support/invoices.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import { staffCalls } from '../support/staff.ts';
import { login, newMerchant, TEST_PASSWORD } from '../support/users.ts';
import { cartItem, checkout } from '../support/journey.ts';
import en from '../../i18n/en.json' with { type: 'json' };

// What support does in the staff console (issue 28): find a merchant by what a person on the
// phone knows, lock and unlock their sign-in, end their sessions, suspend and resume a site —
// whose pages then answer a notice at the platform address and on its own domain alike.

startMoneyApp();

const { post, get, signedIn } = staffCalls({ call: (...args) => t.call(...args) });

async function liveSite() {
  const paid = await paidOrder();
  await t.jobs.drain();
  const [site] = await t.db.select().from(sites).where(eq(sites.orderId, paid.order.id));
  expect(site?.status).toBe('live');
  return { ...paid, site: site! };
}

describe('merchants', () => {
  it('finds a merchant by account, e-mail, order number, site name, own domain and transaction hash', async () => {
    const support = await signedIn('support', t.db);
    const { site, order, hash, id, account, email } = await liveSite();
    const host = `shop-${Date.now()}.example`;
    await t.db.insert(siteDomains).values({
      siteId: site.id,
      host,
      token: 'tok',
      status: 'verified',
      verifiedAt: new Date(),
      checkedAt: new Date(),
      createdAt: new Date(),
    });
    for (const q of [account.slice(0, 6), email.toUpperCase(), order.orderNo, site.siteName, host, `0x${hash}`]) {
      const found = await get(`/merchants?q=${encodeURIComponent(q)}`, support.cookie);
      expect(found.status, q).toBe(200);
      expect(
        found.json.data.list.map((m: { id: number }) => m.id),
        q,
      ).toContain(id);
    }
    const detail = await get(`/merchant?id=${id}`, support.cookie);
    expect(detail.json.data).toMatchObject({
      account,
      locked: false,
      orders: [{ orderNo: order.orderNo }],
      sites: [{ id: site.id, suspended: false }],
    });
    // Wildcards are typed, not matched: "%" finds no one.
    expect((await get('/merchants?q=%25', support.cookie)).json.data.list).toEqual([]);
  });

  it('locks sign-in (ending every session) with a reason, says so only to whoever knows the password, and unlocks', async () => {
    const support = await signedIn('support', t.db);
    const m = await newMerchant(t);
    expect((await post('/merchant/lock', { userId: m.id, reason: '' }, support.cookie)).status).toBe(400);
    expect((await post('/merchant/lock', { userId: m.id, reason: 'chargeback review' }, support.cookie)).status).toBe(
      200,
    );
    expect((await t.call('GET', '/api/user/info', { token: m.token })).status).toBe(401);
    const refused = await login(t, m.account, TEST_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.json.msg).toMatch(/locked/);
    const wrong = await login(t, m.account, 'not the password');
    expect(wrong.json.msg).not.toMatch(/locked/);
    expect((await post('/merchant/lock', { userId: m.id, reason: 'again' }, support.cookie)).status).toBe(409);
    expect((await post('/merchant/unlock', { userId: m.id, reason: 'cleared' }, support.cookie)).status).toBe(200);
    expect((await login(t, m.account, TEST_PASSWORD)).status).toBe(200);
    const trail = await rows(`select action, reason from staff_audit where target = 'user:${m.id}' order by id`);
    expect(trail).toEqual([
      { action: 'merchant.lock', reason: 'chargeback review' },
      { action: 'merchant.unlock', reason: 'cleared' },
    ]);
  });
});

describe('sites', () => {
  it('suspends a site: its pages answer a localized notice with 403 at the platform address and on its own domain; resumed, they are back', async () => {
    const support = await signedIn('support', t.db);
    const { site } = await liveSite();
    const host = `own-${Date.now()}.example`;
    await t.db.insert(siteDomains).values({
      siteId: site.id,
      host,
      token: 'tok',
      status: 'verified',
      verifiedAt: new Date(),
      checkedAt: new Date(),
      createdAt: new Date(),
    });
    // The root sends a visitor to a home page in one of the site's languages.
    const root = await t.call('GET', `/s/${site.slug}/`);
    expect(root.status).toBe(302);
    const home = root.headers.get('location')!;
    const platform = () => t.call('GET', home, { lang: 'ar' });
    const own = () =>
      t.call('GET', home.replace(`/s/${site.slug}`, ''), { headers: { host, 'accept-language': 'ja' } });
    expect((await platform()).status).toBe(200);
    expect((await own()).status).toBe(200);
    expect((await post('/site/suspend', { siteId: site.id, reason: '' }, support.cookie)).status).toBe(400);
    expect((await post('/site/suspend', { siteId: site.id, reason: 'abuse report #12' }, support.cookie)).status).toBe(
      200,
    );
    const [ar, ja] = [await platform(), await own()];
    expect([ar.status, ja.status]).toEqual([403, 403]);
    expect(ar.text).toContain('dir="rtl"');
    expect(ar.text).not.toBe(ja.text);
    expect(ar.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', `/s/${site.slug}/robots.txt`)).status).toBe(403);
    expect((await t.call('GET', `/s/${site.slug}/`)).status).toBe(403);
    expect((await post('/site/resume', { siteId: site.id, reason: 'resolved' }, support.cookie)).status).toBe(200);
    expect((await platform()).status).toBe(200);
    expect((await own()).status).toBe(200);
  });
});

describe('contact messages and affiliate applications', () => {
  it('answers a contact message by e-mail in the visitor’s language, then closes it with a reason', async () => {
    const support = await signedIn('support', t.db);
    const email = `visitor${Date.now()}@example.com`;
    const sent = await t.call('POST', '/api/contact/submit', {
      body: { name: 'Khách', email, message: 'Gói Gold có bao nhiêu trang?' },
      lang: 'vi',
    });
    const id = Number(sent.json.data.id);
    const open = await get('/contact', support.cookie);
    expect(open.json.data.list.find((m: { id: number }) => m.id === id)).toMatchObject({
      email,
      assignee: null,
      closedAt: null,
    });
    expect((await post('/contact/reply', { id, reply: 'Ba trang.' }, support.cookie)).status).toBe(200);
    const [mail] = await rows(`select kind, locale, to_address, data from mail_messages where to_address = '${email}'`);
    expect(mail).toMatchObject({ kind: 'contact_reply', locale: 'vi', to_address: email });
    expect((mail!.data as { reply: string }).reply).toBe('Ba trang.');
    expect((await post('/contact/close', { id, reason: '' }, support.cookie)).status).toBe(400);
    expect((await post('/contact/close', { id, reason: 'answered' }, support.cookie)).status).toBe(200);
    expect((await post('/contact/reply', { id, reply: 'again' }, support.cookie)).status).toBe(409);
    const closed = await get('/contact?closed=true', support.cookie);
    expect(closed.json.data.list.find((m: { id: number }) => m.id === id)).toMatchObject({ assignee: support.name });
  });

  it('shows an application with the time left of its 48 hours, decides it once, and mails an applicant who gave an address', async () => {
    const support = await signedIn('support', t.db);
    const contact = `partner${Date.now()}@example.com`;
    expect(
      (await t.call('POST', '/api/league/save', { body: { name: 'Partner', contact, channel: 'ads' }, lang: 'th' }))
        .status,
    ).toBe(200);
    const pending = await get('/affiliates', support.cookie);
    const app = pending.json.data.list.find((a: { contact: string }) => a.contact === contact);
    expect(app.minutesLeft).toBeGreaterThan(47 * 60);
    expect(app.minutesLeft).toBeLessThanOrEqual(48 * 60);
    const [a, b] = await Promise.all([
      post('/affiliates/decide', { id: app.id, decision: 'approve', reason: 'fits the programme' }, support.cookie),
      post('/affiliates/decide', { id: app.id, decision: 'reject', reason: 'not a fit' }, support.cookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).json.msg).toContain(support.name);
    const mails = await rows(`select kind, locale, data from mail_messages where to_address = '${contact}'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'affiliate_decision', locale: 'th' });
  });
});

/** A cart item with what it was made of (the API's answer is the item as the cart shows it). */
async function itemOf(made: { id: number }) {
  const [row] = await rows(`select id, package_id, template_id, countries_id from cart_items where id = ${made.id}`);
  return {
    id: made.id,
    packageId: Number(row!.package_id),
    templateId: Number(row!.template_id),
    countriesId: Number(row!.countries_id),
  };
}

describe('the catalogue', () => {
  it('changes a price: an open cart shows the change before checkout, an order already made keeps its amount', async () => {
    const catalogue = await signedIn('catalogue', t.db);
    const m = await newMerchant(t);
    const item = await itemOf(await cartItem(t, m.token));
    const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
    const [pkg] = await rows(`select id, price_minor from packages where id = ${item.packageId}`);
    const old = Number(pkg!.price_minor);
    const raised = ((old + 10_000) / 100).toFixed(2);
    expect(
      (
        await post(
          '/catalogue/package/price',
          { packageId: item.packageId, price: 'ten', reason: 'new year' },
          catalogue.cookie,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          '/catalogue/package/price',
          { packageId: item.packageId, price: raised, reason: 'new year prices' },
          catalogue.cookie,
        )
      ).status,
    ).toBe(200);
    try {
      const cart = await t.call('GET', '/api/cart/list', { token: m.token });
      const mine = cart.json.data.find((i: { id: number }) => i.id === item.id);
      expect(mine).toMatchObject({ status: 2, invalidReason: en['cart.invalid.price_changed'] });
      const [o] = await rows(`select amount_minor from orders where id = ${order.id}`);
      expect(Number(o!.amount_minor)).toBe(old);
      // The storefront's package list shows the new price at once.
      const listed = await t.call('GET', `/api/opening-station/package-list?countriesId=${item.countriesId}`);
      expect(JSON.stringify(listed.json.data)).toContain(raised.replace(/\.00$/, ''));
    } finally {
      await post(
        '/catalogue/package/price',
        { packageId: item.packageId, price: (old / 100).toFixed(2), reason: 'put back' },
        catalogue.cookie,
      );
    }
    expect(
      (await rows(`select action from staff_audit where target = 'package:${item.packageId}' order by id`)).map(
        (r) => r.action,
      ),
    ).toEqual(['catalogue.price', 'catalogue.price']);
  });

  it('withdraws a template: a cart item made with it says so; put back, it is valid again', async () => {
    const catalogue = await signedIn('catalogue', t.db);
    const m = await newMerchant(t);
    const item = await itemOf(await cartItem(t, m.token));
    const reasonOf = async () =>
      (await t.call('GET', '/api/cart/list', { token: m.token })).json.data.find(
        (i: { id: number }) => i.id === item.id,
      )?.invalidReason ?? null;
    expect(
      (
        await post(
          '/catalogue/template/active',
          { templateId: item.templateId, active: false, reason: 'licence ended' },
          catalogue.cookie,
        )
      ).status,
    ).toBe(200);
    try {
      expect(await reasonOf()).toBe(en['cart.invalid.template_withdrawn']);
    } finally {
      await post(
        '/catalogue/template/active',
        { templateId: item.templateId, active: true, reason: 'licence renewed' },
        catalogue.cookie,
      );
    }
    expect(await reasonOf()).toBeNull();
  });
});

describe('the catalogue’s markets', () => {
  it('lists a market taken off sale, to put it back, while the storefront no longer offers it', async () => {
    const catalogue = await signedIn('catalogue', t.db);
    const all = await get('/catalogue/markets', catalogue.cookie);
    expect(all.status).toBe(200);
    const market = all.json.data.list.find((m: { active: boolean }) => m.active) as { id: number; name: string };
    const off = await post(
      '/catalogue/market/active',
      { countriesId: market.id, active: false, reason: 'licence lapsed' },
      catalogue.cookie,
    );
    expect(off.status).toBe(200);
    const storefront = await t.call('GET', '/api/opening-station/countries-list');
    expect(storefront.json.data.map((m: { id: number }) => m.id)).not.toContain(market.id);
    const listed = (await get('/catalogue/markets', catalogue.cookie)).json.data.list;
    expect(listed.find((m: { id: number }) => m.id === market.id)).toMatchObject({ name: market.name, active: false });
    const back = await post(
      '/catalogue/market/active',
      { countriesId: market.id, active: true, reason: 'licence renewed' },
      catalogue.cookie,
    );
    expect(back.status).toBe(200);
    const again = await t.call('GET', '/api/opening-station/countries-list');
    expect(again.json.data.map((m: { id: number }) => m.id)).toContain(market.id);
  });
});

describe('an order’s timeline', () => {
  it('shows the status changes, the payment, the money, the provisioning job, the mail and what staff did, in time order', async () => {
    const support = await signedIn('support', t.db);
    const { order, site } = await liveSite();
    await post('/site/suspend', { siteId: site.id, reason: 'checking a report' }, support.cookie);
    await post('/site/resume', { siteId: site.id, reason: 'report unfounded' }, support.cookie);
    const res = await get(`/order?id=${order.id}`, support.cookie);
    expect(res.status).toBe(200);
    const kinds = new Set(res.json.data.entries.map((e: { kind: string }) => e.kind));
    for (const k of ['status', 'payment', 'money', 'job', 'mail', 'staff']) expect(kinds, k).toContain(k);
    const times = res.json.data.entries.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x: number, y: number) => x - y));
    expect(
      res.json.data.entries.filter((e: { kind: string }) => e.kind === 'staff').map((e: { what: string }) => e.what),
    ).toEqual(['site.suspend', 'site.resume']);
    expect((await get('/order?id=987654', support.cookie)).status).toBe(404);
  });
});
