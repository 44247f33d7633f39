import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { sites } from '../../src/server/db/schema/index.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { en, get, login, makeSite, post, type Site, startConsoleApp, t } from '../support/consoleApp.ts';

startConsoleApp();

const ar = serverT('ar');
const YEAR = 365 * 24 * 3600;

/** Chooses in the header's switcher; returns the answer and its cookies as one Cookie header. */
async function choose(s: Site, fields: Record<string, string>, cookie?: string) {
  const res = await post(`${s.console}/prefs`, fields, cookie ? { cookie } : {});
  const set = res.headers.getSetCookie();
  const pairs = set.map((c) => c.split(';')[0]!);
  return { res, set, cookie: [cookie, ...pairs].filter(Boolean).join('; ') };
}

describe('the console language switcher', () => {
  it('follows Accept-Language without a cookie, and shows every language named in itself', async () => {
    const s = await makeSite();
    const vi = await get(s.console, undefined, 'vi');
    expect(vi.text).toContain('<html lang="vi" dir="ltr">');
    expect(vi.text).toContain(serverT('vi')('console.login.title'));
    expect(vi.text).toContain(`<form class="prefs" method="post" action="${s.console}/prefs"`);
    expect(vi.text).toContain('<label for="pref-lang">Ngôn ngữ</label>');
    expect(vi.text).toContain('<option value="vi" lang="vi" dir="ltr" selected>Tiếng Việt</option>');
    for (const l of locales) expect(vi.text).toContain(`<option value="${l.code}" lang="${l.lang}" dir="${l.dir}"`);
    expect(vi.text).toContain('>العربية</option>');
    expect(vi.text).toContain('>日本語</option>');
  });

  it('keeps the choice in a year-long Lax cookie of this console path, which wins over Accept-Language', async () => {
    const s = await makeSite();
    const { res, set, cookie } = await choose(s, { lang: 'ar', tz: 'Asia/Ho_Chi_Minh', page: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(s.console);
    const langCookie = set.find((c) => c.startsWith('console_lang='))!;
    expect(langCookie).toBe(`console_lang=ar; Max-Age=${YEAR}; Path=${s.console}; SameSite=Lax`);
    const page = await get(s.console, cookie, 'vi');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain(ar('console.login.title'));
    expect(page.text).toContain('<option value="ar" lang="ar" dir="rtl" selected>العربية</option>');
    expect(page.headers.get('vary')).toContain('Cookie');
    // Back to Japanese, from a page under the console: the answer returns there.
    const ja = await choose(s, { lang: 'ja', tz: 'Asia/Tokyo', page: 'design' }, cookie);
    expect(ja.res.headers.get('location')).toBe(`${s.console}/design`);
    const again = await get(s.console, `console_lang=ja`, 'ar');
    expect(again.text).toContain('<html lang="ja" dir="ltr">');
  });

  it('localizes the signed-in dashboard and the message pages too', async () => {
    const s = await makeSite();
    const session = await login(s);
    const dash = await get(s.console, `${session}; console_lang=ar`);
    expect(dash.text).toContain('<html lang="ar" dir="rtl">');
    expect(dash.text).toContain(ar('console.overview'));
    expect(dash.text).toContain(`<nav aria-label="${ar('console.nav.label')}">`);
    const refused = await get(`${s.console}/signin?token=short`, 'console_lang=ar');
    expect(refused.status).toBe(410);
    expect(refused.text).toContain('<html lang="ar" dir="rtl">');
    expect(refused.text).toContain(ar('console.signin.failedTitle'));
    expect(refused.text).toContain(`action="${s.console}/prefs"`);
  });

  it('ignores invalid, overlong and hostile values: no cookie, no change, never a 500', async () => {
    const s = await makeSite();
    for (const fields of [
      { lang: 'xx', tz: 'Mars/Olympus' },
      { lang: 'ar\u0000', tz: 'Asia/Ho_Chi_Minh\u0000' },
      { lang: 'ar'.repeat(1000), tz: 'Asia/'.repeat(500) },
      { lang: '<script>', tz: '../../etc/passwd' },
      { lang: '', tz: '' },
      { page: '//evil.example' },
    ]) {
      const { res, set } = await choose(s, { page: '', ...fields });
      expect(res.status, JSON.stringify(fields).slice(0, 60)).toBe(303);
      expect(res.headers.get('location')).toBe(s.console);
      expect(set).toEqual([]);
    }
    for (const page of ['https://evil.example/', '../other/console', 'design/../../x', 'a'.repeat(100)]) {
      const { res } = await choose(s, { lang: 'en', page });
      expect(res.headers.get('location')).toBe(s.console);
    }
    for (const cookie of [
      'console_lang=xx; console_tz=Mars%2FOlympus',
      'console_lang=%E0%A4%A; console_tz=%00',
      `console_lang=${'ar'.repeat(2000)}; console_tz=${'Asia%2F'.repeat(500)}`,
      'console_lang=; console_tz=',
    ]) {
      const res = await get(s.console, cookie, 'vi');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<html lang="vi" dir="ltr">');
    }
    const tooBig = await choose(s, { lang: 'ar', tz: 'x'.repeat(9000) });
    expect(tooBig.res.status).toBe(413);
    expect(tooBig.set).toEqual([]);
  });

  it('refuses a switch posted from another origin, and answers 404 for an unknown site', async () => {
    const s = await makeSite();
    const forged = await post(`${s.console}/prefs`, { lang: 'ar' }, { headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    const unknown = await post('/s/no-such-site/console/prefs', { lang: 'ar' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });
});

describe('times in the operator’s zone', () => {
  const launch = '<time datetime="2026-11-23T10:00:00.000Z">';

  it('shows the launch time in the market’s zone with its offset, then in the chosen zone', async () => {
    const s = await makeSite(); // Vietnam, launched 2026-11-23 10:00 UTC
    const session = await login(s);
    const dash = await get(s.console, session);
    expect(dash.text).toContain(`${launch}November 23, 2026, 5:00 PM GMT+7</time>`);
    expect(dash.text).toContain('<option value="Asia/Ho_Chi_Minh" selected>Vietnam (GMT+7)</option>');

    const mx = await choose(s, { lang: 'en', tz: 'America/Mexico_City', page: '' }, session);
    expect(mx.set.find((c) => c.startsWith('console_tz='))).toBe(
      `console_tz=America%2FMexico_City; Max-Age=${YEAR}; Path=${s.console}; SameSite=Lax`,
    );
    const inMexico = await get(s.console, mx.cookie);
    expect(inMexico.text).toContain(`${launch}November 23, 2026, 4:00 AM GMT-6</time>`);

    const inArabic = await get(s.console, `${session}; console_lang=ar`);
    expect(inArabic.text).toContain(`${launch}23 نوفمبر 2026، 5:00 م غرينتش+7</time>`);
    const utc = await get(s.console, `${session}; console_tz=UTC`);
    expect(utc.text).toContain(`${launch}November 23, 2026, 10:00 AM GMT+0</time>`);
    // Any zone Intl knows is kept, and shown selected though not in the common list.
    const oslo = await get(s.console, `${session}; console_tz=Europe%2FOslo`);
    expect(oslo.text).toContain(`${launch}November 23, 2026, 11:00 AM GMT+1</time>`);
    expect(oslo.text).toMatch(/<option value="Europe\/Oslo" selected>[^<]+\(GMT\+1\)<\/option>/);
  });

  it('defaults to the zone of the site’s market, and ignores an unknown zone', async () => {
    const s = await makeSite();
    await t.db.update(sites).set({ countriesId: 6 }).where(eq(sites.id, s.site.id)); // India
    const session = await login(s);
    const dash = await get(s.console, `${session}; console_tz=Mars%2FOlympus`);
    expect(dash.text).toContain(`${launch}November 23, 2026, 3:30 PM GMT+5:30</time>`);
  });
});

describe('the back-office layout', () => {
  it('has a header, a section nav with Design and a Domain slot, and keeps the login page bare', async () => {
    const s = await makeSite();
    const login0 = await get(s.console);
    expect(login0.text).not.toContain('<nav');
    expect(login0.text).not.toContain(`action="${s.console}/logout"`);
    const dash = await get(s.console, await login(s));
    expect(dash.text).toContain('<a class="skip" href="#main">');
    for (const [href, key] of [
      ['#overview', 'console.nav.overview'],
      [`${s.console}/design`, 'console.nav.design'],
      ['#domain', 'console.nav.domain'],
      ['#change-password', 'console.nav.password'],
    ] as const)
      expect(dash.text).toContain(
        `<li><a href="${href}"${href === '#overview' ? ' aria-current="page"' : ''}>${en(key)}</a></li>`,
      );
    expect(dash.text).toContain('<a href="#overview" aria-current="page">');
    for (const id of ['overview', 'domain', 'change-password']) expect(dash.text).toContain(`<section id="${id}"`);
    // One element per id: the new-password input keeps `password`.
    expect(dash.text.match(/id="password"/g)).toHaveLength(1);
    expect(dash.text).toContain(`action="${s.console}/logout"`);
    expect(dash.text).not.toMatch(/<script/);
  });
});
