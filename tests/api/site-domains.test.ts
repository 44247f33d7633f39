import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteDomains } from '../../src/server/db/schema/index.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { escapeHtml } from '../../src/server/platform/html.ts';
import {
  en,
  expectStrictHeaders,
  get,
  login,
  makeSite,
  post,
  type Site,
  startConsoleApp,
  t,
} from '../support/consoleApp.ts';

// An operator's own domain, end to end through the console's forms: claim, DNS records,
// check against the fake resolver, serving on the Host, Caddy's ask, and who may hold a host.
startConsoleApp({ PUBLIC_URL: 'https://platform.test', SITE_CNAME_TARGET: 'edge.platform.test' });
const TARGET = 'edge.platform.test';

async function addDomain(s: Site, cookie: string, domain: string, lang = 'en') {
  return post(`${s.console}/domains`, { domain }, { cookie, headers: { 'accept-language': lang } });
}
async function claims(s: Site) {
  return t.db.select().from(siteDomains).where(eq(siteDomains.siteId, s.site.id));
}
async function claim(s: Site, host: string) {
  const row = (await claims(s)).find((d) => d.host === host);
  if (!row) throw new Error(`no claim of ${host} on site ${s.site.id}`);
  return row;
}
const check = (s: Site, cookie: string, id: number) => post(`${s.console}/domains/${id}/check`, {}, { cookie });
const remove = (s: Site, cookie: string, id: number) => post(`${s.console}/domains/${id}/remove`, {}, { cookie });
const onHost = (host: string, path = '/', headers: Record<string, string> = {}) =>
  t.call('GET', path, { headers: { 'x-forwarded-host': host, ...headers } });
/** A site's published home as the platform serves it (`/s/<slug>/<lang>/`), and its path below the root. */
async function home(s: Site) {
  const root = await t.call('GET', `/s/${s.slug}/`);
  const path = (root.headers.get('location') ?? '').slice(`/s/${s.slug}`.length);
  const page = await t.call('GET', `/s/${s.slug}${path}`);
  expect(page.status).toBe(200);
  return { path, text: page.text };
}
const ask = (domain: string) => t.call('GET', `/api/domains/ask?domain=${encodeURIComponent(domain)}`);
/** The records that prove and route `host` to the platform. */
function publish(host: string, token: string, cname = TARGET) {
  t.dns.set(`_unicorn-verify.${host}`, { txt: [token] });
  t.dns.set(host, { cname: [cname] });
}

describe('own domain: claim, check, serve', () => {
  it('adds a domain, shows its DNS records, checks them step by step and serves the site on it', async () => {
    const s = await makeSite();
    const site = await home(s);
    const cookie = await login(s);
    const added = await addDomain(s, cookie, '  WWW.Casino-Own.Example.  ');
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`${s.console}?done=domain#domain`);
    const host = 'www.casino-own.example';
    const row = await claim(s, host);
    expect(row.status).toBe('pending');
    expect(row.token).toMatch(/^[0-9a-f]{32}$/);

    const page = await get(`${s.console}?done=domain`, cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(en('console.domain.added'));
    // Names as DNS providers ask for them: relative to the zone, the full name in a hint.
    expect(page.text).toContain('<code dir="ltr" tabindex="0">www</code>');
    expect(page.text).toContain('<code dir="ltr" tabindex="0">_unicorn-verify.www</code>');
    expect(page.text).not.toContain(`<code dir="ltr" tabindex="0">${host}</code>`);
    const hint = (full: string) =>
      escapeHtml(en('console.domain.nameHint', { zone: '\u0000', full: '\u0001' }))
        .replace('\u0000', '<bdi dir="ltr">casino-own.example</bdi>')
        .replace('\u0001', `<bdi dir="ltr">${full}</bdi>`);
    expect(page.text).toContain(hint(host));
    expect(page.text).toContain(hint(`_unicorn-verify.${host}`));
    expect(page.text).toContain(`<code dir="ltr" tabindex="0">${TARGET}</code>`);
    expect(page.text).toContain(`<code dir="ltr" tabindex="0">${row.token}</code>`);
    // Each name and value has its Copy button (shown by the page's one script, allowed by its hash).
    for (const [value, label] of [
      ['www', en('console.domain.copyName', { type: 'CNAME' })],
      [TARGET, en('console.domain.copyValue', { type: 'CNAME' })],
      ['_unicorn-verify.www', en('console.domain.copyName', { type: 'TXT' })],
      [row.token, en('console.domain.copyValue', { type: 'TXT' })],
    ]) {
      expect(page.text).toContain(`data-copy="${value}" data-label="${en('console.domain.copy')}"`);
      expect(page.text).toContain(`aria-label="${label}"`);
    }
    expect(page.text).toContain(en('console.domain.status.pending'));
    const scripts = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(page.text.match(/<script/g)).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}';`);
    // The field is labelled (its id is its own: the section is `#domain`).
    expect(page.text).toContain('<label for="domain-name">');
    expect(page.text.match(/ id="domain-name"/g)).toHaveLength(1);

    // Each step of the operator's DNS work, and what the console says of it.
    const steps: [() => void, string][] = [
      [() => undefined, 'console.domain.reason.txtMissing'],
      [() => t.dns.set(`_unicorn-verify.${host}`, { txt: ['someone-else'] }), 'console.domain.reason.txtWrong'],
      [
        () => t.dns.set(`_unicorn-verify.${host}`, { txt: ['v=spf1 -all', row.token] }),
        'console.domain.reason.cnameMissing',
      ],
      [() => t.dns.set(host, { cname: ['elsewhere.example.'] }), 'console.domain.reason.cnameWrong'],
    ];
    for (const [dns, reason] of steps) {
      dns();
      const res = await check(s, cookie, row.id);
      expect(res.status).toBe(303);
      expect((await claim(s, host)).status).toBe('pending');
      const shown = await get(s.console, cookie);
      expect(shown.text, reason).toContain(escapeHtml(en(reason as never, { target: TARGET })));
      expect((await onHost(host, site.path)).text).not.toBe(site.text);
      expect((await ask(host)).status).toBe(404);
    }
    t.dns.set(host, { cname: [`${TARGET.toUpperCase()}.`] });
    expect((await check(s, cookie, row.id)).status).toBe(303);
    const verified = await claim(s, host);
    expect(verified.status).toBe('verified');
    expect(verified.verifiedAt).not.toBeNull();
    const shown = await get(s.console, cookie);
    expect(shown.text).toContain(en('console.domain.status.verified'));
    expect(shown.text).toContain(`href="https://${host}/"`);
    // Checked again after DNS moved on: one failed check counts, the domain stays verified
    // (DOMAIN_LAPSE_AFTER in a row lapse it, tests/api/domain-recheck.test.ts); once the record
    // is back, the next check clears the count.
    t.dns.clear(host);
    expect((await check(s, cookie, row.id)).status).toBe(303);
    expect(await claim(s, host)).toMatchObject({ status: 'verified', failedChecks: 1, reason: 'cnameMissing' });
    t.dns.set(host, { cname: [TARGET] });
    expect((await check(s, cookie, row.id)).status).toBe(303);
    expect(await claim(s, host)).toEqual({ ...verified, checkedAt: verified.checkedAt });

    // Served at `/` on its own host, through the proxy (X-Forwarded-Host) or directly (Host).
    const root = await onHost(host);
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(site.path);
    for (const res of [
      await onHost(host, site.path),
      await t.call('GET', site.path, { headers: { host: `${host.toUpperCase()}:8443` } }),
    ]) {
      expect(res.status).toBe(200);
      // The same page, its absolute addresses (canonical, hreflang) on this host (published-seo.test.ts).
      expect(res.text.replaceAll(`https://${host}/`, `https://platform.test/s/${s.slug}/`)).toBe(site.text);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectStrictHeaders(res);
    }
    const etag = (await onHost(host, site.path)).headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await onHost(host, site.path, { 'if-none-match': etag! })).status).toBe(304);
    const missing = await onHost(host, '/s/other/console', { 'accept-language': 'ar' });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('dir="rtl"');
    expect(missing.text).toContain(serverT('ar')('site.notFound.title'));
    expect((await t.call('POST', '/', { headers: { 'x-forwarded-host': host } })).status).toBe(405);
    expect(await ask(host)).toMatchObject({ status: 200, json: { code: 0, data: { domain: host } } });
    expect((await ask(host.toUpperCase())).status).toBe(200);

    // Removed: no longer served, no longer certified.
    expect((await remove(s, cookie, row.id)).status).toBe(303);
    expect(await claims(s)).toEqual([]);
    expect((await onHost(host, site.path)).text).not.toBe(site.text);
    expect((await ask(host)).status).toBe(404);
    // A second click on the same form is not an error.
    expect((await remove(s, cookie, row.id)).status).toBe(303);
  });

  it('keeps other hosts as they were, and never asks DNS for the platform or an address', async () => {
    const before = t.dns.lookups;
    for (const host of ['platform.test', 'edge.platform.test', '127.0.0.1', 'unknown-host.example', '']) {
      // The API answers on every host; a page path on a host no site holds is the platform's own.
      expect((await onHost(host, '/api/health')).status, host).toBe(200);
      const page = await onHost(host, '/en/');
      expect(page.text, host).not.toContain('site.notFound');
      expect(page.status, host).toBeLessThan(500);
    }
    expect(t.dns.lookups).toBe(before);
    for (const q of ['', '?domain=', '?domain=platform.test', '?domain=nobody.example', `?domain=${'a'.repeat(600)}`]) {
      const res = await t.call('GET', `/api/domains/ask${q}`);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });
});

describe('own domain: one site at a time', () => {
  it('lets pending claims coexist; the first to verify wins, the others fail as taken; then 409', async () => {
    const [a, b, c] = [await makeSite(), await makeSite(), await makeSite()];
    const [ca, cb, cc] = [await login(a), await login(b), await login(c)];
    const host = 'shared.casino-own.example';
    expect((await addDomain(a, ca, host)).status).toBe(303);
    // A pending claim blocks no one: anyone can type a name, only DNS proves it.
    expect((await addDomain(b, cb, host)).status).toBe(303);
    const [ra, rb] = [await claim(a, host), await claim(b, host)];
    publish(host, rb.token);
    expect((await check(a, ca, ra.id)).status).toBe(303);
    expect((await claim(a, host)).reason).toBe('txtWrong');
    expect((await check(b, cb, rb.id)).status).toBe(303);
    expect((await claim(b, host)).status).toBe('verified');
    expect(await claim(a, host)).toMatchObject({ status: 'failed', reason: 'taken' });
    const page = await get(a.console, ca);
    expect(page.text).toContain(en('console.domain.reason.taken'));
    expect(page.text).toContain(en('console.domain.status.failed'));
    // Even with A's token published now, A's claim stays failed.
    publish(host, ra.token);
    await check(a, ca, ra.id);
    expect((await claim(a, host)).status).toBe('failed');
    const bHome = await home(b);
    expect(
      (await onHost(host, bHome.path)).text.replaceAll(`https://${host}/`, `https://platform.test/s/${b.slug}/`),
    ).toBe(bHome.text);

    const refused = await addDomain(c, cc, host.toUpperCase(), 'vi');
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(escapeHtml(serverT('vi')('console.domain.error.taken', { domain: host })));
    expect(refused.text).toContain('aria-invalid="true"');
    expect(await claims(c)).toEqual([]);
    // The same site twice is refused too.
    const twice = await addDomain(b, cb, `${host}.`);
    expect(twice.status).toBe(409);
    expect(twice.text).toContain(escapeHtml(en('console.domain.error.exists', { domain: host })));
    // Released by its holder, the host is free again.
    await remove(b, cb, rb.id);
    expect((await addDomain(c, cc, host)).status).toBe(303);
  });

  it('lets no other operator check or remove a site’s domain', async () => {
    const [a, b] = [await makeSite(), await makeSite()];
    const [ca, cb] = [await login(a), await login(b)];
    await addDomain(a, ca, 'guarded.casino-own.example');
    const row = await claim(a, 'guarded.casino-own.example');
    publish(row.host, row.token);
    // B's session on B's console, naming A's domain: not found, nothing changes.
    const other = await check(b, cb, row.id);
    expect(other.status).toBe(404);
    expect(other.text).toContain(en('console.domain.error.notFound'));
    expect((await remove(b, cb, row.id)).status).toBe(303);
    // B's cookie on A's console is no session there; no cookie at all neither; a foreign origin is refused.
    for (const cookie of [cb, '']) {
      const res = await post(`${a.console}/domains/${row.id}/check`, {}, { cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(a.console);
      expect((await post(`${a.console}/domains/${row.id}/remove`, {}, { cookie })).status).toBe(303);
      expect((await post(`${a.console}/domains`, { domain: 'theft.example' }, { cookie })).status).toBe(303);
    }
    const forged = await post(
      `${a.console}/domains/${row.id}/remove`,
      {},
      { cookie: ca, headers: { origin: 'https://evil.example' } },
    );
    expect(forged.status).toBe(403);
    expect(await claims(a)).toEqual([row]);
    for (const id of ['0', 'abc', '99999999999', '-1', '1e3']) {
      expect((await check(a, ca, id as never)).status, id).toBe(404);
    }
    expect(await claims(a)).toEqual([row]);
  });
});

describe('own domain: hostile input', () => {
  it('refuses bad names with a clear message in the operator’s language, and stores nothing', async () => {
    const s = await makeSite();
    const cookie = await login(s);
    const cases: [string, string][] = [
      ['', 'console.domain.error.required'],
      ['   ', 'console.domain.error.required'],
      ['192.168.1.10', 'console.domain.error.ip'],
      ['0x7f.1', 'console.domain.error.ip'],
      ['[::1]', 'console.domain.error.notAddress'],
      ['https://casino.example/', 'console.domain.error.notAddress'],
      ['casino.example:8443', 'console.domain.error.notAddress'],
      ['user@casino.example', 'console.domain.error.notAddress'],
      ['localhost', 'console.domain.error.singleLabel'],
      ['casino', 'console.domain.error.singleLabel'],
      ['platform.test', 'console.domain.error.platform'],
      ['EDGE.platform.test.', 'console.domain.error.platform'],
      ['x.edge.platform.test', 'console.domain.error.platform'],
      [`${'a'.repeat(600)}.example`, 'console.domain.error.tooLong'],
      [`${'abcdefgh.'.repeat(30)}example`, 'console.domain.error.tooLong'],
      [`${'a'.repeat(64)}.example`, 'console.domain.error.invalid'],
      ['casino\u0000.example', 'console.domain.error.invalid'],
      ['casino .example', 'console.domain.error.invalid'],
      ['-casino.example', 'console.domain.error.invalid'],
      ['casino..example', 'console.domain.error.invalid'],
      ['casino_.example', 'console.domain.error.invalid'],
      ['<script>alert(1)</script>.example', 'console.domain.error.notAddress'],
    ];
    for (const lang of ['en', 'ar']) {
      const tr = serverT(lang as 'en');
      for (const [input, key] of cases) {
        const res = await addDomain(s, cookie, input, lang);
        expect(res.status, input).toBe(400);
        expect(res.text, input).toContain(escapeHtml(tr(key as never)));
        expect(res.text).not.toContain('<script>alert');
        if (lang === 'ar') expect(res.text).toContain('dir="rtl"');
      }
    }
    expect(await claims(s)).toEqual([]);
  });

  it('stores one spelling: lower case, no trailing dot, punycode for an international name', async () => {
    const s = await makeSite();
    const cookie = await login(s);
    for (const input of ['Bücher.Casino-Own.Example.', 'WWW.CASINO-OWN.EXAMPLE', '例子.casino-own.example']) {
      expect((await addDomain(s, cookie, input)).status, input).toBe(303);
    }
    expect((await claims(s)).map((d) => d.host)).toEqual([
      'xn--bcher-kva.casino-own.example',
      'www.casino-own.example',
      'xn--fsqu00a.casino-own.example',
    ]);
    const page = await get(s.console, cookie);
    // Shown as the operator wrote it, with the ASCII form DNS providers want beside it.
    expect(page.text).toContain('bücher.casino-own.example');
    expect(page.text).toContain('<code dir="ltr" tabindex="0">xn--bcher-kva</code>');
    expect(page.text).toContain('<bdi dir="ltr">xn--bcher-kva.casino-own.example</bdi>');
    // Five at most per site.
    for (const n of [1, 2]) expect((await addDomain(s, cookie, `more${n}.casino-own.example`)).status).toBe(303);
    const sixth = await addDomain(s, cookie, 'more3.casino-own.example');
    expect(sixth.status).toBe(400);
    expect(sixth.text).toContain(en('console.domain.error.tooMany', { max: 5 }));
    expect(await claims(s)).toHaveLength(5);
  });
});
