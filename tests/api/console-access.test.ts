import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opsSessions } from '../../src/server/db/schema/index.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { newMerchant } from '../support/users.ts';
import {
  advanceClock,
  clock,
  cookieOf,
  en,
  expectStrictHeaders,
  get,
  makeSite,
  owner,
  post,
  t,
  startConsoleApp,
} from '../support/consoleApp.ts';

// Guessing the console password, and the one-time sign-in link from My sites (issue 15, defect 11).

startConsoleApp();

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
    advanceClock(wait * 1000);
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
      new RegExp(`^http://sites\\.test/s/${s.slug}/console/signin\\?token=[\\w-]{43}&lang=en$`),
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
    // Used, and opened without the link's language: a localized page in the browser's.
    const again = await get(path.replace(/&lang=en$/, ''), undefined, 'ar');
    expect(again.status).toBe(410);
    expect(again.text).toContain('<html lang="ar" dir="rtl">');
    expect(again.text).toContain(serverT('ar')('console.signin.failedTitle'));
    expect(again.text).toContain(`<a href="${s.console}">${serverT('ar')('console.signin.toLogin')}</a>`);
    expect(again.headers.get('set-cookie')).toBeNull();
    expectStrictHeaders(again);
  });

  it("carries the merchant's language: the console opens in it and keeps it (issue 25)", async () => {
    const s = await makeSite();
    const res = await t.call('POST', '/api/site/console-link', {
      token: owner.token,
      body: { id: s.site.id },
      lang: 'ar',
    });
    expect(res.json.data.url).toMatch(/&lang=ar$/);
    // The browser's own language is English; the link's wins, and stays for the pages after it.
    const signin = await get(pathOf(res.json.data.url), undefined, 'en');
    expect(signin.status).toBe(303);
    const cookies = signin.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('console_lang='))).toMatch(/^console_lang=ar;.*Path=\/s\/[\w-]+\/console/);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const page = await get(s.console, cookie, 'en');
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain(serverT('ar')('console.overview'));
    // A plain link from an Arabic storefront (My sites' address) opens the login form in Arabic too.
    const login = await get(`${s.console}?lang=ar`, undefined, 'en');
    expect(login.text).toContain('<html lang="ar" dir="rtl">');
    expect(login.text).toContain(serverT('ar')('console.login.title'));
    for (const bad of ['xx', 'ar"><script>', 'a'.repeat(100)]) {
      const other = await get(`${s.console}?lang=${encodeURIComponent(bad)}`, undefined, 'en');
      expect(other.text).toContain('<html lang="en" dir="ltr">');
      expect(other.headers.get('set-cookie') ?? '').not.toContain('console_lang');
    }
  });

  it('opened from another site (the storefront on a host other than PUBLIC_URL), lands signed in (issue 25)', async () => {
    const s = await makeSite();
    const url = pathOf((await link(s.site.id)).json.data.url);
    // The browser holds back a SameSite=Strict cookie on a redirect of another site's navigation:
    // a page of this site that moves on by itself instead.
    const crossSite = await t.call('GET', url, { lang: 'en', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(200);
    expect(crossSite.headers.get('set-cookie')).toContain('SameSite=Strict');
    expect(crossSite.text).toContain(`<meta http-equiv="refresh" content="0;url=${s.console}">`);
    expect(crossSite.text).toContain(`<a href="${s.console}">${en('console.signin.continue')}</a>`);
    expect(crossSite.text).toContain(en('console.signin.doneTitle'));
    expectStrictHeaders(crossSite);
    expect((await get(s.console, cookieOf(crossSite))).text).toContain(en('console.overview'));
  });

  it('expires after a minute, and works on its own site only', async () => {
    const a = await makeSite();
    const b = await makeSite();
    const old = pathOf((await link(a.site.id)).json.data.url);
    advanceClock(60_001);
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
