import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { renderPage } from '../../src/server/sites/design/render/renderSite.ts';
import { categoryNames } from '../../src/shared/gameCategories.ts';
import { fromPuckData, toPuckData } from '../../src/shared/siteDesign/projection.ts';
import { pageTitle } from '../../src/shared/siteDesign/siteLinks.ts';
import { facts, sampleDoc } from '../support/siteDesign.ts';

// Standard page titles in every language of a site: a template writes them in the market's
// language; a language added later shows its own standard titles until the operator types one.

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
/** A Spanish market's site with Arabic added afterwards (the template wrote Spanish only). */
const withArabic = () => ({ ...sampleDoc({ languages: ['es'] }), languages: ['es', 'ar'] as typeof localeCodes });
const page = (doc: ReturnType<typeof withArabic>, id: string) => doc.pages.find((p) => p.id === id)!;

describe('standard page titles', () => {
  it('a standard page in an added language has that language’s standard title, in all 15 languages', () => {
    for (const lang of localeCodes) {
      const doc = { ...sampleDoc({ languages: ['es'] }), languages: ['es', lang] as typeof localeCodes };
      const t = serverT(lang);
      expect(pageTitle(doc, page(doc, 'lobby'), lang, facts)).toBe(t('design.page.lobby'));
      expect(pageTitle(doc, page(doc, 'terms'), lang, facts)).toBe(t('design.page.terms'));
      expect(pageTitle(doc, page(doc, 'cat-live'), lang, facts)).toBe(categoryNames.live[lang]);
    }
  });

  it('the published page’s <title> and menu labels are in the added language', () => {
    const doc = withArabic();
    const html = parse(renderPage(doc, facts, page(doc, 'responsible'), 'ar'));
    expect(html.querySelector('title')?.textContent).toBe(`اللعب المسؤول · ${facts.siteName}`);
    const nav = [...html.querySelectorAll('nav a')].map((a) => a.textContent?.trim());
    // (Terms has no words yet in the sample, so it is out of the menu: pageContent.ts.)
    expect(nav).toEqual(expect.arrayContaining(['الرئيسية', 'صالة الألعاب', 'العروض', 'اللعب المسؤول']));
    expect(nav).not.toContain('Sala de juegos');
  });

  it('a title the operator typed is kept: in the added language, and in the first language shown through', () => {
    const doc = withArabic();
    const lobby = page(doc, 'lobby');
    lobby.title = { es: 'Mis juegos' };
    expect(pageTitle(doc, lobby, 'ar', facts)).toBe('Mis juegos');
    expect(toPuckData(doc, 'lobby', 'ar', facts.pageNames).fallbacks).toContain('root/title');
    lobby.title = { es: 'Sala de juegos', ar: 'ألعابنا' };
    expect(pageTitle(doc, lobby, 'ar', facts)).toBe('ألعابنا');
  });

  it('the editor shows the standard title and leaves it unwritten until the operator edits it', () => {
    const doc = withArabic();
    const { data, fallbacks } = toPuckData(doc, 'promotions', 'ar', facts.pageNames);
    expect(data.root.props?.title).toBe('العروض');
    expect(fallbacks).not.toContain('root/title');
    const same = fromPuckData(doc, 'promotions', 'ar', data, facts.pageNames);
    expect(page(same, 'promotions').title).toEqual({ es: 'Promociones' });
    const typed = { ...data, root: { props: { title: 'عروض الأسبوع' } } };
    expect(page(fromPuckData(doc, 'promotions', 'ar', typed, facts.pageNames), 'promotions').title).toEqual({
      es: 'Promociones',
      ar: 'عروض الأسبوع',
    });
  });
});
