import { eq } from 'drizzle-orm';
import { findLocale, type LocaleCode } from '../../../i18n/locales.ts';
import type { InvoiceParty } from '../../shared/invoice.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Env } from '../platform/env.ts';

/** The seller as configured (SELLER_* in the environment); frozen into each invoice at issue. */
export function sellerOf(env: Pick<Env, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_TAX_ID' | 'SELLER_COUNTRY'>) {
  return {
    name: env.SELLER_NAME,
    address: env.SELLER_ADDRESS,
    country: env.SELLER_COUNTRY,
    taxId: env.SELLER_TAX_ID,
  } satisfies InvoiceParty;
}

export type Seller = ReturnType<typeof sellerOf>;

export interface Buyer extends InvoiceParty {
  /** The account's language: the invoice is written in it. */
  locale: LocaleCode;
}

const filled = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Who an invoice is made out to: the company name, address, country and tax number from
 * Personal settings when filled in, else the account's real name (or account name) and its
 * e-mail. Read in the issuing transaction, so the invoice holds the details as they were.
 */
export async function buyerOf(tx: Db, userId: number): Promise<Buyer> {
  const [u] = await tx
    .select({
      account: users.account,
      realName: users.realName,
      email: users.email,
      locale: users.locale,
      companyName: users.companyName,
      billingAddress: users.billingAddress,
      billingCountry: users.billingCountry,
      taxNumber: users.taxNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw new Error(`buyerOf: no user ${userId}`);
  return {
    name: filled(u.companyName) ?? filled(u.realName) ?? u.account,
    address: filled(u.billingAddress),
    country: filled(u.billingCountry)?.toUpperCase() ?? null,
    taxId: filled(u.taxNumber),
    email: u.email,
    locale: findLocale(u.locale)?.code ?? 'en',
  };
}

/**
 * EU reverse charge (VAT Directive art. 196): a business buyer — one with a tax number — in
 * another country than the seller accounts for the VAT itself; the invoice says so.
 */
export const reverseCharge = (seller: InvoiceParty, buyer: InvoiceParty) =>
  Boolean(buyer.taxId && buyer.country && seller.country && buyer.country !== seller.country);
