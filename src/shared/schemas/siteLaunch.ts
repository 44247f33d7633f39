import * as z from 'zod/mini';
import { colorField, siteNameField } from './cart.ts';
import { idField, stationIdField, text } from './common.ts';
import { opsAccountField, opsPasswordField } from './operations.ts';
import { RESERVED_SLUGS, SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from '../siteSlug.ts';

/** Slot numbers a launch may name: slot 1 is the checkout's own site, a package sells a few. */
export const SLOT_MAX = 100;

/** A site's address as typed (trimmed, lower-cased), by the rules of shared/siteSlug.ts. */
export const siteSlugField = text('site.slug.required').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'site.slug.required'),
  z.minLength(SLUG_MIN, 'site.slug.length'),
  z.maxLength(SLUG_MAX, 'site.slug.length'),
  z.regex(SLUG_PATTERN, 'site.slug.chars'),
  z.refine((s) => !RESERVED_SLUGS.has(s), 'site.slug.reserved'),
);

/**
 * POST /api/site/launch: a further site of a paid order. Name and operations account follow
 * the checkout's rules; market, template and colours default to the order's. `slot` picks one
 * (otherwise the first free one).
 */
export const siteLaunchInput = z.object({
  orderId: idField(),
  slot: z.optional(
    z.coerce
      .number({ error: 'site.slotInvalid' })
      .check(z.int('site.slotInvalid'), z.minimum(2, 'site.slotInvalid'), z.maximum(SLOT_MAX, 'site.slotInvalid')),
  ),
  siteName: siteNameField,
  /** The site's address; absent: a free one made from the name (sites/siteSlugs.ts). */
  slug: z.optional(siteSlugField),
  account: opsAccountField,
  password: opsPasswordField,
  /** Another market needs a template of that market. */
  countriesId: z.optional(stationIdField('cart.marketRequired')),
  templateId: z.optional(idField('cart.themeRequired')),
  colors: z.optional(z.object({ color1: colorField, color2: colorField, color3: colorField })),
});

export type SiteLaunchInput = z.infer<typeof siteLaunchInput>;

/**
 * GET /api/site/slug: the address a launch would give. With `slug`, whether that one is free
 * (and a free one like it when not); with only `siteName`, a free default made from the name.
 */
export const siteSlugQuery = z.object({
  siteName: z.optional(z.string().check(z.trim(), z.maxLength(80, 'validation.tooLong'))),
  slug: z.optional(siteSlugField),
});
export type SiteSlugQuery = z.infer<typeof siteSlugQuery>;
