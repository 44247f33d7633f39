import * as z from 'zod/mini';
import { CART_STATUS } from '../../cartStatus.ts';
import { colors, idName, money, oneOf, time } from './envelope.ts';

/** Answers of the catalogue, cart and forms (api.md): the contract, not the columns. */
export const country = z.object({
  id: z.number(),
  countryNames: z.string(),
  currencyCode: z.string(),
  img: z.string(),
  templateId: z.nullable(z.number()),
});
export const languageInfo = z.object({ code: z.string(), name: z.string(), nativeName: z.string() });
export const phoneCode = z.object({ code: z.string(), iso: z.string(), name: z.string() });

export const packageInfo = z.object({
  id: z.number(),
  countriesId: z.number(),
  name: z.string(),
  description: z.string(),
  price: money(),
  currency: z.string(),
  sites: z.number(),
  durationMonths: z.number(),
  features: z.optional(z.array(z.string())),
});
export const introItem = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  img: z.nullable(z.string()),
});
export const templateCategory = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const template = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.number(),
  thumbnail: z.string(),
  preview: z.string(),
  tags: z.array(z.string()),
});
export const colorScheme = z.object({ ...idName.shape, ...colors.shape });

/** The `cartItem` of api.md, plus `invalidReason` and `openOrder` (+). */
export const cartItem = z.object({
  id: z.number(),
  siteName: z.string(),
  countriesId: z.number(),
  country: z.string(),
  package: idName,
  template: z.object({ ...idName.shape, thumbnail: z.string() }),
  colors,
  price: money(),
  currency: z.string(),
  status: oneOf(Object.values(CART_STATUS)),
  /** Translated reason when `status` is 2, else null. */
  invalidReason: z.nullable(z.string()),
  /** (+) The order placed for this item and still waiting for payment, else null. */
  openOrder: z.nullable(z.object({ id: z.number(), orderNo: z.string(), expiresAt: time() })),
  createdAt: time(),
});

export const contactAnswer = z.object({ id: z.number() });
export const leagueApplication = z.object({
  id: z.number(),
  status: z.literal('pending'),
  /** When the qualification review is due (48 hours after applying). */
  reviewBy: time(),
});
