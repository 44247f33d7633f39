import { z } from 'zod';
import { countriesIdParam, idParam, pageQuery } from './common.ts';
import { HEX_COLOR } from '../templateArt.ts';

/** Queries of the catalogue calls (api.md, Opening station). */
export const marketQuery = z.object({ countriesId: countriesIdParam });
export const packageInfoQuery = z.object({ id: idParam });
export const templateListQuery = pageQuery.extend({
  countriesId: countriesIdParam,
  categoryId: idParam.optional(),
  /** Matches the localized name and tag labels, case-insensitively. */
  q: z.string().trim().max(60, 'validation.tooLong').optional(),
});

const hex = z.string().regex(HEX_COLOR, 'cart.colorInvalid');
/** Optional colour overrides of a template image. */
export const templateImageQuery = z.object({ color1: hex.optional(), color2: hex.optional(), color3: hex.optional() });

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

/** Image URLs of a template (served by GET /api/cart/template-image/:id/…). */
export const templateThumbUrl = (id: number) => `/api/cart/template-image/${id}/thumb.svg`;
export const templatePreviewUrl = (id: number) => `/api/cart/template-image/${id}/preview.svg`;
