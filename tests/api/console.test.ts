import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opsSessions } from '../../src/server/db/schema/index.ts';
import { revokeOpsSessions } from '../../src/server/sites/opsSessions.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import {
  advanceClock,
  clock,
  cookieOf,
  en,
  expectStrictHeaders,
  get,
  login,
  makeSite,
  post,
  t,
  startConsoleApp,
  withoutOwnScripts,
} from '../support/consoleApp.ts';

startConsoleApp();

describe('the generated site', () => {
  it('serves the published home of a live site in its first language with a strict policy, and adds the trailing slash', async () => {
    const s = await makeSite();
    const root = await get(`/s/${s.slug}/`);
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`/s/${s.slug}/vi/`);
    const res = await get(`/s/${s.slug}/vi/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('lang="vi"');
    expect(res.text).toContain(s.site.siteName);
    expectStrictHeaders(res);
    const again = await t.call('GET', `/s/${s.slug}/vi/`, { headers: { 'if-none-match': res.headers.get('etag')! } });
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
    advanceClock(15 * 60_000);
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
      [{ current: s.password, password: 'new\npass1', confirm: 'new\npass1' }, en('reset.length')],
      [{ current: s.password, password: 'x'.repeat(129), confirm: 'x'.repeat(129) }, en('reset.length')],
      [{ current: 'wrong12', password: 'newpass1', confirm: 'newpass1' }, en('personal.wrongPassword')],
    ];
    for (const [fields, message] of cases) {
      const res = await post(url, fields, { cookie: mine });
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
      expect(res.text).toContain('aria-invalid="true"');
    }

    // Longer than the spec's 10, any characters (issue 25): spaces, symbols, other scripts.
    const phrase = 'new pass-phrase: Ünïcode & 🔑 ✓ كلمة';
    const ok = await post(url, { current: s.password, password: phrase, confirm: phrase }, { cookie: mine });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${s.console}?done=password`);
    const after = await get(`${s.console}?done=password`, mine);
    expect(after.text).toContain(en('console.password.done'));
    const ended = await get(s.console, elsewhere);
    expect(ended.text).toContain(en('console.sessionEnded'));
    expect(ended.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    expect((await post(`${s.console}/login`, { account: s.account, password: s.password })).status).toBe(401);
    expect((await post(`${s.console}/login`, { account: s.account, password: phrase })).status).toBe(303);
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
    advanceClock(12 * 3_600_000 + 1_000);
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
    // The site's pages may show images of their own, never the name's.
    const site = await get(`/s/${s.slug}/vi/`);
    expect(site.status).toBe(200);
    expect(site.text).not.toContain(evil);
    expect(withoutOwnScripts(site.text)).not.toMatch(/<script|<img src=x/);
    expect(site.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
    for (const res of [await get(s.console), await get(s.console, await login(s))]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(evil);
      expect(withoutOwnScripts(res.text)).not.toMatch(/<script|<img/);
      expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
    }
    const echoed = await post(`${s.console}/login`, { account: `"><script>x</script>`, password: 'whatever1' });
    expect(echoed.status).toBe(401);
    expect(withoutOwnScripts(echoed.text)).not.toMatch(/<script/);
    expect(echoed.text).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});
