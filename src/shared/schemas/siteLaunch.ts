import * as z from 'zod/mini';
import { colorField, siteNameField } from './cart.ts';
import { idField, stationIdField } from './common.ts';
import { opsAccountField, opsPasswordField } from './operations.ts';

/** Slot numbers a launch may name: slot 1 is the checkout's own site, a package sells a few. */
export const SLOT_MAX = 100;

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
  account: opsAccountField,
  password: opsPasswordField,
  /** Another market needs a template of that market. */
  countriesId: z.optional(stationIdField('cart.marketRequired')),
  templateId: z.optional(idField('cart.themeRequired')),
  colors: z.optional(z.object({ color1: colorField, color2: colorField, color3: colorField })),
});

export type SiteLaunchInput = z.infer<typeof siteLaunchInput>;
