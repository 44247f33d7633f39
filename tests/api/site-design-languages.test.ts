import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../i18n/locales.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { categoryNames } from '../../src/shared/gameCategories.ts';
import { asKey } from '../../src/shared/messageKey.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { toPuckData } from '../../src/shared/siteDesign/projection.ts';
import { get, startConsoleApp } from '../support/consoleApp.ts';
import { draftOf, newDesigner, publishNow } from '../support/designApi.ts';

// Issue 25 item 8: an added language starts from the template's texts in that language; only
// what the operator typed is taken from the first language, and the editor marks it.

startConsoleApp();

const T = (lang: LocaleCode, key: string) => serverT(lang)(asKey(key));
/** The texts every template writes (startingDocument.ts) that the test site's template has. */
const TEMPLATE_KEYS = [
  'design.start.seeAll',
  'design.start.browseGames',
  'design.page.responsible',
  'design.start.rgTitle',
  'design.page.lobby',
];

const section = (doc: SiteDocument, pageId: string, type: string) =>
  doc.pages.find((p) => p.id === pageId)!.sections.find((s) => s.type === type)!;

describe('adding a language', () => {
  it('writes the template’s texts in the new language and leaves the operator’s own texts marked', async () => {
    const d = await newDesigner();
    const draft = await draftOf(d);
    expect(draft.doc.languages).toEqual(['vi']);
    // The operator's own words on the home page: the hero's button and a lobby row's title.
    const doc = structuredClone(draft.doc);
    const hero = section(doc, 'home', 'hero');
    hero.props['ctaLabel'] = { vi: 'Chơi ngay hôm nay' };
    const row = section(doc, 'home', 'lobbyRow');
    row.props['title'] = { vi: 'Trò chơi của chúng tôi' };
    const saved = await d.send('PUT', '/draft', { version: draft.version, doc });
    expect(saved.status).toBe(200);

    const added = await d.send('POST', '/add-language', { version: saved.json.data.version, language: 'ja' });
    expect(added.status).toBe(200);
    const next: SiteDocument = added.json.data.doc;
    expect(next.languages).toEqual(['vi', 'ja']);
    // The template's texts, in Japanese.
    const home = next.pages.find((p) => p.id === 'home')!;
    const rows = home.sections.filter((s) => s.type === 'lobbyRow');
    expect(rows[0]!.props['moreLabel']).toEqual({
      vi: T('vi', 'design.start.seeAll'),
      ja: T('ja', 'design.start.seeAll'),
    });
    const kind = rows[1]!.props['category'] as keyof typeof categoryNames;
    expect((rows[1]!.props['title'] as Record<string, string>)['ja']).toBe(categoryNames[kind].ja);
    const footer = section(next, 'home', 'footer');
    expect((footer.props['rgLabel'] as Record<string, string>)['ja']).toBe(T('ja', 'design.page.responsible'));
    const rg = section(next, 'responsible', 'text');
    expect((rg.props['title'] as Record<string, string>)['ja']).toBe(T('ja', 'design.start.rgTitle'));
    expect((rg.props['body'] as Record<string, string>)['ja']).toBe(T('ja', 'design.start.rgBody'));
    for (const r of next.pages.find((p) => p.id === 'lobby')!.sections.filter((s) => s.type === 'lobbyRow')) {
      const k = r.props['category'] as keyof typeof categoryNames;
      expect((r.props['title'] as Record<string, string>)['ja']).toBe(categoryNames[k].ja);
    }
    expect(next.pages.find((p) => p.id === 'lobby')!.title['ja']).toBe(T('ja', 'design.page.lobby'));
    // The operator's words: no Japanese of their own, shown from Vietnamese and marked in the editor.
    const heroNext = section(next, 'home', 'hero');
    expect(heroNext.props['ctaLabel']).toEqual({ vi: 'Chơi ngay hôm nay' });
    expect(rows[0]!.props['title']).toEqual({ vi: 'Trò chơi của chúng tôi' });
    const marks = toPuckData(next, 'home', 'ja').fallbacks;
    expect(marks).toContain(`${heroNext.id}/ctaLabel`);
    expect(marks).toContain(`${rows[0]!.id}/title`);
    expect(marks).not.toContain(`${rows[0]!.id}/moreLabel`);
    expect(marks).not.toContain(`${footer.id}/rgLabel`);
    // Published: the Japanese pages say the template's texts in Japanese, the operator's words in Vietnamese.
    await publishNow(d, added.json.data.version);
    const ja = (await get(`/s/${d.site.slug}/ja/`)).text;
    expect(ja).toContain('Chơi ngay hôm nay');
    expect(ja).toContain('Trò chơi của chúng tôi');
    expect(ja).toContain(T('ja', 'design.start.seeAll'));
    for (const page of ['', 'lobby/', 'responsible-gaming/']) {
      const body = (await get(`/s/${d.site.slug}/ja/${page}`)).text;
      for (const key of TEMPLATE_KEYS) expect(body, `${page} ${key}`).not.toContain(`>${T('vi', key)}<`);
    }
    const rgPage = (await get(`/s/${d.site.slug}/ja/responsible-gaming/`)).text;
    expect(rgPage).toContain(T('ja', 'design.start.rgTitle'));
  });

  it('checks the draft’s version and the language, and keeps a language’s own texts', async () => {
    const d = await newDesigner();
    const { version } = await draftOf(d);
    const stale = await d.send('POST', '/add-language', { version: version + 5, language: 'ja' });
    expect(stale.status).toBe(409);
    expect(stale.json.current.version).toBe(version);
    const bad = await d.send('POST', '/add-language', { version, language: 'xx' });
    expect(bad.status).toBe(400);
    expect((await draftOf(d)).doc.languages).toEqual(['vi']);
    const once = await d.send('POST', '/add-language', { version, language: 'en' });
    const twice = await d.send('POST', '/add-language', { version: once.json.data.version, language: 'en' });
    expect(twice.status).toBe(200);
    expect(twice.json.data.doc).toEqual(once.json.data.doc);
  });
});
