import type { LocaleCode } from '../../../i18n/locales.ts';
import { type CategoryKind, categoryKinds, categoryNames } from '../gameCategories.ts';
import { asKey, type Translate } from '../messageKey.ts';
import type { Page, SiteDocument } from './document.ts';

/**
 * The standard pages' titles (home, lobby, promotions, one per game category, responsible
 * gaming, terms) in every language. A template writes them in the market's language only; a
 * language the operator adds later shows its own standard title until the operator types one.
 */

/** The catalog keys of the standard pages other than the category pages (those are named by gameCategories). */
export const STANDARD_TITLE_KEYS = {
  home: 'design.page.home',
  lobby: 'design.page.lobby',
  promotions: 'design.page.promotions',
  responsible: 'design.page.responsible',
  terms: 'design.page.terms',
} as const;
type NamedKind = keyof typeof STANDARD_TITLE_KEYS;

/** `names[lang][kind]`: small enough to travel in the editor's boot data (the server has every catalog). */
export type PageNames = Partial<Record<LocaleCode, Partial<Record<NamedKind, string>>>>;

export function pageNamesOf(t: (lang: LocaleCode) => Translate, langs: readonly LocaleCode[]): PageNames {
  return Object.fromEntries(
    langs.map((l) => [
      l,
      Object.fromEntries(Object.entries(STANDARD_TITLE_KEYS).map(([kind, key]) => [kind, t(l)(asKey(key))])),
    ]),
  );
}

const isCategory = (slug: string): slug is CategoryKind => (categoryKinds as readonly string[]).includes(slug);

/** The standard title of a page in `lang`; undefined for the operator's own pages. */
export function standardTitle(page: Pick<Page, 'kind' | 'slug'>, lang: LocaleCode, names?: PageNames) {
  if (page.kind === 'custom') return undefined;
  if (page.kind === 'category') return isCategory(page.slug) ? categoryNames[page.slug][lang] : undefined;
  return names?.[lang]?.[page.kind] || undefined;
}

/**
 * A page's title in `lang`: its own; else, for a standard page whose first-language title is
 * still the standard one (or empty), the standard title in `lang`; else the first language's
 * (a title the operator typed stays, and is marked as shown from the first language).
 */
export function titleIn(
  doc: Pick<SiteDocument, 'languages'>,
  page: Pick<Page, 'kind' | 'slug' | 'title'>,
  lang: LocaleCode,
  names?: PageNames,
): { text: string; fallback: boolean } {
  const own = page.title[lang];
  if (own) return { text: own, fallback: false };
  const first = doc.languages[0]!;
  const firstText = page.title[first] ?? '';
  const standard = standardTitle(page, lang, names);
  if (standard && (firstText === '' || firstText === standardTitle(page, first, names)))
    return { text: standard, fallback: false };
  return { text: firstText, fallback: lang !== first && firstText !== '' };
}
