import { describe, expect, it } from 'vitest';
import { serverT } from '../../src/server/platform/i18n.ts';
import type { Localized, SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { localizedFields } from '../../src/shared/siteDesign/sections/index.ts';
import { startingDocument } from '../../src/shared/siteDesign/startingDocument.ts';
import { droppedSections, switchTemplate } from '../../src/shared/siteDesign/switchTemplate.ts';
import { validateSiteDocument } from '../../src/shared/siteDesign/validate.ts';
import { design, sampleDoc } from '../support/siteDesign.ts';
import { catalogue, templateDocument } from '../support/siteDesignCatalog.ts';

/** Every text the document shows players, in every language. */
const texts = (doc: SiteDocument) =>
  doc.pages.flatMap((p) =>
    p.sections.flatMap((s) => {
      const fields = localizedFields[s.type];
      const own = fields.texts.map((f) => s.props[f] as Localized);
      const listed = Object.entries(fields.lists).flatMap(([list, keys]) =>
        (s.props[list] as Record<string, Localized>[]).flatMap((item) => keys.map((k) => item[k]!)),
      );
      return [...own, ...listed].flatMap((l) => Object.values(l));
    }),
  );

describe('starting documents', () => {
  it('every template of the catalogue yields a valid document', () => {
    expect(catalogue.length).toBeGreaterThan(3000);
    const refused: string[] = [];
    for (const row of catalogue) {
      const result = validateSiteDocument(templateDocument(row).doc);
      if (!result.ok) refused.push(`${row.id}: ${JSON.stringify(result.issues.slice(0, 2))}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('has the standard pages: home, lobby, promotions, one per category, responsible gaming, terms', () => {
    const doc = sampleDoc();
    expect(doc.pages.map((p) => `${p.kind}:${p.slug}`)).toEqual([
      'home:',
      'lobby:lobby',
      'promotions:promotions',
      'category:slots',
      'category:live',
      'category:sports',
      'responsible:responsible-gaming',
      'terms:terms',
    ]);
    expect(doc.pages[1]!.sections.filter((s) => s.type === 'lobbyRow').map((s) => s.props['category'])).toEqual([
      'slots',
      'live',
      'sports',
    ]);
  });

  it('differs by the template: layouts choose different home pages', () => {
    const homes = new Set(
      (['classic', 'sidebar', 'magazine', 'showcase', 'compact', 'split'] as const).map((layout) =>
        sampleDoc({ design: { ...design, layout } })
          .pages[0]!.sections.map((s) => s.type)
          .join(),
      ),
    );
    expect(homes.size).toBe(6);
  });

  it('claims nothing: no jackpot figure, no licence, offers only as unedited placeholders', () => {
    const doc = sampleDoc();
    const sections = doc.pages.flatMap((p) => p.sections);
    for (const s of sections.filter((x) => x.type === 'jackpot')) expect(s.props['amount']).toBe('');
    for (const s of sections.filter((x) => x.type === 'footer')) expect(s.props['licence']).toEqual({});
    for (const s of sections.filter((x) => x.type === 'promotions')) {
      for (const item of s.props['items'] as { placeholder: boolean; title: object }[])
        expect(item).toMatchObject({ placeholder: true, title: {} });
    }
    expect(texts(doc).length).toBeGreaterThan(20);
    expect(texts(doc).filter((text) => /\d|%|bonus|bono|licen/i.test(text))).toEqual([]);
  });

  it('is deterministic and writes texts in each language asked for', () => {
    expect(sampleDoc()).toEqual(sampleDoc());
    const hero = sampleDoc().pages[0]!.sections[0]!.props;
    expect(hero['ctaLabel']).toEqual({ es: 'Ver los juegos', en: 'Browse the games', ar: 'تصفّح الألعاب' });
  });
});

describe('switching template', () => {
  const start = (templateId: number, layout: (typeof design)['layout']) =>
    startingDocument({
      templateId,
      design: { ...design, layout },
      marketLanguage: 'es',
      languages: ['es'],
      categories: ['slots', 'live'],
      colors: design.palette,
      siteName: 'Casa Suerte',
      t: serverT,
    });

  it('keeps texts where sections match by page kind, type and rank, and the operator’s pages, languages and colours', () => {
    const doc = start(1, 'classic');
    const hero = doc.pages[0]!.sections[0]!;
    hero.props['subtitle'] = { es: 'Bienvenido', en: 'Welcome' };
    hero.props['ctaHref'] = 'https://example.com/';
    doc.languages = ['es', 'en'];
    doc.theme = { color1: '#000000', color2: '#111111', color3: '#222222' };
    doc.pages.push({ id: 'about', kind: 'custom', slug: 'about', title: { es: 'Nosotros' }, sections: [] });
    const next = switchTemplate(doc, start(2, 'magazine'));
    expect(next.templateId).toBe(2);
    expect(next.look?.layout).toBe('magazine');
    expect(next.pages[0]!.sections[0]!.props).toMatchObject({
      subtitle: { es: 'Bienvenido', en: 'Welcome' },
      ctaHref: 'https://example.com/',
    });
    expect(next.pages.at(-1)!.id).toBe('about');
    expect(next.languages).toEqual(['es', 'en']);
    expect(next.theme).toEqual(doc.theme);
    expect(validateSiteDocument(next).ok).toBe(true);
  });

  it('lists the sections a switch drops: those without a section of their type and rank on the same page', () => {
    // Classic home: hero, 2 lobby rows, promotions, payment methods, footer; compact: hero, 4 lobby rows, footer.
    const doc = start(1, 'classic');
    doc.pages.push({ id: 'about', kind: 'custom', slug: 'about', title: { es: 'Nosotros' }, sections: [] });
    const dropped = droppedSections(doc, start(2, 'compact'));
    const home = doc.pages[0]!.sections;
    expect(dropped.filter((d) => d.pageId === 'home')).toEqual(
      home
        .filter((s) => s.type === 'promotions' || s.type === 'paymentMethods')
        .map((s) => ({ pageId: 'home', sectionId: s.id, type: s.type })),
    );
    // What the switch keeps is exactly what is not listed.
    const next = switchTemplate(doc, start(2, 'compact'));
    const kept = next.pages[0]!.sections.filter((s) => s.type === 'promotions');
    expect(kept).toHaveLength(0);
    expect(droppedSections(doc, start(3, 'classic'))).toEqual([]);
  });

  it('resets to the template with startingDocument alone', () => {
    expect(switchTemplate(start(1, 'classic'), start(1, 'classic'))).toEqual(start(1, 'classic'));
  });
});
