import type { LocaleCode } from '../../../i18n/locales.ts';
import { GLOBAL_STATION } from '../catalogIds.ts';
import { rulesOf } from '../compliance/index.ts';
import { startingCompliance } from '../compliance/starting.ts';
import { categoryNames, type CategoryKind } from '../gameCategories.ts';
import { asKey, type Translate } from '../messageKey.ts';
import type { Vars } from '../translate.ts';
import { layouts, patterns, type ColorTriple, type DesignParams, type Layout } from '../templateArt.ts';
import type { Localized, Page, PageKind, Section, SectionType, SiteDocument } from './document.ts';
import { imageLibraryIds, type LibraryImageId } from './imageLibrary.ts';
import { defaultProps, type SectionProps } from './sections/index.ts';

/**
 * A template's starting document: the standard pages (home, lobby, promotions, one per game
 * category, responsible gaming, terms) with sections chosen from the template's design, so
 * templates differ in more than colour. Content is neutral: the site's name, navigation labels,
 * a general responsible-gaming text; offers, jackpot figures and licence details start empty and
 * marked as placeholders, so nothing claims what the operator did not enter. Deterministic.
 */
export interface StartingInput {
  templateId: number;
  design: DesignParams;
  marketLanguage: LocaleCode;
  /** The market's game categories, in its order. */
  categories: readonly CategoryKind[];
  colors: ColorTriple;
  siteName: string;
  /** The catalog for each language texts are written in. */
  t: (lang: LocaleCode) => Translate;
  /** Languages to write texts in (the market's first); defaults to the market's alone. */
  languages?: readonly LocaleCode[];
  /** The site's market, for the compliance section every page starts with; absent: the global station's. */
  countriesId?: number;
}

/** Sections of the home page per layout, after the hero and before the footer. */
const homeBody: Record<Layout, SectionType[]> = {
  classic: ['lobbyRow', 'lobbyRow', 'promotions', 'paymentMethods'],
  sidebar: ['lobbyRow', 'lobbyRow', 'lobbyRow', 'paymentMethods'],
  magazine: ['promotions', 'text', 'lobbyRow', 'lobbyRow', 'faq'],
  showcase: ['image', 'lobbyRow', 'promotions', 'paymentMethods'],
  compact: ['lobbyRow', 'lobbyRow', 'lobbyRow', 'lobbyRow'],
  split: ['promotions', 'lobbyRow', 'lobbyRow', 'paymentMethods', 'faq'],
};

/** Motifs without a picture of their own borrow the nearest library picture. */
const motifPicture: Record<string, LibraryImageId> = {
  star: 'diamond',
  coin: 'chip',
  lotus: 'fish',
  gamepad: 'rocket',
};
const jackpotMotifs = new Set(['slot7', 'coin', 'diamond', 'crown', 'lotto']);

export function startingDocument(input: StartingInput): SiteDocument {
  const languages = [...new Set([input.marketLanguage, ...(input.languages ?? [])])];
  const d = input.design;
  const layout: Layout = layouts.includes(d.layout) ? d.layout : 'classic';
  const loc = (key: string, vars?: Vars): Localized =>
    Object.fromEntries(languages.map((l) => [l, input.t(l)(asKey(key), vars)]));
  const categories = input.categories.length ? [...new Set(input.categories)] : (['slots'] as CategoryKind[]);
  const picture: LibraryImageId = (imageLibraryIds as readonly string[]).includes(d.motif)
    ? (d.motif as LibraryImageId)
    : (motifPicture[d.motif] ?? 'diamond');

  // The image section shows another picture than the hero's, chosen by the template's seed.
  const secondPicture =
    imageLibraryIds[
      (imageLibraryIds.indexOf(picture) + 1 + (Math.abs(d.seed) % (imageLibraryIds.length - 1))) %
        imageLibraryIds.length
    ]!;
  const sections = (pageId: string, list: [SectionType, Record<string, unknown>?][]): Section[] => {
    const count: Record<string, number> = {};
    return list.map(([type, props]) => {
      const n = (count[type] ?? 0) + 1;
      count[type] = n;
      const id = `${pageId}-${type}-${n}`;
      const base = { ...defaultProps(type), ...props } as Record<string, unknown>;
      if (Array.isArray(base['items']))
        base['items'] = (base['items'] as object[]).map((item, i) => ({ ...item, key: `${id}-i${i}` }));
      return { id, type, props: base };
    });
  };
  const row = (kind: CategoryKind, tiles: number, more: boolean): [SectionType, Partial<SectionProps['lobbyRow']>] => [
    'lobbyRow',
    {
      title: Object.fromEntries(languages.map((l) => [l, categoryNames[kind][l] ?? categoryNames[kind].en!])),
      category: kind,
      tiles,
      moreLabel: more ? loc('design.start.seeAll') : {},
      moreHref: more ? `/${kind}/` : '',
    },
  ];
  const promoCards = (n: number): SectionProps['promotions']['items'] =>
    Array.from({ length: n }, () => ({
      key: 'x',
      title: {},
      text: {},
      image: '',
      ctaLabel: {},
      ctaHref: '',
      placeholder: true,
    }));
  const footer: [SectionType, Partial<SectionProps['footer']>] = [
    'footer',
    { rgLabel: loc('design.page.responsible'), rgHref: '/responsible-gaming/' },
  ];

  const hero: [SectionType, Partial<SectionProps['hero']>] = [
    'hero',
    {
      title: Object.fromEntries(languages.map((l) => [l, input.siteName])),
      ctaLabel: loc('design.start.browseGames'),
      ctaHref: '/lobby/',
      image: layout === 'compact' ? '' : picture,
      variant: d.hero,
      align: layout === 'showcase' || layout === 'compact' ? 'center' : 'start',
    },
  ];
  const compliance = startingCompliance(rulesOf(input.countriesId ?? GLOBAL_STATION), languages);
  let rowIndex = 0;
  const tiles = Math.max(3, Math.min(6, d.columns)) * (layout === 'compact' ? 1 : 2);
  const homeList: [SectionType, Record<string, unknown>?][] = [hero];
  if (jackpotMotifs.has(d.motif)) homeList.push(['jackpot', { title: loc('design.render.jackpot') }]);
  // What the template writes into each kind of the home page's body; a kind not named starts as dropped in.
  const bodyProps: Partial<Record<SectionType, () => Record<string, unknown>>> = {
    lobbyRow: () => row(categories[rowIndex++ % categories.length]!, tiles, true)[1],
    promotions: () => ({ title: loc('design.page.promotions'), items: promoCards(layout === 'magazine' ? 2 : 3) }),
    faq: () => ({ title: loc('design.render.faq'), items: [{ question: {}, answer: {}, placeholder: true }] }),
    text: () => ({ title: {}, body: {} }),
    image: () => ({ image: secondPicture }),
    paymentMethods: () => ({ title: loc('design.render.paymentMethods') }),
  };
  for (const type of homeBody[layout]) homeList.push([type, bodyProps[type]?.() ?? {}]);
  homeList.push(footer);

  const page = (
    id: string,
    kind: PageKind,
    slug: string,
    title: Localized,
    list: [SectionType, Record<string, unknown>?][],
  ): Page => ({
    id,
    kind,
    slug,
    title,
    // The market's compliance notices just above each page's footer (src/shared/compliance).
    sections: sections(id, [...list.slice(0, -1), ['compliance', compliance], ...list.slice(-1)]),
  });
  const pages: Page[] = [
    page('home', 'home', '', loc('design.page.home'), homeList),
    page('lobby', 'lobby', 'lobby', loc('design.page.lobby'), [...categories.map((k) => row(k, tiles, true)), footer]),
    page('promotions', 'promotions', 'promotions', loc('design.page.promotions'), [
      ['promotions', { items: promoCards(3) }],
      footer,
    ]),
    ...categories.map((k) =>
      page(
        `cat-${k}`,
        'category',
        k,
        Object.fromEntries(languages.map((l) => [l, categoryNames[k][l] ?? categoryNames[k].en!])),
        [row(k, 12, false), footer],
      ),
    ),
    page('responsible', 'responsible', 'responsible-gaming', loc('design.page.responsible'), [
      ['text', { title: loc('design.start.rgTitle'), body: loc('design.start.rgBody') }],
      footer,
    ]),
    page('terms', 'terms', 'terms', loc('design.page.terms'), [['text', {}], footer]),
  ];
  return {
    schema: 1,
    templateId: input.templateId,
    languages,
    theme: {
      color1: input.colors.color1.toLowerCase(),
      color2: input.colors.color2.toLowerCase(),
      color3: input.colors.color3.toLowerCase(),
    },
    look: {
      layout,
      pattern: patterns.includes(d.pattern) ? d.pattern : 'none',
      radius: Math.max(0, Math.min(16, Math.round(d.radius) || 0)),
      columns: Math.max(3, Math.min(6, Math.round(d.columns) || 4)),
    },
    pages,
  };
}
