/**
 * The site designer's document (issue 17): what an operator edits in Design, what a draft
 * and every published version store (jsonb), and what publishing renders into static pages.
 * Plain JSON, so Puck's editor data is a per-language projection of one page (the editor
 * module maps between the two) and a stored version renders the same bytes forever.
 *
 * Structure is shared by every language; only texts differ. A text field holds one string
 * per language (`Localized`); a language without its own text falls back to the document's
 * first language (the market's), which the editor marks.
 *
 * The contract between the parts of the designer:
 * - `siteDocumentSchema` (here): every save and publish validates against it;
 * - the section registry (sections/index.ts, one module per kind): each section type's props,
 *   defaults, editor fields, palette group and view;
 * - `startingDocument` (startingDocument.ts): a template's document, for every template;
 * - `renderSiteFiles` (server/siteDesign/renderSite.ts): a document → one HTML file per
 *   page × language, paths relative to the site's root (`en/index.html`, `es/lobby/index.html`).
 */
import { z } from 'zod';
import { type LocaleCode, localeCodes } from '../../../i18n/locales.ts';
import { layouts, patterns } from '../templateArt.ts';
import { idSchema, type Localized, localeCode, localizedSchema, TEXT_LIMIT } from './fields.ts';
import { SECTION_TYPES } from './sections/index.ts';
import type { PageNames } from './standardTitles.ts';
import type { GameList } from './games.ts';

export { idSchema, type Localized, localizedSchema } from './fields.ts';
export { SECTION_TYPES, type SectionType } from './sections/index.ts';

/** `category`: one page per game category; `custom`: pages the operator adds. */
export const PAGE_KINDS = ['home', 'lobby', 'promotions', 'category', 'responsible', 'terms', 'custom'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Limits: a document stays small enough to save on every keystroke's debounce. */
export const DOC_LIMITS = { pages: 30, sectionsPerPage: 40, text: TEXT_LIMIT, languages: localeCodes.length } as const;

export const sectionSchema = z.object({
  id: idSchema,
  type: z.enum(SECTION_TYPES),
  /** Checked per type against its kind's `props` (validate.ts). */
  props: z.record(z.string(), z.unknown()),
});
export type Section = z.infer<typeof sectionSchema>;

/**
 * What search engines show for a page in a language (its `<title>` and meta description), when
 * the operator wrote it; otherwise renderSite.ts makes both from the page's title and the site's
 * name. The limits are what a result line shows before it is cut.
 */
export const SEO_LIMITS = { title: 70, description: 160 } as const;
export const pageSeoSchema = z.object({
  title: z.partialRecord(localeCode, z.string().max(SEO_LIMITS.title, 'design.error.seoTitleLong')).optional(),
  description: z
    .partialRecord(localeCode, z.string().max(SEO_LIMITS.description, 'design.error.seoDescriptionLong'))
    .optional(),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

export const pageSchema = z.object({
  id: idSchema,
  kind: z.enum(PAGE_KINDS),
  /** The URL segment under the language: '' for home, else lower-case ASCII words. */
  slug: z
    .string()
    .regex(/^(|[a-z0-9]+(-[a-z0-9]+)*)$/)
    .max(60),
  title: localizedSchema,
  /** Search title and description per language (absent: made from the title and the site's name). */
  seo: pageSeoSchema.optional(),
  sections: z.array(sectionSchema).max(DOC_LIMITS.sectionsPerPage),
});
export type Page = z.infer<typeof pageSchema>;

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const siteDocumentSchema = z.object({
  schema: z.literal(1),
  /** The template this document started from (reset to template, switching keeps texts). */
  templateId: z.number().int().positive(),
  /** Languages the site is published in; the first is the fallback (the market's language). */
  languages: z.array(localeCode).min(1).max(DOC_LIMITS.languages),
  theme: z.object({ color1: hexColor, color2: hexColor, color3: hexColor }),
  /** The template's look beyond colours (corners, tile columns, layout); absent: a plain classic look. */
  look: z
    .object({
      layout: z.enum(layouts),
      pattern: z.enum(patterns),
      radius: z.number().int().min(0).max(16),
      columns: z.number().int().min(3).max(6),
    })
    .optional(),
  pages: z.array(pageSchema).min(1).max(DOC_LIMITS.pages),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

/** A text in `lang`, else in the document's first language; `fallback` says which happened. */
export function textIn(doc: Pick<SiteDocument, 'languages'>, value: Localized | undefined, lang: LocaleCode) {
  const own = value?.[lang];
  if (own !== undefined && own !== '') return { text: own, fallback: false };
  return { text: value?.[doc.languages[0]!] ?? '', fallback: lang !== doc.languages[0] };
}

/** What publishing needs besides the document: facts of the site, not editable in Design. */
export interface SiteFacts {
  siteName: string;
  /** The market's currency (ISO 4217) and region (ISO 3166), for amounts and dates. */
  currency: string;
  region: string;
  /** The standard pages' titles in every language (standardTitles.ts), from the server's catalogs. */
  pageNames: PageNames;
  /** The game sections' games for the site's market (server/sites/design/gameSections.ts), by section id. */
  games?: Readonly<Record<string, GameList>>;
}
