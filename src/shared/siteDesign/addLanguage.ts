import type { LocaleCode } from '../../../i18n/locales.ts';
import { categoryKinds, categoryNames } from '../gameCategories.ts';
import type { Localized, SiteDocument } from './document.ts';
import { localizedFields } from './sections/index.ts';

/**
 * Adding a language (issue 25 item 8). The template's own texts ("Browse the games", "See
 * all", the standard titles, the category names…) exist in every language, so the new
 * language starts with them in that language. A text is the template's when its first-language
 * wording is exactly what the template wrote in the first language. Anything else is the
 * operator's: it gets no text of its own, so it shows the first language's (published, and in
 * the editor marked as not yet translated: projection.ts `fallbacks`) until the operator types
 * one. Leaving it absent rather than copying it keeps a later edit of the original flowing
 * through to the untranslated language, and makes "untranslated" a fact of the document.
 */

/**
 * Each localized text of a document rewritten by `fn` (page titles, section texts, list items'
 * texts), with where it is: `<page>/title`, `<page>/<section>/<field>`, `<page>/<section>/<list>/<item key>/<field>`.
 */
export function mapTexts(doc: SiteDocument, fn: (value: Localized, at: string) => Localized): SiteDocument {
  return {
    ...doc,
    pages: doc.pages.map((page) => ({
      ...page,
      title: fn(page.title, `${page.id}/title`),
      sections: page.sections.map((section) => {
        const fields = localizedFields[section.type];
        const at = `${page.id}/${section.id}`;
        const props = { ...section.props };
        for (const key of fields.texts) if (isLocalized(props[key])) props[key] = fn(props[key], `${at}/${key}`);
        for (const [list, texts] of Object.entries(fields.lists)) {
          const items = props[list];
          if (!Array.isArray(items)) continue;
          props[list] = items.map((item: Record<string, unknown>, i) => {
            const next = { ...item };
            const itemAt = `${at}/${list}/${typeof item['key'] === 'string' ? item['key'] : i}`;
            for (const key of texts) if (isLocalized(next[key])) next[key] = fn(next[key], `${itemAt}/${key}`);
            return next;
          });
        }
        return { ...section, props };
      }),
    })),
  };
}

const isLocalized = (v: unknown): v is Localized => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * What the template wrote, from its starting document written in `first` and `lang`: by place
 * (the same wording can stand for two texts: a page title and a heading may read alike in one
 * language and not in another), and by wording for a template text moved elsewhere (with every
 * game category's name, whichever the market has).
 */
export function templateWording(template: SiteDocument, first: LocaleCode, lang: LocaleCode) {
  const byPlace = new Map<string, Localized>();
  const byWords = new Map<string, string>();
  const learn = (value: Localized, at?: string) => {
    const from = value[first];
    const to = value[lang];
    if (at) byPlace.set(at, value);
    if (from && to && !byWords.has(from)) byWords.set(from, to);
    return value;
  };
  mapTexts(template, learn);
  for (const kind of categoryKinds) learn(categoryNames[kind]);
  return { byPlace, byWords };
}

/**
 * `doc` with `lang` added after its languages: the template's texts written in `lang`, the
 * operator's left to show the first language's (marked in the editor). A text that already
 * has its own wording in `lang` keeps it.
 */
export function withLanguage(doc: SiteDocument, lang: LocaleCode, template: SiteDocument): SiteDocument {
  if (doc.languages.includes(lang)) return doc;
  const first = doc.languages[0]!;
  const { byPlace, byWords } = templateWording(template, first, lang);
  const translated = mapTexts(doc, (value, at) => {
    const own = value[first];
    if (value[lang] || !own) return value;
    const there = byPlace.get(at);
    const word = there?.[first] === own && there[lang] ? there[lang] : byWords.get(own);
    return word ? { ...value, [lang]: word } : value;
  });
  return { ...translated, languages: [...doc.languages, lang] };
}
