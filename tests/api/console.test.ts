import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsSessions, orders, sites } from '../../src/server/db/schema/index.ts';
import { renderSite } from '../../src/server/provisioning/renderSite.ts';
import { revokeOpsSessions } from '../../src/server/services/console.ts';
import { hashPassword } from '../../src/server/services/passwords.ts';
import { serverT } from '../../src/server/i18n.server.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { type Merchant, newMerchant } from '../support/users.ts';

// A clock the tests move: sessions expire after 12 hours, limits count per window.
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let owner: Merchant;
let userId: number;
let n = 0;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 3, TRUST_PROXY: true }, { now: () => clock });
  owner = await newMerchant(t);
  userId = owner.id;
});
afterAll(() => t.close());

const en = serverT('en');
const design = {
  layout: 'classic' as const,
  motif: 'crown' as const,
  hero: 'glow' as const,
  pattern: 'dots' as const,
  columns: 4,
  radius: 8,
  seed: 5,
  palette: { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' },
};

/** A provisioned site, inserted as the provisioning job leaves it. */
async function makeSite(opts: { name?: string; account?: string; password?: string; status?: string } = {}) {
  const i = ++n;
  const siteName = opts.name ?? `Console Site ${i}`;
  const opsAccount = opts.account ?? `ops${i}abc`;
  const password = opts.password ?? `pass${i}x`;
  const opsPasswordHash = await hashPassword(password);
  const common = {
    userId,
    countriesId: 1,
    templateId: 1,
    templateNames: { en: 'Golden Dragon', vi: 'Rồng Vàng' },
    siteName,
    color1: '#0b0d17',
    color2: '#f5b301',
    color3: '#e63946',
    opsAccount,
    opsPasswordHash,
    createdAt: clock,
    updatedAt: clock,
  };
  const [order] = await t.db
    .insert(orders)
    .values({
      ...common,
      orderNo: `CT${Date.now()}${i}`,
      status: 2,
      amountMinor: 99_900,
      currency: 'USD',
      packageSnapshot: { id: 1, names: { en: 'Starter' }, sites: 1, durationMonths: 12 },
      expiresAt: clock,
    })
    .returning({ id: orders.id });
  const slug = `console-site-${i}`;
  const html = renderSite({
    siteName,
    locale: 'vi',
    currency: 'VND',
    countryName: 'Việt Nam',
    templateId: 1,
    templateName: 'Rồng Vàng',
    design,
    color1: common.color1,
    color2: common.color2,
    color3: common.color3,
  });
  const status = opts.status ?? 'live';
  const [site] = await t.db
    .insert(sites)
    .values({
      ...common,
      orderId: order!.id,
      slug,
      currency: 'VND',
      status,
      html,
      domain: `http://sites.test/s/${slug}/`,
      backendUrl: `http://sites.test/s/${slug}/console`,
      launchTime: status === 'live' ? clock : null,
    })
    .returning();
  return { site: site!, slug, html, account: opsAccount, password, console: `/s/${slug}/console` };
}

type Site = Awaited<ReturnType<typeof makeSite>>;
const ORIGIN = 'http://localhost';

function post(
  path: string,
  fields: Record<string, string>,
  /** `headers`: a null value leaves that header out. */
  opts: { cookie?: string; headers?: Record<string, string | null> } = {},
) {
  const headers: Record<string, string | null> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': '10.9.0.1',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...opts.headers,
  };
  return t.call('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null)),
  });
}

const get = (path: string, cookie?: string, lang = 'en') =>
  t.call('GET', path, { lang, headers: cookie ? { cookie } : {} });

/** `ops_<id>=<token>` from a Set-Cookie header. */
function cookieOf(res: { headers: Headers }): string {
  const header = res.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

async function login(s: Site, password = s.password) {
  const res = await post(`${s.console}/login`, { account: s.account, password });
  expect(res.status).toBe(303);
  return cookieOf(res);
}

function expectStrictHeaders(res: { headers: Headers }) {
  const csp = res.headers.get('content-security-policy') ?? '';
  for (const d of [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])
    expect(csp).toContain(d);
  expect(csp).not.toMatch(/script-src/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBeTruthy();
}

describe('the generated site', () => {
  it('serves the stored page of a live site with a strict policy, and adds the trailing slash', async () => {
    const s = await makeSite();
    const res = await get(`/s/${s.slug}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toBe(s.html);
    expectStrictHeaders(res);
    const again = await t.call('GET', `/s/${s.slug}/`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const bare = await get(`/s/${s.slug}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`/s/${s.slug}/`);
  });

  it('answers a localized 404 for an unknown address or a site that is not live', async () => {
    const provisioning = await makeSite({ status: 'provisioning' });
    const failed = await makeSite({ status: 'failed' });
    for (const path of [
      '/s/no-such-site/',
      `/s/${provisioning.slug}/`,
      `/s/${failed.slug}/`,
      `${provisioning.console}`,
      '/s/Bad%20Slug/',
      '/s/no-such-site/other',
    ]) {
      const res = await get(path, undefined, 'vi');
      expect(res.status, path).toBe(404);
      expect(res.text).toContain(serverT('vi')('site.notFound.title'));
      expect(res.text).toContain('<html lang="vi" dir="ltr">');
      expect(res.text).not.toContain(provisioning.site.siteName);
      expectStrictHeaders(res);
    }
    const ar = await get('/s/no-such-site/', undefined, 'ar');
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('the operations console', () => {
  it('shows a localized login form (right-to-left in Arabic)', async () => {
    const s = await makeSite();
    const res = await get(s.console, undefined, 'ar');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain(serverT('ar')('console.login.title'));
    expect(res.text).toContain(`action="${s.console}/login"`);
    expect(res.text).not.toMatch(/<script/);
    expectStrictHeaders(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('logs in with this site’s operations account into a 12-hour session stored as a hash', async () => {
    const s = await makeSite();
    const res = await post(`${s.console}/login`, { account: s.account.toUpperCase(), password: s.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(s.console);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(new RegExp(`^ops_${s.site.id}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain(`Path=${s.console}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure');
    const token = cookieOf(res).split('=')[1]!;
    const [row] = await t.db.select().from(opsSessions).where(eq(opsSessions.siteId, s.site.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3_600_000);

    const dash = await get(s.console, cookieOf(res));
    expect(dash.status).toBe(200);
    for (const text of [
      s.site.siteName,
      en('console.status.live'),
      'Golden Dragon',
      '#f5b301',
      'Vietnam',
      'VND',
      s.account,
    ])
      expect(dash.text).toContain(text);
    expect(dash.text).toContain(`<a href="http://sites.test/s/${s.slug}/" dir="ltr">`);
    expect(dash.text).toContain('<time datetime="2026-11-23T10:00:00.000Z">');
    expect(dash.text).toContain(`action="${s.console}/password"`);
  });

  it('marks the cookie Secure when the request came over https through the trusted proxy', async () => {
    const s = await makeSite();
    const res = await post(
      `${s.console}/login`,
      { account: s.account, password: s.password },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses a wrong account and a wrong password with one message, and another site’s account', async () => {
    const a = await makeSite();
    const b = await makeSite();
    const msg = en('console.login.failed');
    for (const fields of [
      { account: 'nobody12', password: a.password },
      { account: a.account, password: 'wrong123' },
      { account: b.account, password: b.password },
    ]) {
      const res = await post(`${a.console}/login`, fields);
      expect(res.status).toBe(401);
      expect(res.text).toContain(msg);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const empty = await post(`${a.console}/login`, { account: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(en('console.login.required'));
    // A session of site A is no session of site B, whatever the cookie is called.
    const cookieA = await login(a);
    const onB = await get(b.console, cookieA.replace(`ops_${a.site.id}=`, `ops_${b.site.id}=`));
    expect(onB.text).toContain(en('console.login.title'));
    expect(onB.text).not.toContain(en('console.overview'));
  });

  it('limits guesses per site and account (429 with Retry-After), without locking out other sites', async () => {
    const s = await makeSite();
    const other = await makeSite();
    for (let i = 0; i < 3; i++)
      expect((await post(`${s.console}/login`, { account: s.account, password: 'bad999' })).status).toBe(401);
    const blocked = await post(`${s.console}/login`, { account: s.account, password: s.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.text).toContain(en('console.rateLimited'));
    expect(blocked.text).toMatch(/try again in \d+ seconds/);
    expectStrictHeaders(blocked);
    expect((await post(`${other.console}/login`, { account: other.account, password: other.password })).status).toBe(
      303,
    );
    // The next window lets the right password in.
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await post(`${s.console}/login`, { account: s.account, password: s.password })).status).toBe(303);
  });

  it('changes the password: checks the form, ends the other sessions, and the old password stops working', async () => {
    const s = await makeSite();
    const mine = await login(s);
    const elsewhere = await login(s);
    const url = `${s.console}/password`;

    const cases: [Record<string, string>, string][] = [
      [{ current: s.password, password: 'newpass1', confirm: 'newpass2' }, en('personal.passwordMismatch')],
      [{ current: s.password, password: 'short', confirm: 'short' }, en('reset.length')],
      [{ current: s.password, password: 'not-ok!!', confirm: 'not-ok!!' }, en('reset.length')],
      [{ current: 'wrong12', password: 'newpass1', confirm: 'newpass1' }, en('personal.wrongPassword')],
    ];
    for (const [fields, message] of cases) {
      const res = await post(url, fields, { cookie: mine });
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
      expect(res.text).toContain('aria-invalid="true"');
    }

    const ok = await post(url, { current: s.password, password: 'newpass1', confirm: 'newpass1' }, { cookie: mine });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${s.console}?done=password`);
    const after = await get(`${s.console}?done=password`, mine);
    expect(after.text).toContain(en('console.password.done'));
    const ended = await get(s.console, elsewhere);
    expect(ended.text).toContain(en('console.sessionEnded'));
    expect(ended.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    expect((await post(`${s.console}/login`, { account: s.account, password: s.password })).status).toBe(401);
    expect((await post(`${s.console}/login`, { account: s.account, password: 'newpass1' })).status).toBe(303);
  });

  it('needs a session to change the password', async () => {
    const s = await makeSite();
    const res = await post(`${s.console}/password`, { current: s.password, password: 'newpass1', confirm: 'newpass1' });
    expect(res.status).toBe(303);
    expect((await post(`${s.console}/login`, { account: s.account, password: s.password })).status).toBe(303);
  });

  it('logs out: the cookie is cleared and the token is dead', async () => {
    const s = await makeSite();
    const cookie = await login(s);
    const res = await post(`${s.console}/logout`, {}, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${s.console}?done=logout`);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^ops_${s.site.id}=;.*Max-Age=0`));
    const page = await get(`${s.console}?done=logout`);
    expect(page.text).toContain(en('console.loggedOut'));
    expect((await get(`${s.console}?done=constructor`)).status).toBe(200);
    const reuse = await get(s.console, cookie);
    expect(reuse.text).toContain(en('console.sessionEnded'));
  });

  it('ends sessions after 12 hours, and when the merchant resets the password (revokeOpsSessions)', async () => {
    const s = await makeSite();
    const cookie = await login(s);
    clock = new Date(clock.getTime() + 12 * 3_600_000 + 1_000);
    expect((await get(s.console, cookie)).text).toContain(en('console.sessionEnded'));

    const fresh = await login(s);
    expect((await get(s.console, fresh)).text).toContain(en('console.overview'));
    await revokeOpsSessions({
      ctx: { db: t.db, now: () => clock, locale: 'en', t: en },
      input: { siteId: s.site.id },
    });
    expect((await get(s.console, fresh)).text).toContain(en('console.sessionEnded'));
  });

  it('refuses posts from another origin (CSRF)', async () => {
    const s = await makeSite();
    const cookie = await login(s);
    for (const headers of [
      { origin: 'http://evil.test' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // A browser too old for Sec-Fetch-Site still names the page that posted the form.
      { origin: 'http://evil.test', 'sec-fetch-site': null },
    ]) {
      const res = await post(`${s.console}/login`, { account: s.account, password: s.password }, { headers });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      const change = await post(
        `${s.console}/password`,
        { current: s.password, password: 'evil123', confirm: 'evil123' },
        { cookie, headers },
      );
      expect(change.status).toBe(403);
    }
    expect((await post(`${s.console}/login`, { account: s.account, password: s.password })).status).toBe(303);
  });

  it('shows a hostile site name and input as inert text in the site, the console and its forms', async () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const s = await makeSite({ name: evil });
    for (const res of [await get(`/s/${s.slug}/`), await get(s.console), await get(s.console, await login(s))]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(evil);
      expect(res.text).not.toMatch(/<script|<img/);
      expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
    }
    const echoed = await post(`${s.console}/login`, { account: `"><script>x</script>`, password: 'whatever1' });
    expect(echoed.status).toBe(401);
    expect(echoed.text).not.toMatch(/<script/);
    expect(echoed.text).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});

describe('guessing the console password', () => {
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const OWNER_IP = '10.9.0.1';

  it('locks one guessing address (429), while guesses from many addresses never lock the owner out', async () => {
    const s = await makeSite();
    const url = `${s.console}/login`;
    const wrong = { account: s.account, password: 'bad999' };
    // One address: three failures (the limit in this app), then 429 — even for the right password.
    for (let i = 0; i < 3; i++) expect((await post(url, wrong, from('203.0.113.1'))).status).toBe(401);
    const locked = await post(url, { account: s.account, password: s.password }, from('203.0.113.1'));
    expect(locked.status).toBe(429);
    expect(locked.text).toContain(en('console.rateLimited'));
    // A spray: twenty more addresses, three guesses each. The first guess of each is judged.
    const statuses: number[] = [];
    for (let a = 2; a <= 21; a++)
      for (let i = 0; i < 3; i++) statuses.push((await post(url, wrong, from(`203.0.113.${a}`))).status);
    expect(statuses.filter((x) => x === 401).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((x) => x === 401 || x === 429)).toBe(true);
    // The owner, from its own address or a new one, gets in at once with the right password.
    expect((await post(url, { account: s.account, password: s.password }, from(OWNER_IP))).status).toBe(303);
    expect((await post(url, { account: s.account, password: s.password }, from('198.51.100.9'))).status).toBe(303);
  });

  it('slows an owner who mistypes during a spray by a minute at most', async () => {
    const s = await makeSite();
    const url = `${s.console}/login`;
    // 30 failures against a limit of 3 per address: every address gets one check a minute.
    for (let a = 1; a <= 30; a++) await post(url, { account: s.account, password: 'bad999' }, from(`203.0.113.${a}`));
    const typo = await post(url, { account: s.account, password: 'typo999' }, from('198.51.100.7'));
    expect(typo.status).toBe(401);
    const paced = await post(url, { account: s.account, password: s.password }, from('198.51.100.7'));
    expect(paced.status).toBe(429);
    const wait = Number(paced.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    clock = new Date(clock.getTime() + wait * 1000);
    expect((await post(url, { account: s.account, password: s.password }, from('198.51.100.7'))).status).toBe(303);
  });

  it('lifts every lock when the merchant resets the password from My sites', async () => {
    const s = await makeSite();
    const url = `${s.console}/login`;
    for (let i = 0; i < 3; i++)
      expect((await post(url, { account: s.account, password: 'bad999' }, from(OWNER_IP))).status).toBe(401);
    expect((await post(url, { account: s.account, password: s.password }, from(OWNER_IP))).status).toBe(429);
    const reset = await t.call('POST', '/api/site', {
      token: owner.token,
      body: { id: s.site.id, password: 'fresh123' },
    });
    expect(reset.status).toBe(200);
    expect((await post(url, { account: s.account, password: 'fresh123' }, from(OWNER_IP))).status).toBe(303);
  });
});

describe('opening the console from My sites (one-time sign-in link)', () => {
  const link = (id: number, token = owner.token) => t.call('POST', '/api/site/console-link', { token, body: { id } });
  const pathOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  it('signs in once, without the password, and the link works in exactly one of two tabs', async () => {
    const s = await makeSite();
    // The password is locked for this address: the link does not care.
    for (let i = 0; i < 4; i++) await post(`${s.console}/login`, { account: s.account, password: 'bad999' });
    const res = await link(s.site.id);
    expect(res.status).toBe(200);
    expect(res.json.data.url).toMatch(
      new RegExp(`^http://sites\\.test/s/${s.slug}/console/signin\\?token=[\\w-]{43}$`),
    );
    expect(res.json.data.expiresAt).toBe(new Date(clock.getTime() + 60_000).toISOString());
    const path = pathOf(res.json.data.url);
    const tabs = await Promise.all([get(path), get(path)]);
    expect(tabs.map((r) => r.status).sort()).toEqual([303, 410]);
    expect(await t.db.$count(opsSessions, eq(opsSessions.siteId, s.site.id))).toBe(1);
    const won = tabs.find((r) => r.status === 303)!;
    expect(won.headers.get('location')).toBe(s.console);
    expect(won.headers.get('set-cookie')).toContain('SameSite=Strict');
    expect((await get(s.console, cookieOf(won))).text).toContain(en('console.overview'));
    // Used: a localized page with the way to the login form.
    const again = await get(path, undefined, 'ar');
    expect(again.status).toBe(410);
    expect(again.text).toContain('<html lang="ar" dir="rtl">');
    expect(again.text).toContain(serverT('ar')('console.signin.failedTitle'));
    expect(again.text).toContain(`<a href="${s.console}">${serverT('ar')('console.signin.toLogin')}</a>`);
    expect(again.headers.get('set-cookie')).toBeNull();
    expectStrictHeaders(again);
  });

  it('expires after a minute, and works on its own site only', async () => {
    const a = await makeSite();
    const b = await makeSite();
    const old = pathOf((await link(a.site.id)).json.data.url);
    clock = new Date(clock.getTime() + 60_001);
    expect((await get(old)).status).toBe(410);

    const fresh = pathOf((await link(a.site.id)).json.data.url);
    const onB = fresh.replace(`/s/${a.slug}/`, `/s/${b.slug}/`);
    const foreign = await get(onB);
    expect(foreign.status).toBe(410);
    expect(foreign.text).toContain(en('console.signin.failedText'));
    for (const bad of [`${b.console}/signin`, `${b.console}/signin?token=x`, `${b.console}/signin?token[]=1`])
      expect((await get(bad)).status).toBe(410);
    expect(await t.db.$count(opsSessions, eq(opsSessions.siteId, b.site.id))).toBe(0);
    // Not spent by the attempt on another site.
    expect((await get(fresh)).status).toBe(303);
  });

  it('is made only for the merchant’s own live site', async () => {
    const s = await makeSite();
    const other = await newMerchant(t);
    const foreign = await link(s.site.id, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ error: 'not_found', data: null });
    const provisioning = await makeSite({ status: 'provisioning' });
    const notLive = await link(provisioning.site.id);
    expect(notLive.status).toBe(409);
    expect(notLive.json.msg).toBe(en('site.notLive'));
    expect((await t.call('POST', '/api/site/console-link', { body: { id: s.site.id } })).status).toBe(401);
    expect((await link(0)).status).toBe(400);
  });
});
