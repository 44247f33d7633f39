import { z } from 'zod';
import { HEX_COLOR } from '../templateArt.ts';

/**
 * Cart inputs, shared by the site wizard's form and the API. Messages are i18n keys:
 * the 'please enter / please select' prompts of spec §5.
 */
export const SITE_NAME_MIN = 2;
export const SITE_NAME_MAX = 40;
/** Letters (any script, with their marks), digits, spaces, '-' and '_'. */
export const SITE_NAME_PATTERN = /^[\p{L}\p{M}\p{N} _-]+$/u;

export const siteNameField = z
  .string({ error: 'cart.siteNameRequired' })
  .trim()
  .min(1, 'cart.siteNameRequired')
  .min(SITE_NAME_MIN, 'cart.siteNameLength')
  .max(SITE_NAME_MAX, 'cart.siteNameLength')
  .regex(SITE_NAME_PATTERN, 'cart.siteNameChars');

/** A required id picked from a list ('please select …' when missing). */
const pickedId = (key: string) => z.coerce.number({ error: key }).int(key).positive(key).max(2_147_483_647, key);

export const colorField = z
  .string({ error: 'cart.colorRequired' })
  .trim()
  .min(1, 'cart.colorRequired')
  .regex(HEX_COLOR, 'cart.colorInvalid');

const colors = { color1: colorField, color2: colorField, color3: colorField };

export const cartCreateInput = z.object({
  countriesId: z.coerce
    .number({ error: 'cart.marketRequired' })
    .int('cart.marketRequired')
    .refine((n) => n === -1 || (n > 0 && n < 2_147_483_647), 'cart.marketRequired'),
  packageId: pickedId('cart.packageRequired'),
  templateId: pickedId('cart.themeRequired'),
  siteName: siteNameField,
  ...colors,
});

export const cartTemplateInput = z.object({
  id: pickedId('validation.required'),
  templateId: pickedId('cart.themeRequired'),
  ...colors,
});

export const cartIdInput = z.object({ id: pickedId('validation.required') });
export const cartListQuery = z.object({
  siteName: z.string().trim().max(SITE_NAME_MAX, 'validation.tooLong').optional(),
});

export type CartCreateInput = z.infer<typeof cartCreateInput>;
export type CartTemplateInput = z.infer<typeof cartTemplateInput>;

export const CART_STATUS = { valid: 1, invalid: 2 } as const;
export type CartStatus = (typeof CART_STATUS)[keyof typeof CART_STATUS];

/** Why an item went invalid; the API sends the translated `cart.invalid.<reason>`. */
export const invalidReasons = ['package_withdrawn', 'template_withdrawn', 'price_changed', 'market_withdrawn'] as const;
export type InvalidReason = (typeof invalidReasons)[number];

/** The `cartItem` of api.md, plus `invalidReason` (+). */
export interface CartItem {
  id: number;
  siteName: string;
  countriesId: number;
  country: string;
  package: { id: number; name: string };
  template: { id: number; name: string; thumbnail: string };
  colors: { color1: string; color2: string; color3: string };
  price: string;
  currency: string;
  status: CartStatus;
  /** Translated reason when `status` is 2, else null. */
  invalidReason: string | null;
  createdAt: string;
}
