import * as z from 'zod/mini';
import { parseWeek } from '../isoWeek.ts';
import { pageParam, stationIdField, text } from './common.ts';
import { type LocaleCode, locales } from '../../../i18n/locales.ts';
import { categoryKinds } from '../gameCategories.ts';
import { layouts } from '../templateArt.ts';

/** The staff console's inputs (src/server/staff/routes.ts): messages are i18n keys. */

const email = z.pipe(
  text('form.emailRequired').check(
    z.trim(),
    z.minLength(3, 'form.emailRequired'),
    z.maxLength(254, 'form.emailInvalid'),
  ),
  z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'form.emailInvalid')),
);
/** Every money action and suspension says why; so does every other change made in the console. */
const reason = text('staff.error.reasonRequired').check(
  z.trim(),
  z.minLength(3, 'staff.error.reasonRequired'),
  z.maxLength(1000, 'validation.tooLong'),
);
const role = z.enum(['admin', 'finance', 'support', 'catalogue'], { error: 'validation.invalid' });

export const staffLoginInput = z.object({
  email,
  password: text('auth.passwordRequired').check(
    z.minLength(1, 'auth.passwordRequired'),
    z.maxLength(200, 'validation.tooLong'),
  ),
});

export const staffCodeInput = z.object({
  pending: text('staff.error.signIn').check(
    z.minLength(20, 'staff.error.signIn'),
    z.maxLength(200, 'staff.error.signIn'),
  ),
  code: text('validation.required').check(
    z.trim(),
    z.minLength(6, 'staff.error.signIn'),
    z.maxLength(20, 'staff.error.signIn'),
  ),
});

export const staffPageQuery = z.object({ page: pageParam(100_000, 1), pageSize: pageParam(100, 20) });

export const reviewEventQuery = z.object({
  provider: text('validation.required').check(z.maxLength(40, 'validation.tooLong')),
  id: text('validation.required').check(z.maxLength(200, 'validation.tooLong')),
});

export const reviewResolveInput = z.object({
  provider: text('validation.required').check(z.maxLength(40, 'validation.tooLong')),
  id: text('validation.required').check(z.maxLength(200, 'validation.tooLong')),
  action: z.enum(['credit', 'returned'], { error: 'validation.invalid' }),
  account: z.optional(text('validation.required').check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
  reference: z.optional(text('validation.required').check(z.trim(), z.maxLength(200, 'validation.tooLong'))),
  reason,
});

export const auditQuery = z.object({
  page: pageParam(100_000, 1),
  pageSize: pageParam(100, 20),
  staff: z.optional(z.string().check(z.maxLength(254, 'validation.tooLong'))),
  action: z.optional(z.string().check(z.maxLength(100, 'validation.tooLong'))),
  target: z.optional(z.string().check(z.maxLength(200, 'validation.tooLong'))),
  from: z.optional(z.string().check(z.maxLength(40, 'validation.tooLong'))),
  to: z.optional(z.string().check(z.maxLength(40, 'validation.tooLong'))),
});

export const staffInviteInput = z.object({
  email,
  name: text('validation.required').check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(100, 'validation.tooLong'),
  ),
  role,
  reason,
});

export const staffRevokeInput = z.object({
  staffId: z.coerce
    .number({ error: 'validation.invalidId' })
    .check(z.int('validation.invalidId'), z.minimum(1, 'validation.invalidId')),
  reason,
});

export const inviteAcceptInput = z.object({
  token: text('staff.error.inviteInvalid').check(
    z.minLength(20, 'staff.error.inviteInvalid'),
    z.maxLength(200, 'staff.error.inviteInvalid'),
  ),
  password: text('auth.passwordRequired').check(
    z.minLength(10, 'validation.tooShort'),
    z.maxLength(200, 'validation.tooLong'),
  ),
});

const id = (key: string) =>
  z.coerce.number({ error: key }).check(z.int(key), z.minimum(1, key), z.maximum(2_147_483_647, key));

export const merchantSearchQuery = z.object({
  q: text('validation.required').check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(200, 'validation.tooLong'),
  ),
});
export const merchantQuery = z.object({ id: id('validation.invalidId') });
export const merchantActInput = z.object({ userId: id('validation.invalidId'), reason });
export const siteActInput = z.object({ siteId: id('validation.invalidId'), reason });
export const orderActInput = z.object({ orderId: id('validation.invalidId'), reason });

export const contactListQuery = z.object({
  page: pageParam(100_000, 1),
  pageSize: pageParam(100, 20),
  closed: z._default(z.stringbool({ error: 'validation.invalid' }), false),
});
export const contactAssignInput = z.object({
  id: id('validation.invalidId'),
  staffId: z.optional(id('validation.invalidId')),
});
export const contactReplyInput = z.object({
  id: id('validation.invalidId'),
  reply: text('validation.required').check(
    z.trim(),
    z.minLength(2, 'validation.required'),
    z.maxLength(10_000, 'validation.tooLong'),
  ),
});
export const contactCloseInput = z.object({ id: id('validation.invalidId'), reason });
export const affiliateListQuery = z.object({
  page: pageParam(100_000, 1),
  pageSize: pageParam(100, 20),
  status: z._default(z.enum(['pending', 'approved', 'rejected'], { error: 'validation.invalid' }), 'pending'),
});
export const affiliateDecideInput = z.object({
  id: id('validation.invalidId'),
  decision: z.enum(['approve', 'reject'], { error: 'validation.invalid' }),
  reason,
});

export const cataloguePackagesQuery = z.object({ countriesId: id('validation.invalidId') });
/** A price as the console types it: a plain amount with at most two decimals, above zero. */
export const packagePriceInput = z.object({
  packageId: id('validation.invalidId'),
  price: text('validation.required').check(
    z.trim(),
    z.refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0, { error: 'validation.invalid' }),
  ),
  reason,
});
export const packageActiveInput = z.object({
  packageId: id('validation.invalidId'),
  active: z.boolean({ error: 'validation.invalid' }),
  reason,
});
export const marketActiveInput = z.object({
  countriesId: id('validation.invalidId'),
  active: z.boolean({ error: 'validation.invalid' }),
  reason,
});
export const templateActiveInput = z.object({
  templateId: id('validation.invalidId'),
  active: z.boolean({ error: 'validation.invalid' }),
  reason,
});
export const orderQuery = z.object({ id: id('validation.invalidId') });

/** An ISO week (`2026-W05`, UTC Monday to Monday): one that exists (affiliate statements). */
const isoWeek = text('staff.statements.weekInvalid').check(
  z.trim(),
  z.refine((v) => parseWeek(v) !== null, { error: 'staff.statements.weekInvalid' }),
);
export const affiliateStatementQuery = z.object({ affiliateId: id('validation.invalidId'), week: isoWeek });
export const affiliateSettleInput = z.object({
  affiliateId: id('validation.invalidId'),
  week: isoWeek,
  /** The payout's own reference (a transfer id), when there is one. */
  reference: z.optional(text('validation.required').check(z.trim(), z.maxLength(200, 'validation.tooLong'))),
  reason,
});

// Passkeys (src/server/staff/passkeyRoutes.ts): the browser's WebAuthn answers as JSON, bounded.
const b64url = (max: number) =>
  text('staff.passkey.refused').check(
    z.minLength(1, 'staff.passkey.refused'),
    z.maxLength(max, 'staff.passkey.refused'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'staff.passkey.refused'),
  );
const credential = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key', { error: 'staff.passkey.refused' }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'], { error: 'staff.passkey.refused' })),
};
const pending = text('staff.error.signIn').check(
  z.minLength(20, 'staff.error.signIn'),
  z.maxLength(200, 'staff.error.signIn'),
);
export const passkeyAttestationInput = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(32_768),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
});
export const passkeyAssertionInput = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: z.optional(z.nullable(b64url(256))),
  }),
});
export const passkeyRegisterInput = z.object({
  name: text('staff.passkey.nameRequired').check(
    z.trim(),
    z.minLength(1, 'staff.passkey.nameRequired'),
    z.maxLength(60, 'validation.tooLong'),
  ),
  response: passkeyAttestationInput,
});
export const passkeySignInOptionsInput = z.object({ pending });
export const passkeySignInInput = z.object({ pending, response: passkeyAssertionInput });
/** Whose passkeys: one's own by default; an administrator may name another person. */
export const passkeyListQuery = z.object({ staffId: z.optional(id('validation.invalidId')) });
/** Removing one's own needs no reason; an administrator removing another's gives one (checked by the service). */
export const passkeyRemoveInput = z.object({
  id: id('validation.invalidId'),
  reason: z.optional(text('staff.error.reasonRequired').check(z.trim(), z.maxLength(1000, 'validation.tooLong'))),
});

/* Templates added in the console or by a pack (src/server/staff/templateRoutes.ts). */
export const TEMPLATE_KEY = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/;
/** An image as the console sends it: its bytes in base64 (2 MB of bytes at most; the server reads what they are). */
const base64Image = z
  .string({ error: 'validation.invalid' })
  .check(
    z.maxLength(2_800_000, 'staff.templates.image.tooLarge'),
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'staff.templates.image.notImage'),
  );
const templateName = z.string({ error: 'validation.notText' }).check(z.trim(), z.maxLength(80, 'validation.tooLong'));
const hexColor = z.string({ error: 'validation.invalid' }).check(z.regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid'));
export const templateFields = {
  names: z.object({
    ...Object.fromEntries(locales.map((l) => [l.code, z.optional(templateName)])),
    en: text('staff.templates.nameRequired').check(
      z.trim(),
      z.minLength(2, 'staff.templates.nameRequired'),
      z.maxLength(80, 'validation.tooLong'),
    ),
  }) as unknown as z.ZodMiniType<{ en: string } & Partial<Record<LocaleCode, string>>>,
  category: z.enum(categoryKinds, { error: 'staff.templates.categoryRequired' }),
  markets: z
    .array(stationIdField(), { error: 'staff.templates.marketsRequired' })
    .check(z.minLength(1, 'staff.templates.marketsRequired'), z.maxLength(30, 'validation.tooBig')),
  /** Tag slugs; absent: a new template gets its category's, an edited one keeps its own. */
  tags: z.optional(
    z.array(z.string().check(z.maxLength(40, 'validation.tooLong'))).check(z.maxLength(8, 'validation.tooBig')),
  ),
  layout: z.enum(layouts, { error: 'validation.invalid' }),
  palette: z.object({ color1: hexColor, color2: hexColor, color3: hexColor }),
  thumb: z.optional(base64Image),
  preview: z.optional(base64Image),
  reason,
};
export const templateAddInput = z.object({
  key: text('staff.templates.keyInvalid').check(z.trim(), z.regex(TEMPLATE_KEY, 'staff.templates.keyInvalid')),
  ...templateFields,
});
/** An edit names the template (any of its ids) and the version it was read at: a stale form changes nothing (409). */
export const templateEditInput = z.object({
  id: id('validation.invalidId'),
  version: id('validation.invalid'),
  ...templateFields,
});
export const templateListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'validation.tooLong'))),
  countriesId: z.optional(stationIdField()),
  page: pageParam(100_000, 1),
  pageSize: pageParam(100, 20),
});
export const templateDetailQuery = z.object({ id: id('validation.invalidId') });
/** A pack's files as the console reads them from the chosen folder: path in the folder, bytes in base64. */
export const templatePackInput = z.object({
  files: z
    .array(
      z.object({
        name: text('validation.required').check(z.minLength(1), z.maxLength(200, 'validation.tooLong')),
        data: z
          .string({ error: 'validation.invalid' })
          .check(
            z.maxLength(2_800_000, 'staff.templates.image.tooLarge'),
            z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'validation.invalid'),
          ),
      }),
      { error: 'staff.packs.filesRequired' },
    )
    .check(z.minLength(1, 'staff.packs.filesRequired'), z.maxLength(600, 'staff.packs.tooManyFiles')),
  reason,
});

/** Staff extends a site's term by whole days (a goodwill extension, a correction), always with a reason. */
export const termExtendInput = z.object({
  siteId: id('validation.invalidId'),
  days: z.coerce
    .number({ error: 'validation.invalid' })
    .check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(730, 'validation.invalid')),
  reason,
  /** The end as the person saw it: if the term moved since (another tab, a renewal), nothing changes (409). */
  paidUntil: z.optional(z.iso.datetime({ error: 'validation.invalid' })),
});
/** Sites whose term ends within `days` (or ended: grace and suspended), soonest first. */
export const termsEndingQuery = z.object({
  days: pageParam(365, 30),
  page: pageParam(100_000, 1),
  pageSize: pageParam(100, 20),
});
