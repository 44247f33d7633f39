import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServable } from '../../src/server/edge/rules.ts';
import { EDITOR_HTML } from '../../src/server/console/designPage.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { get, login, makeSite, startConsoleApp } from '../support/consoleApp.ts';

// The site designer's page: the console's one page with script, sent only to a signed-in
// operator, in the console's language, with a policy that allows this origin's scripts only.
const dist = mkdtempSync(join(tmpdir(), 'design-shell-'));
mkdirSync(join(dist, 'console-design'));
const INLINE = 'self.started=1';
writeFileSync(
  join(dist, EDITOR_HTML),
  `<!DOCTYPE html><html lang="en" dir="ltr"><head><title>Design</title></head><body><script>${INLINE}</script><script type="module" src="/_astro/x.js"></script></body></html>`,
);
startConsoleApp({ DIST_DIR: dist });

const bootOf = (html: string) => {
  const m = /<script type="application\/json" id="design-boot">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m![1]!) as {
    slug: string;
    base: string;
    locale: string;
    timeZone: string;
    timeZoneLabel: string;
    strings: Record<string, string>;
    countriesId: number;
    facts: { pageNames: Record<string, Record<string, string>> };
  };
};

describe('GET /s/:slug/console/design', () => {
  it('sends the console login to a visitor without a session, and 404 for a site that is not live', async () => {
    const s = await makeSite();
    const res = await get(`${s.console}/design`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(s.console);
    const other = await makeSite();
    // Another site's session is not this site's.
    expect((await get(`${s.console}/design`, await login(other))).status).toBe(303);
    const off = await makeSite({ status: 'provisioning' });
    expect((await get(`${off.console}/design`, await login(s))).status).toBe(404);
    expect((await get('/s/Bad%20Slug/console/design')).status).toBe(404);
  });

  it('serves the editor shell to the operator in their language, its inline bootstrap hashed in the policy', async () => {
    const s = await makeSite();
    const cookie = await login(s);
    const res = await get(`${s.console}/design`, cookie, 'ar');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain(`<title>${serverT('ar')('design.editor.docTitle', { name: s.site.siteName })}</title>`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const boot = bootOf(res.text);
    expect(boot).toMatchObject({ slug: s.slug, base: s.console, locale: 'ar' });
    expect(boot.strings['design.editor.publish.button']).toBe(serverT('ar')('design.editor.publish.button'));
    // The editor's words, the pager's, the few of the wizard's gallery the template picker reuses,
    // and the game sections' words its preview shows as published pages do.
    const editorKey =
      /^(design|common|errors|pager|games\.(section|lobby|player))\.|^wizard\.(search|searchPlaceholder|categories|allCategories|noTemplates|templateCount_\w+|pagination)$/;
    expect(Object.keys(boot.strings).filter((k) => !editorKey.test(k))).toEqual([]);
    expect(boot.strings['wizard.search']).toBe(serverT('ar')('wizard.search'));
    // The template picker lists the site's market; the standard titles come in every language.
    expect(boot.countriesId).toEqual(expect.any(Number));
    expect(boot.facts.pageNames['ar']?.['lobby']).toBe(serverT('ar')('design.page.lobby'));
    expect(Object.keys(boot.facts.pageNames)).toHaveLength(15);
  });

  it('follows the language and zone chosen in the console (its switcher cookies) over Accept-Language', async () => {
    const s = await makeSite();
    const cookie = `${await login(s)}; console_lang=ja; console_tz=Asia/Tokyo`;
    const res = await get(`${s.console}/design`, cookie, 'en');
    expect(res.text).toContain('<html lang="ja" dir="ltr">');
    // The versions dialog names the zone as a person reads it, never by its IANA id.
    expect(bootOf(res.text)).toMatchObject({ locale: 'ja', timeZone: 'Asia/Tokyo', timeZoneLabel: '日本 (GMT+9)' });
    // A forged value is ignored: the browser's language and the market's zone.
    const forged = await get(`${s.console}/design`, `${await login(s)}; console_lang=xx; console_tz=Mars/Base`, 'en');
    expect(bootOf(forged.text)).toMatchObject({
      locale: 'en',
      timeZone: 'Asia/Ho_Chi_Minh',
      timeZoneLabel: 'Vietnam (GMT+7)',
    });
  });

  it('keeps a hostile site name inert in the title and the boot data', async () => {
    const name = '</script><script>alert(1)</script>$& <b>';
    const s = await makeSite({ name });
    const res = await get(`${s.console}/design`, await login(s));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<b>');
    expect(bootOf(res.text)).toMatchObject({ siteName: name });
  });

  it('is never a file of the storefront', () => {
    expect(isServable(EDITOR_HTML)).toBe(false);
    expect(isServable(`${EDITOR_HTML}.br`)).toBe(false);
  });
});
