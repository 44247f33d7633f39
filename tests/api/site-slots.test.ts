import { PROVISION_MAX_ATTEMPTS } from '../../src/server/jobs/backoff.ts';
import { provisionKey, slotProvisionKey } from '../../src/server/jobs/keys.ts';
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sites } from '../../src/server/db/schema/index.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { platformHost, type SiteHost } from '../../src/server/sites/provisioning/host.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { checkout, newMerchant, notify, pay, sandboxEvent } from '../support/journey.ts';

// A package of N sites gives N sites: slot 1 comes from checkout, the rest from My sites.
// A hosting target that can be switched off, and a clock the job backoff follows.
let hostDown = false;
const real = platformHost('http://sites.test/s');
const host: SiteHost = {
  publish: async (site) => {
    if (hostDown) throw new Error('hosting target unreachable');
    return real.publish(site);
  },
};
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date(clock), host });
  // Migrations on a busy machine (a shared CI box) have taken over a minute.
}, 180_000);
afterAll(() => t?.close());

const en = serverT('en');
const uniq = () => randomUUID().slice(0, 8);

/** A cart item of the market's 3-site package, checked out and paid by sandbox card. */
async function paidThreeSiteOrder(token: string) {
  const pkgs = (await t.call('GET', '/api/opening-station/package-list?countriesId=1')).json.data as {
    id: number;
    sites: number;
  }[];
  const pkg = pkgs.find((p) => p.sites === 3)!;
  expect(pkg).toBeDefined();
  const tpls = (await t.call('GET', '/api/cart/template-list?countriesId=1&pageSize=5')).json.data.list;
  const item = await t.call('POST', '/api/cart/create', {
    token,
    body: {
      countriesId: 1,
      packageId: pkg.id,
      templateId: tpls[0].id,
      siteName: `Triple ${uniq()}`,
      color1: '#0b0d17',
      color2: '#f5b301',
      color3: '#e63946',
    },
  });
  expect(item.status).toBe(200);
  const order = await checkout(t, token, item.json.data.id);
  const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
  await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
  await t.jobs.drain();
  return order;
}

const launch = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', '/api/site/launch', { token, lang, body });
const launchBody = (orderId: number, i: number) => ({
  orderId,
  siteName: `Slot ${uniq()}`,
  account: `ops${i}slot`,
  password: `pw${i}slot9`,
});
const sitesOf = async (token: string) => (await t.call('GET', '/api/site?pageSize=50', { token })).json.data;
const slotsOf = async (token: string) => (await t.call('GET', '/api/site/slots', { token })).json.data;
const orderInfo = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/info', { token, body: { id } })).json.data;

/** Signs in to a site's operations console, as its browser form does; true on success. */
async function consoleLogin(backendUrl: string, account: string, password: string): Promise<boolean> {
  const res = await t.call('POST', `${new URL(backendUrl).pathname}/login`, {
    rawBody: new URLSearchParams({ account, password }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.1`,
    },
  });
  return res.status === 303;
}

describe('site slots', () => {
  it('a paid 3-site order gives its checkout site and two open slots, counted on the order', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const list = await sitesOf(token);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ siteName: order.siteName, status: 'live', orderId: order.id });
    const slots = await slotsOf(token);
    expect(slots).toEqual([
      expect.objectContaining({ orderId: order.id, total: 3, used: 1, open: [2, 3], countriesId: 1 }),
    ]);
    expect((await orderInfo(token, order.id)).slots).toEqual({ total: 3, used: 1 });
    const listed = (await t.call('GET', '/api/order/list', { token })).json.data.list;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: order.id, siteId: list.list[0].id, slots: { total: 3, used: 1 } });
  });

  it('launches slots 2 and 3 as live sites with their own console accounts; a fourth is a localized 409', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const bodies = [
      launchBody(order.id, 2),
      { ...launchBody(order.id, 3), colors: { color1: '#112233', color2: '#445566', color3: '#778899' } },
    ];
    for (const body of bodies) {
      const res = await launch(token, body);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ siteName: body.siteName, account: body.account, status: 'provisioning' });
    }
    await t.jobs.drain();
    const list = (await sitesOf(token)).list as {
      siteName: string;
      status: string;
      backendUrl: string;
      account: string;
      colors: unknown;
      template: { id: number };
    }[];
    expect(list).toHaveLength(3);
    expect(list.every((s) => s.status === 'live')).toBe(true);
    const [first] = list.filter((s) => s.siteName === order.siteName);
    const third = list.find((s) => s.siteName === bodies[1]!.siteName)!;
    expect(third.colors).toEqual({ color1: '#112233', color2: '#445566', color3: '#778899' });
    expect(list.find((s) => s.siteName === bodies[0]!.siteName)!.template.id).toBe(first!.template.id);
    // Each console takes its own account, and not another slot's.
    for (const body of bodies) {
      const site = list.find((s) => s.siteName === body.siteName)!;
      expect(await consoleLogin(site.backendUrl, body.account, body.password)).toBe(true);
      expect(await consoleLogin(site.backendUrl, 'ops1234', 'pass1234')).toBe(false);
    }
    expect(await consoleLogin(first!.backendUrl, 'ops1234', 'pass1234')).toBe(true);
    expect(await slotsOf(token)).toEqual([]);
    expect((await orderInfo(token, order.id)).slots).toEqual({ total: 3, used: 3 });

    const fourth = await launch(token, launchBody(order.id, 4), 'es');
    expect(fourth.status).toBe(409);
    expect(fourth.json.error).toBe('conflict');
    expect(fourth.json.msg).toBe(serverT('es')('site.noSlotsLeft', { count: 3 }));
    // A counted key: never "All 1 sites" (issue 32).
    expect(fourth.json.msg).toBe('Ya se lanzaron los 3 sitios de este pedido');
    expect((await sitesOf(token)).total).toBe(3);
  });

  it('ten launches at once fill the two free slots exactly once each', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => launch(token, launchBody(order.id, i))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, ...Array(8).fill(409)]);
    const rows = await t.db.select({ slotNo: sites.slotNo }).from(sites).where(eq(sites.orderId, order.id));
    expect(rows.map((r) => r.slotNo).sort()).toEqual([1, 2, 3]);
    const queued = await t.db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(like(jobs.dedupeKey, `provision:${order.id}%`));
    expect(queued.map((j) => j.key).sort()).toEqual([
      `provision:${order.id}`,
      `provision:${order.id}:2`,
      `provision:${order.id}:3`,
    ]);
    await t.jobs.drain();
    expect(((await sitesOf(token)).list as { status: string }[]).map((s) => s.status)).toEqual([
      'live',
      'live',
      'live',
    ]);
  });

  it("refuses another merchant's order (404), an unpaid one, a taken slot and a taken name, changing nothing", async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const stranger = await newMerchant(t);
    const foreign = await launch(stranger, launchBody(order.id, 1));
    expect(foreign.status).toBe(404);
    expect(await slotsOf(stranger)).toEqual([]);

    // The checkout's own name and another merchant's site name are both taken platform-wide.
    const other = await paidThreeSiteOrder(stranger);
    for (const siteName of [order.siteName, other.siteName.toUpperCase()]) {
      const res = await launch(token, { ...launchBody(order.id, 5), siteName }, 'ja');
      expect(res.status).toBe(409);
      expect(res.json.msg).toBe(serverT('ja')('cart.siteNameTaken'));
      expect(res.json.issues).toEqual([{ path: 'siteName', message: serverT('ja')('cart.siteNameTaken') }]);
    }
    expect((await launch(token, { ...launchBody(order.id, 6), slot: 4 })).status).toBe(400);
    expect((await launch(token, { ...launchBody(order.id, 6), slot: 1 })).status).toBe(400);
    expect((await launch(token, { ...launchBody(order.id, 6), account: 'a!' })).status).toBe(400);
    expect((await sitesOf(token)).total).toBe(1);

    const taken = launchBody(order.id, 7);
    expect((await launch(token, { ...taken, slot: 3 })).status).toBe(200);
    const again = await launch(token, { ...launchBody(order.id, 8), slot: 3 });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(en('site.slotTaken'));
    // A name just launched is held too.
    expect((await launch(token, { ...launchBody(order.id, 9), siteName: taken.siteName })).status).toBe(409);
    expect((await slotsOf(token))[0]).toMatchObject({ orderId: order.id, used: 2, open: [2] });

    // An order not paid yet has no slots to launch.
    const tpls = (await t.call('GET', '/api/cart/template-list?countriesId=1&pageSize=5')).json.data.list;
    const pkgs = (await t.call('GET', '/api/opening-station/package-list?countriesId=1')).json.data;
    const item = await t.call('POST', '/api/cart/create', {
      token,
      body: {
        countriesId: 1,
        packageId: pkgs.find((p: { sites: number }) => p.sites === 3).id,
        templateId: tpls[0].id,
        siteName: `Unpaid ${uniq()}`,
        color1: '#0b0d17',
        color2: '#f5b301',
        color3: '#e63946',
      },
    });
    const unpaid = await checkout(t, token, item.json.data.id);
    const early = await launch(token, launchBody(unpaid.id, 10));
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe(en('site.orderNotPaid'));
  });

  it("takes another template of the order's market, or another market with a template of its own", async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const mine = (await t.call('GET', '/api/cart/template-list?countriesId=1&pageSize=5')).json.data.list;
    const theirs = (await t.call('GET', '/api/cart/template-list?countriesId=2&pageSize=5')).json.data.list;
    for (const templateId of [theirs[0].id, 99_999_999]) {
      const res = await launch(token, { ...launchBody(order.id, 1), templateId });
      expect(res.status).toBe(400);
      expect(res.json.issues).toEqual([{ path: 'templateId', message: en('catalog.templateUnavailable') }]);
    }
    const res = await launch(token, { ...launchBody(order.id, 2), templateId: mine[1].id });
    expect(res.status).toBe(200);
    expect(res.json.data.template.id).toBe(mine[1].id);
    await t.jobs.drain();
    const live = ((await sitesOf(token)).list as { id: number; status: string }[]).find(
      (s) => s.id === res.json.data.id,
    );
    expect(live?.status).toBe('live');

    // Another market: it needs a template of its own, and the site takes that market's currency.
    const bare = await launch(token, { ...launchBody(order.id, 3), countriesId: 2 });
    expect(bare.status).toBe(400);
    expect(bare.json.issues).toEqual([{ path: 'templateId', message: en('cart.themeRequired') }]);
    const mixed = await launch(token, { ...launchBody(order.id, 3), countriesId: 2, templateId: mine[0].id });
    expect(mixed.json.issues).toEqual([{ path: 'templateId', message: en('catalog.templateUnavailable') }]);
    const markets = (await t.call('GET', '/api/opening-station/countries-list')).json.data as {
      id: number;
      currencyCode: string;
    }[];
    const moved = await launch(token, { ...launchBody(order.id, 3), countriesId: 2, templateId: theirs[0].id });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({
      countriesId: 2,
      currency: markets.find((m) => m.id === 2)!.currencyCode,
      template: { id: theirs[0].id },
    });
    expect(await slotsOf(token)).toEqual([]);
  });

  it('provisions a launched slot on its own job: its failure touches no other site, and Retry brings it live', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    hostDown = true;
    let launched: { id: number };
    try {
      launched = (await launch(token, launchBody(order.id, 2))).json.data;
      // However the backoff grows, the last attempt comes: the site then reads failed.
      for (let i = 0; i <= PROVISION_MAX_ATTEMPTS; i++) {
        await t.jobs.drain();
        const mine = ((await sitesOf(token)).list as { id: number; status: string }[]).find(
          (s) => s.id === launched.id,
        );
        if (mine?.status === 'failed') break;
        clock += 2 * 24 * 3_600_000;
      }
    } finally {
      hostDown = false;
    }
    const list = (await sitesOf(token)).list as { id: number; siteName: string; status: string }[];
    expect(list.find((s) => s.id === launched.id)?.status).toBe('failed');
    // Failed only after the day-long schedule's every attempt, as the order's first site would.
    const [slotJob] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, slotProvisionKey(order.id, 2)));
    expect(slotJob).toMatchObject({ attempts: PROVISION_MAX_ATTEMPTS, maxAttempts: PROVISION_MAX_ATTEMPTS });
    const [firstJob] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, provisionKey(order.id)));
    expect(firstJob!.maxAttempts).toBe(PROVISION_MAX_ATTEMPTS);
    expect(list.find((s) => s.siteName === order.siteName)?.status).toBe('live');
    expect((await orderInfo(token, order.id)).status).toBe(2);
    const retry = await t.call('POST', '/api/site/retry', { token, body: { id: launched.id } });
    expect(retry.status).toBe(200);
    await t.jobs.drain();
    const after = (await sitesOf(token)).list as { id: number; status: string }[];
    expect(after.map((s) => s.status)).toEqual(['live', 'live']);
    // 31 attempts, each a drain and two list reads: over 30 s on a loaded machine.
  }, 90_000);
});

describe('the address of a launched site', () => {
  const slugOf = async (token: string, id: number) =>
    ((await sitesOf(token)).list as { id: number; domain: string | null }[]).find((s) => s.id === id)?.domain;
  const check = (token: string, query: string, lang = 'en') =>
    t.call('GET', `/api/site/slug?${query}`, { token, lang });

  it('defaults to the name transliterated, takes a chosen slug, and serves the site there', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const tag = uniq().replace(/[^a-z]/g, 'x');
    // An Arabic name gets its Latin spelling, not `site-5`.
    const arabic = `نجمة الحظ ${tag}`;
    const dflt = await check(token, `siteName=${encodeURIComponent(arabic)}`);
    expect(dflt.status).toBe(200);
    expect(dflt.json.data).toMatchObject({ slug: `njmh-lhdh-${tag}`, free: true, suggestion: `njmh-lhdh-${tag}` });
    expect(dflt.json.data.base).toMatch(/\/s\/$/);
    const first = await launch(token, { ...launchBody(order.id, 2), siteName: arabic });
    expect(first.status).toBe(200);
    const chosen = `lucky-${tag}`;
    const second = await launch(token, { ...launchBody(order.id, 3), slug: ` Lucky-${tag.toUpperCase()} ` });
    expect(second.status).toBe(200);
    await t.jobs.drain();
    expect(await slugOf(token, first.json.data.id)).toBe(`http://sites.test/s/njmh-lhdh-${tag}/`);
    expect(await slugOf(token, second.json.data.id)).toBe(`http://sites.test/s/${chosen}/`);
    // Served there: the root sends a visitor on to a language of the site.
    const page = await t.call('GET', `/s/${chosen}/`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(new RegExp(`^/s/${chosen}/[a-z-]+/$`));
    // Taken now: the check says so and names a free one like it.
    expect((await check(token, `slug=${chosen}`)).json.data).toMatchObject({
      slug: chosen,
      free: false,
      suggestion: `${chosen}-2`,
    });
  });

  it('refuses a taken, reserved or malformed slug with a localized field error, changing nothing', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const stranger = await newMerchant(t);
    const theirs = await paidThreeSiteOrder(stranger);
    const tag = uniq().replace(/[^a-z]/g, 'y');
    expect((await launch(stranger, { ...launchBody(theirs.id, 1), slug: `star-${tag}` })).status).toBe(200);
    // Another merchant's address is taken for everyone; the answer suggests a free one.
    const taken = await launch(token, { ...launchBody(order.id, 2), slug: `star-${tag}` }, 'ar');
    expect(taken.status).toBe(409);
    const ar = serverT('ar');
    expect(taken.json.issues).toEqual([
      { path: 'slug', message: ar('site.slug.taken', { suggestion: `star-${tag}-2` }) },
    ]);
    const cases: [string, string][] = [
      ['ab', 'site.slug.length'],
      ['a'.repeat(41), 'site.slug.length'],
      ['lucky--star', 'site.slug.chars'],
      ['-lucky', 'site.slug.chars'],
      ['lucky_star', 'site.slug.chars'],
      ['نجمة', 'site.slug.chars'],
      ['console', 'site.slug.reserved'],
      ['www', 'site.slug.reserved'],
      ['', 'site.slug.required'],
    ];
    for (const [slug, key] of cases) {
      const res = await launch(token, { ...launchBody(order.id, 3), slug }, 'ru');
      expect(res.status, slug).toBe(400);
      expect(res.json.issues, slug).toEqual([{ path: 'slug', message: serverT('ru')(key as never) }]);
      expect((await check(token, `slug=${encodeURIComponent(slug)}`)).status, slug).toBe(400);
    }
    expect((await sitesOf(token)).total).toBe(1);
    expect((await slotsOf(token))[0]).toMatchObject({ used: 1 });
  });

  it('a free default skips taken and reserved addresses', async () => {
    const token = await newMerchant(t);
    const order = await paidThreeSiteOrder(token);
    const tag = uniq().replace(/[^a-z]/g, 'z');
    expect((await launch(token, { ...launchBody(order.id, 2), slug: `moon-${tag}` })).status).toBe(200);
    const next = await check(token, `siteName=${encodeURIComponent(`Moon ${tag}`)}`);
    expect(next.json.data).toMatchObject({ slug: `moon-${tag}-2`, free: true });
    const launched = await launch(token, { ...launchBody(order.id, 3), siteName: `Moon ${tag}` });
    expect(launched.status).toBe(200);
    await t.jobs.drain();
    expect(await slugOf(token, launched.json.data.id)).toBe(`http://sites.test/s/moon-${tag}-2/`);
    expect((await check(token, 'siteName=Support')).json.data.slug).toBe('support-site');
    expect((await check(token, `siteName=${encodeURIComponent('幸运之星')}`)).json.data.slug).toBe('xingyunzhixing');
  });
});
