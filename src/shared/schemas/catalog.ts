import * as z from 'zod/mini';
import { countriesIdParam, idParam, pageQuery } from './common.ts';
import { HEX_COLOR } from '../templateArt.ts';

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

/** API shapes, written by hand (the contract must not follow the columns). */
export interface Package {
  id: number;
  countriesId: number;
  name: string;
  description: string;
  price: string;
  currency: string;
  sites: number;
  durationMonths: number;
  features?: string[];
}

export interface IntroItem {
  id: number;
  title: string;
  content: string;
  img: string | null;
}

export interface TemplateCategory {
  id: number;
  name: string;
  count: number;
}

export interface Template {
  id: number;
  name: string;
  categoryId: number;
  thumbnail: string;
  preview: string;
  tags: string[];
}

export interface ColorScheme {
  id: number;
  name: string;
  color1: string;
  color2: string;
  color3: string;
}

export { templatePreviewUrl, templateThumbUrl } from '../templateUrls.ts';
