import * as z from 'zod/mini';
import { time } from './envelope.ts';

/** The staff console's answers (src/server/staff/routes.ts). */

const role = z.enum(['admin', 'finance', 'support', 'catalogue']);

export const staffMember = z.object({ id: z.number(), email: z.string(), name: z.string(), role });

export const staffLoginAnswer = z.union([
  z.object({ next: z.literal('code'), pending: z.string() }),
  z.object({ next: z.literal('enroll'), pending: z.string(), secret: z.string(), uri: z.string() }),
]);

export const staffCodeAnswer = z.object({ staff: staffMember, recoveryCodes: z.optional(z.array(z.string())) });

export const staffToday = z.object({
  registrations: z.number(),
  ordersPaid: z.number(),
  sitesLive: z.number(),
  money: z.array(z.object({ currency: z.string(), amount: z.string() })),
  queues: z.array(
    z.object({
      name: z.enum(['review', 'contact', 'affiliates', 'provisioning']),
      count: z.number(),
      oldestAt: z.nullable(time()),
    }),
  ),
  daily: z.array(z.object({ day: z.string(), registrations: z.number(), ordersPaid: z.number() })),
});

export const reviewItem = z.object({
  provider: z.string(),
  id: z.string(),
  type: z.string(),
  reason: z.string(),
  receivedAt: time(),
  amount: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  account: z.nullable(z.string()),
  userId: z.nullable(z.number()),
});

export const reviewList = z.object({ list: z.array(reviewItem), total: z.number() });
export const reviewEventAnswer = z.extend(reviewItem, { body: z.unknown() });
export const reviewResolved = z.object({ resolvedBy: z.string(), action: z.enum(['credit', 'returned']) });

export const auditList = z.object({
  total: z.number(),
  list: z.array(
    z.object({
      id: z.number(),
      at: time(),
      staff: z.string(),
      role: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      reason: z.nullable(z.string()),
      ip: z.nullable(z.string()),
    }),
  ),
});

export const staffList = z.object({
  list: z.array(z.extend(staffMember, { active: z.boolean(), enrolled: z.boolean(), lastSeenAt: z.nullable(time()) })),
});

export const staffInvited = z.object({ id: z.number(), link: z.string() });
export const staffSessionsEnded = z.object({ ended: z.number() });

const merchantSummary = z.object({
  id: z.number(),
  account: z.string(),
  email: z.string(),
  createdAt: time(),
  verified: z.boolean(),
  locked: z.boolean(),
});
export const merchantList = z.object({ list: z.array(merchantSummary) });
export const merchantDetail = z.extend(merchantSummary, {
  lockedReason: z.nullable(z.string()),
  locale: z.string(),
  balance: z.string(),
  liveSessions: z.number(),
  ledger: z.array(
    z.object({ id: z.number(), kind: z.string(), amount: z.string(), reason: z.nullable(z.string()), at: time() }),
  ),
  orders: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      status: z.number(),
      amount: z.string(),
      currency: z.string(),
      siteName: z.string(),
      payTime: z.nullable(time()),
    }),
  ),
  sites: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      status: z.string(),
      suspended: z.boolean(),
      orderId: z.number(),
    }),
  ),
});

export const contactList = z.object({
  total: z.number(),
  list: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      company: z.nullable(z.string()),
      message: z.string(),
      locale: z.string(),
      createdAt: time(),
      assignee: z.nullable(z.string()),
      repliedAt: z.nullable(time()),
      closedAt: z.nullable(time()),
    }),
  ),
});

export const affiliateList = z.object({
  total: z.number(),
  list: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      contact: z.string(),
      channel: z.string(),
      trafficSources: z.nullable(z.string()),
      message: z.nullable(z.string()),
      status: z.enum(['pending', 'approved', 'rejected']),
      createdAt: time(),
      reviewBy: time(),
      minutesLeft: z.number(),
      decidedBy: z.nullable(z.string()),
      decisionReason: z.nullable(z.string()),
    }),
  ),
});

export const cataloguePackages = z.object({
  list: z.array(
    z.object({
      id: z.number(),
      countriesId: z.number(),
      tier: z.string(),
      name: z.string(),
      price: z.string(),
      currency: z.string(),
      active: z.boolean(),
    }),
  ),
});

/** Every market, on sale or not (the storefront's list has only those on sale). */
export const catalogueMarkets = z.object({
  list: z.array(
    z.object({ id: z.number(), iso: z.string(), name: z.string(), currency: z.string(), active: z.boolean() }),
  ),
});

export const orderTimeline = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.number(),
  userId: z.number(),
  amount: z.string(),
  currency: z.string(),
  entries: z.array(
    z.object({
      at: time(),
      kind: z.enum(['status', 'payment', 'money', 'job', 'mail', 'staff']),
      what: z.string(),
      detail: z.nullable(z.string()),
    }),
  ),
});

/** Approved affiliates, with their codes and how many merchants registered with each; the rate configured now. */
export const affiliatePartners = z.object({
  rateBp: z.number(),
  list: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), since: time(), merchants: z.number() })),
});

/** One affiliate's ISO week: the attributed paid orders and the commission per currency; frozen once settled. */
export const affiliateStatement = z.object({
  affiliate: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  week: z.string(),
  from: time(),
  to: time(),
  /** The week is over (only then can it be settled). */
  ended: z.boolean(),
  /** Basis points: the configured rate while open, the frozen one once settled. */
  rateBp: z.number(),
  settled: z.nullable(z.object({ by: z.string(), at: time(), reference: z.nullable(z.string()), reason: z.string() })),
  totals: z.array(z.object({ currency: z.string(), orders: z.number(), amount: z.string(), commission: z.string() })),
  orders: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      merchant: z.string(),
      paidAt: time(),
      amount: z.string(),
      currency: z.string(),
      commission: z.string(),
    }),
  ),
});

/** WebAuthn options as @simplewebauthn/server makes them, passed to the browser as they are. */
const webAuthnOptions = z.record(z.string(), z.unknown());
export const passkeyRegisterOptions = z.object({ options: webAuthnOptions });
/** Null when the person has no passkey (the sign-in then offers the code only). */
export const passkeySignInOptions = z.object({ options: z.nullable(webAuthnOptions) });
export const passkeyItem = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: time(),
  lastUsedAt: z.nullable(time()),
});
export const passkeyList = z.object({ list: z.array(passkeyItem) });

/* Templates added in the console or by a pack. */
export const staffTemplateRow = z.object({
  id: z.number(),
  /** The template's key when it was added in the console or by a pack; null for a seeded one. */
  key: z.nullable(z.string()),
  name: z.string(),
  countriesId: z.number(),
  category: z.string(),
  active: z.boolean(),
  thumbnail: z.string(),
  createdAt: time(),
});
export const staffTemplateList = z.object({
  list: z.array(staffTemplateRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
const palette = z.object({ color1: z.string(), color2: z.string(), color3: z.string() });
export const staffTemplateDetail = z.object({
  /** Null for a seeded template: it can be withdrawn, not edited. */
  key: z.nullable(z.string()),
  version: z.number(),
  ids: z.array(z.object({ id: z.number(), countriesId: z.number(), active: z.boolean() })),
  names: z.record(z.string(), z.string()),
  category: z.string(),
  markets: z.array(z.number()),
  tags: z.array(z.string()),
  layout: z.string(),
  palette,
  thumbnail: z.string(),
  preview: z.string(),
  ownThumb: z.boolean(),
  ownPreview: z.boolean(),
});
export const templateSaved = z.object({
  key: z.string(),
  version: z.number(),
  status: z.enum(['added', 'updated', 'unchanged']),
  ids: z.array(z.number()),
});
export const templatePackResult = z.object({
  pack: z.string(),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  results: z.array(
    z.object({
      key: z.string(),
      status: z.enum(['added', 'updated', 'unchanged']),
      ids: z.array(z.number()),
      /** What an update changed: names, category, markets, tags, design, thumb, preview. */
      changed: z.array(z.string()),
    }),
  ),
});

/** A site's term as staff see it (GET /api/staff/terms). */
export const termRow = z.object({
  siteId: z.number(),
  siteName: z.string(),
  userId: z.number(),
  account: z.string(),
  email: z.string(),
  paidUntil: time(),
  term: z.enum(['active', 'grace', 'suspended', 'released']),
  suspendsOn: time(),
  releasesOn: time(),
});
export const termsEndingPage = z.object({
  list: z.array(termRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
