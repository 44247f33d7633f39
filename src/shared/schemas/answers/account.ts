import * as z from 'zod/mini';
import { time } from './envelope.ts';

/** Answers about the merchant's own account (api.md, Login and User). */
export const userInfo = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.nullable(z.string()),
  img: z.nullable(z.string()),
  email: z.string(),
  realName: z.nullable(z.string()),
  phoneCode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  otherContact: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  leagueCode: z.string(),
  /** The receiving server refused `email` for good; false again once the address changes. */
  emailBounced: z.boolean(),
  createdAt: time(),
  /** The account's address was proved with a mailed code. */
  emailVerified: z.boolean(),
  /** The new address of a change waiting for its code; the account keeps `email` until then. */
  pendingEmail: z.nullable(z.string()),
  /** The account's language (its e-mail is written in it). */
  locale: z.string(),
  /** The optional notices switched off. */
  noticesOff: z.array(z.string()),
  /** Invoice details (Personal settings). */
  companyName: z.nullable(z.string()),
  billingAddress: z.nullable(z.string()),
  billingCountry: z.nullable(z.string()),
  taxNumber: z.nullable(z.string()),
});

export const authResult = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: time(),
  userInfo,
});

export const sessionInfo = z.object({
  id: z.number(),
  current: z.boolean(),
  createdAt: time(),
  lastSeenAt: time(),
  userAgent: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
