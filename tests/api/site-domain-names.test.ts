import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/server/platform/html.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { get, login, makeSite, post, startConsoleApp } from '../support/consoleApp.ts';

// Issue 32: the record names an operator types into their DNS panel. Aliyun, DNSPod, 가비아,
// お名前.com and most panels append the zone, so the console shows the host part only (`www`,
// `@` for the zone itself), says so in the operator's language, and labels the columns as they do.
startConsoleApp({ PUBLIC_URL: 'https://platform.test', SITE_CNAME_TARGET: 'edge.platform.test' });

/** The name shown in the record of `type` (the first `<code>` after the Name label). */
function shownName(html: string, type: 'CNAME' | 'TXT'): string | undefined {
  const rec = html.split('<dl class="rec">').find((r) => r.includes(`<code dir="ltr">${type}</code>`));
  return rec?.match(/<dd><div class="val"><code dir="ltr" tabindex="0">([^<]*)<\/code>/)?.[1];
}

/** The hint under a name, as the console writes it: the zone and the full name each in a `<bdi>`. */
function hint(
  lang: string,
  key: 'console.domain.nameHint' | 'console.domain.nameHintApex',
  zone: string,
  full: string,
) {
  const text = serverT(lang as 'en')(key, { zone: '\u0000', full: '\u0001' }).replace(/[\u2068\u2069]/g, '');
  return escapeHtml(text)
    .replace('\u0000', `<bdi dir="ltr">${zone}</bdi>`)
    .replace('\u0001', `<bdi dir="ltr">${full}</bdi>`);
}

async function recordsOf(domain: string, lang: string) {
  const s = await makeSite();
  const cookie = await login(s);
  const added = await post(`${s.console}/domains`, { domain }, { cookie });
  expect(added.status).toBe(303);
  const page = await get(s.console, cookie, lang);
  expect(page.status).toBe(200);
  return page.text;
}

describe('DNS record names: the host part, as the panels ask for it', () => {
  it('the zone itself is @, its TXT name the bare label; the note says what @ means', async () => {
    const html = await recordsOf('casino-apex.example', 'en');
    expect(shownName(html, 'CNAME')).toBe('@');
    expect(shownName(html, 'TXT')).toBe('_unicorn-verify');
    expect(html).toContain(hint('en', 'console.domain.nameHintApex', 'casino-apex.example', 'casino-apex.example'));
    expect(html).toContain(
      hint('en', 'console.domain.nameHint', 'casino-apex.example', '_unicorn-verify.casino-apex.example'),
    );
  });

  it('a subdomain under a two-label suffix keeps only what is left of the registrable domain', async () => {
    const html = await recordsOf('play.vn.casino-own.com.vn', 'zh');
    expect(shownName(html, 'CNAME')).toBe('play.vn');
    expect(shownName(html, 'TXT')).toBe('_unicorn-verify.play.vn');
    expect(html).toContain(hint('zh', 'console.domain.nameHint', 'casino-own.com.vn', 'play.vn.casino-own.com.vn'));
    // Aliyun's and DNSPod's own column names.
    for (const label of ['记录类型', '主机记录', '记录值']) expect(html).toContain(`<dt>${label}</dt>`);
  });

  it('in Korean and Arabic: 가비아’s columns, the note in the language, names left to right', async () => {
    const ko = await recordsOf('www.casino-ko.co.kr', 'ko');
    expect(shownName(ko, 'CNAME')).toBe('www');
    for (const label of ['타입', '호스트', '값/위치']) expect(ko).toContain(`<dt>${label}</dt>`);
    expect(ko).toContain(hint('ko', 'console.domain.nameHint', 'casino-ko.co.kr', 'www.casino-ko.co.kr'));
    const ar = await recordsOf('www.casino-ar.example', 'ar');
    expect(shownName(ar, 'TXT')).toBe('_unicorn-verify.www');
    // No isolate left around a name: the <bdi> is the name's isolate.
    expect(ar).toContain(
      hint('ar', 'console.domain.nameHint', 'casino-ar.example', '_unicorn-verify.www.casino-ar.example'),
    );
    expect(ar).not.toMatch(/\u2068<bdi/);
  });
});
