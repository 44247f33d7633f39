import { z } from 'zod';
import { localeCodes, type LocaleCode } from '../../../i18n/locales.ts';
import { imageLibraryIds } from './imageLibrary.ts';

/**
 * The value kinds a section's props are made of, each with its one validation rule. Issue
 * messages are `design.*` catalog keys, so a refused save names the problem in the editor's
 * language.
 */

export const localeCode = z.enum(localeCodes as [LocaleCode, ...LocaleCode[]]);

/** The longest text a field holds (document.ts `DOC_LIMITS.text`). */
export const TEXT_LIMIT = 4000;

/** One text in several languages; missing languages fall back to the document's first. */
export const localizedSchema = z.partialRecord(localeCode, z.string().max(TEXT_LIMIT));
export type Localized = z.infer<typeof localizedSchema>;

/** Ids are made by the editor (section) or the template (page); stable across languages. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A text shown to players: one string per language (`Localized`). */
export const text = localizedSchema;

/**
 * A link: an absolute http(s) URL, or a path inside the site in the page's language (`/` is
 * the language's home, `/lobby/` its lobby) that the renderer turns into a relative href.
 * Empty means no link. Anything else (javascript:, data:, //host, quotes) is refused.
 */
export const HREF =
  /^(|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9\-._~/%?#=&+,;:@!]*)?|\/(?!\/)[A-Za-z0-9\-._~/%?#=&+,;:@!]*)$/;
export const href = z.string().max(500).regex(HREF, 'design.error.href');

/** Colours come from the site's scheme, so a section always matches the theme. */
export const SCHEME_COLORS = ['color1', 'color2', 'color3'] as const;
export type SchemeColor = (typeof SCHEME_COLORS)[number];
export const schemeColor = z.enum(SCHEME_COLORS);

/** An uploaded image (served at `<site root>/assets/<hex>.webp`). */
export const ASSET = /^asset:[0-9a-f]{8,64}$/;

/** A picture: one of the shipped design-library images, an uploaded asset, or none (''). */
export const image = z.union([z.literal(''), z.enum(imageLibraryIds), z.string().regex(ASSET, 'design.error.image')]);

/** An amount the operator entered, in minor units as a decimal string; '' means none. */
export const minorAmount = z.string().regex(/^(|0|[1-9]\d{0,14})$/, 'design.error.amount');

/** Stable key of a list item (a promotion card, a FAQ entry), so texts follow it when reordered. */
export const itemKey = idSchema;

/** Neutral starting content the operator has not edited yet; published pages leave it out. */
export const placeholder = z.boolean();

/** How a block's text lines up: along the reading side, or centred. */
export const ALIGNS = ['start', 'center'] as const;
export const align = z.enum(ALIGNS);

/** Whether a stored text has words in any language. */
export const hasText = (v: unknown): boolean =>
  Boolean(v) && typeof v === 'object' && Object.values(v as Localized).some((s) => typeof s === 'string' && s.trim());
