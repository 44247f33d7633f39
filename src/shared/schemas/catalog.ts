import * as z from 'zod/mini';
import { countriesIdParam, idParam, pageQuery } from './common.ts';
import { HEX_COLOR } from '../templateArt.ts';
import type * as answers from './answers/catalog.ts';

/** Queries of the catalogue calls (api.md, Opening station). */
export const marketQuery = z.object({ countriesId: countriesIdParam });
export const packageInfoQuery = z.object({ id: idParam });
/** A template search: matches the localized name and tag labels, case-insensitively. */
const templateSearch = z.optional(z.string().check(z.trim(), z.maxLength(60, 'validation.tooLong')));
export const templateListQuery = z.extend(pageQuery, {
  countriesId: countriesIdParam,
  categoryId: z.optional(idParam),
  q: templateSearch,
});
/** Categories with counts; with `q` (+) the counts are of the templates that search finds. */
export const categoryQuery = z.object({ countriesId: countriesIdParam, q: templateSearch });

const hex = z.optional(z.string().check(z.regex(HEX_COLOR, 'cart.colorInvalid')));
/** Optional colour overrides of a template image. */
export const templateImageQuery = z.object({ color1: hex, color2: hex, color3: hex });

export type TemplateListQuery = z.infer<typeof templateListQuery>;

/** Answer shapes: the types of the answer schemas (api.md). */
export type Package = z.infer<typeof answers.packageInfo>;
export type IntroItem = z.infer<typeof answers.introItem>;
export type TemplateCategory = z.infer<typeof answers.templateCategory>;
export type Template = z.infer<typeof answers.template>;
export type ColorScheme = z.infer<typeof answers.colorScheme>;

export { templatePreviewUrl, templateThumbUrl } from '../templateUrls.ts';
