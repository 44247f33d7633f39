import * as z from 'zod/mini';
import type * as answers from './answers/catalog.ts';
import { HEX_COLOR } from '../templateArt.ts';
import { idField, stationIdField, text } from './common.ts';

/**
 * Cart inputs, shared by the site wizard's form and the API. Messages are i18n keys:
 * the 'please enter / please select' prompts of spec §5.
 */
export const SITE_NAME_MIN = 2;
export const SITE_NAME_MAX = 40;
/** Letters (any script, with their marks), digits, spaces, '-' and '_'. */
export const SITE_NAME_PATTERN = /^[\p{L}\p{M}\p{N} _-]+$/u;

export const siteNameField = text('cart.siteNameRequired').check(
  z.trim(),
  z.minLength(1, 'cart.siteNameRequired'),
  z.minLength(SITE_NAME_MIN, 'cart.siteNameLength'),
  z.maxLength(SITE_NAME_MAX, 'cart.siteNameLength'),
  z.regex(SITE_NAME_PATTERN, 'cart.siteNameChars'),
);

export const colorField = text('cart.colorRequired').check(
  z.trim(),
  z.minLength(1, 'cart.colorRequired'),
  z.regex(HEX_COLOR, 'cart.colorInvalid'),
);

const colors = { color1: colorField, color2: colorField, color3: colorField };

/** Ids picked from a list say 'please select …' when missing or not one of the list. */
export const cartCreateInput = z.object({
  countriesId: stationIdField('cart.marketRequired'),
  packageId: idField('cart.packageRequired'),
  templateId: idField('cart.themeRequired'),
  siteName: siteNameField,
  ...colors,
});

export const cartTemplateInput = z.object({
  id: idField(),
  templateId: idField('cart.themeRequired'),
  ...colors,
});

export const cartIdInput = z.object({ id: idField() });
export const cartListQuery = z.object({
  siteName: z.optional(z.string().check(z.trim(), z.maxLength(SITE_NAME_MAX, 'validation.tooLong'))),
});

export type CartCreateInput = z.infer<typeof cartCreateInput>;
export type CartTemplateInput = z.infer<typeof cartTemplateInput>;

/** The `cartItem` of api.md, plus `invalidReason` and `openOrder` (+). */
export type CartItem = z.infer<typeof answers.cartItem>;
