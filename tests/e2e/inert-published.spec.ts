import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { LocaleCode } from '../../i18n/locales';
import { SECTION_TYPES, type SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { plainTexts } from '../../src/shared/siteDesign/plainText.ts';
import { pageDir } from '../../src/shared/siteDesign/siteLinks.ts';
import { MENU_SCRIPT } from '../../src/server/sites/design/render/menuScript.ts';
import { LOBBY_SCRIPT } from '../../src/shared/siteDesign/gameScripts.ts';
import { addedPage, fillDocument, valueAt } from './designFields';
import { designableSite } from './designSteps';
import { P } from './inertPayloads';
import { watch } from './inertSupport';
import { consoleDesignApi } from './publishedSite';

/**
 * Issue 17, hostile input: what an operator types into the site designer — every text and
 * link of every section kind (found by walking the section definitions, designFields.ts),
 * every page title, a page of their own — is published as text. Every published page in both
 * languages is loaded in Chromium and judged by `watch` (no dialog, no CSP report, no element
 * a payload would make), holds no script at all, shows each stored text literally, and has no
 * `javascript:` link. Links the schema refuses (javascript:, data:, //host, quotes) are
 * refused with a localized message on every link field and change nothing.
 */

const LANGS: LocaleCode[] = ['en', 'ar'];
const en = JSON.parse(readFileSync('i18n/en.json', 'utf8')) as Record<string, string>;

/** Every payload at once, tagged with the field and language so each can be found on its page. */
const payload = (path: string, lang: string) =>
  `${P.img}${P.script}${P.svg} ${P.js} ${P.tpl} [${path} ${lang}] ${P.bidi}`;
const texts = (path: string) => Object.fromEntries(LANGS.map((l) => [l, payload(path, l)]));

/** Links the schema takes that still look like an attack; each must end up a harmless href. */
const ACCEPTED_LINKS = [
  '/javascript:window.__pwned=1',
  'https://example.com/javascript:window.__pwned=1?q=%3Cscript%3E',
  '/lobby/?next=javascript:window.__pwned=1#x',
];
const REFUSED_LINKS = [
  P.js,
  'JaVaScRiPt:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.__pwned=1</script>',
  '//evil.example/x',
  '/x" onmouseover="window.__pwned=1',
];

test('stored text and links are inert on every published page, in both languages', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const site = await designableSite(request);
  const api = await consoleDesignApi(request, site, new URL(baseURL!).origin);
  const start = await api.draft();
  const base: SiteDocument = { ...start.doc, languages: LANGS, pages: [...start.doc.pages, addedPage({})] };
  let link = 0;
  const { doc, fields } = fillDocument(base, {
    text: texts,
    href: () => ACCEPTED_LINKS[link++ % ACCEPTED_LINKS.length]!,
  });
  // The added page's compliance strip asks the market's age, as the template's pages do (else publishing is refused).
  const age = start.doc.pages.flatMap((p) => p.sections).find((x) => x.type === 'compliance')?.props;
  for (const x of doc.pages.flatMap((p) => p.sections))
    if (x.type === 'compliance' && age) (x.props as { minAge: string }).minAge = (age as { minAge: string }).minAge;
  // The walk reached every section kind, and links as well as texts.
  const kinds = new Set(doc.pages.flatMap((p) => p.sections.map((s) => s.type)));
  expect([...kinds].sort()).toEqual([...SECTION_TYPES].sort());
  const links = fields.filter((f) => f.kind === 'href');
  expect(links.length).toBeGreaterThan(5);

  // Refused links: every link field is named, in the editor's language, and nothing is saved.
  for (const bad of REFUSED_LINKS) {
    const refused = fillDocument(base, { text: texts, href: () => bad });
    const res = await api.save(start.version, refused.doc);
    expect(res.status, bad).toBe(400);
    const issues = res.body.issues as { path: string; message: string }[];
    expect(
      issues
        .filter((i) => i.message === en['design.error.href'])
        .map((i) => i.path)
        .sort(),
      bad,
    ).toEqual(links.map((l) => l.path).sort());
  }
  // A page's address is a slug, never markup.
  const badSlug = { ...doc, pages: doc.pages.map((p) => (p.id === 'added' ? { ...p, slug: '<script>' } : p)) };
  const slugRes = await api.save(start.version, badSlug);
  expect(slugRes.status).toBe(400);
  expect((slugRes.body.issues as { path: string }[]).map((i) => i.path)).toEqual([
    `pages.${doc.pages.length - 1}.slug`,
  ]);
  expect((await api.draft()).version).toBe(start.version);

  // Accepted: stored as written, less control characters and bidi overrides (plainText.ts), then published.
  const saved = await api.save(start.version, doc);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const stored = await api.draft();
  for (const f of fields) expect(valueAt(stored.doc, f.path), f.path).toEqual(plainTexts(valueAt(doc, f.path)));
  await api.publishAndWait();

  const check = await watch(page);
  // A phone's width: the longest stored text must wrap, not widen the page.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const p of doc.pages) {
    const onPage = fields.filter((f) => f.pageId === p.id);
    for (const lang of LANGS) {
      const url = `/s/${site.slug}/${pageDir(p, lang)}`;
      const html = await (await request.get(url)).text();
      // The phone menu's script (menuScript.ts) and the game lobby's (gameScripts.ts) are the page's only ones.
      expect(
        html.replace(`<script>${MENU_SCRIPT}</script>`, '').replaceAll(`<script>${LOBBY_SCRIPT}</script>`, ''),
        url,
      ).not.toMatch(/<script|<img src=x|<svg onload|href="\s*javascript:/i);
      await page.goto(url);
      await check(url);
      const seen = await page.evaluate(() => ({
        scripts: [...document.scripts].map((s) => s.text),
        width: document.documentElement.scrollWidth,
        text: document.body.textContent ?? '',
        alts: [...document.images].map((i) => i.alt),
        hrefs: [...document.querySelectorAll('a[href]')].map((a) => ({
          raw: a.getAttribute('href') ?? '',
          protocol: (a as HTMLAnchorElement).protocol,
        })),
      }));
      expect(
        seen.scripts.filter((x) => x !== LOBBY_SCRIPT),
        url,
      ).toEqual([MENU_SCRIPT]);
      expect(seen.width, url).toBeLessThanOrEqual(390);
      expect(
        seen.hrefs.filter((h) => h.protocol === 'javascript:' || /^\s*javascript:/i.test(h.raw)),
        url,
      ).toEqual([]);
      // Each text of the page is shown as written: as text, or as an image's alternative text.
      const missing = onPage
        .filter((f) => f.kind === 'text')
        .map((f) => plainTexts((valueAt(doc, f.path) as Record<string, string>)[lang]!))
        .filter((v) => !seen.text.includes(v) && !seen.alts.includes(v));
      expect(missing, url).toEqual([]);
      // Each link is a link, at the address stored (paths made relative to the page).
      const lost = onPage
        .filter((f) => f.kind === 'href')
        .map((f) => valueAt(doc, f.path) as string)
        .filter((v) => !seen.hrefs.some((h) => (v.startsWith('/') ? h.raw.endsWith(v.slice(1)) : h.raw === v)));
      expect(lost, url).toEqual([]);
      await shots(page, p.id, lang);
    }
  }
});

/** Screenshots for a person to look at (INERT_SHOTS=<dir>): the home and the added page, 1280 and 390 wide. */
async function shots(page: import('@playwright/test').Page, pageId: string, lang: string) {
  const dir = process.env['INERT_SHOTS'];
  if (!dir || !['home', 'added'].includes(pageId)) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/published-${pageId}-${lang}-${width}.png`, fullPage: true });
    // The first screen alone, readable where the whole page is too tall to look at.
    await page.screenshot({ path: `${dir}/published-${pageId}-${lang}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
