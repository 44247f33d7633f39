/**
 * Invoice numbers and the snapshot an invoice keeps: pure, so the server, the tests and any
 * screen that lists invoices agree on them.
 */

export type InvoiceSeriesCode = 'INV' | 'CN';

/** `INV-2026-000123`: the number padded to six digits (a seventh digit just widens it). */
export function formatInvoiceNo(series: InvoiceSeriesCode, year: number, no: number): string {
  if (!Number.isSafeInteger(no) || no < 1) throw new RangeError(`invoice number must be a positive integer: ${no}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`invoice year out of range: ${year}`);
  return `${series}-${year}-${String(no).padStart(6, '0')}`;
}

/** The parts of a formatted number, or null when it is not one. */
export function parseInvoiceNo(text: string): { series: InvoiceSeriesCode; year: number; no: number } | null {
  const m = /^(INV|CN)-(\d{4})-(\d{6,})$/.exec(text);
  if (!m) return null;
  const no = Number(m[3]);
  if (no < 1 || !Number.isSafeInteger(no) || (m[3]!.length > 6 && m[3]!.startsWith('0'))) return null;
  return { series: m[1] as InvoiceSeriesCode, year: Number(m[2]), no };
}

/** The seller as configured when the invoice was issued (SELLER_* in the environment). */
export interface InvoiceParty {
  name: string;
  address: string | null;
  /** ISO 3166-1 alpha-2, when known. */
  country: string | null;
  taxId: string | null;
  email?: string | null;
}

/** One line of an invoice: what was sold, in minor units of the invoice's currency. */
export type InvoiceLine =
  | { kind: 'package'; packageName: string; siteName: string; orderNo: string; quantity: 1; amountMinor: number }
  | { kind: 'topUp'; network: string | null; quantity: 1; amountMinor: number }
  | { kind: 'credit'; number: string; quantity: 1; amountMinor: number };

/** How the money came: the method, and for USDT the network and the transaction. */
export interface InvoicePayment {
  method: string;
  network: string | null;
  txHash: string | null;
  amountMinor: number;
  at: string;
}

/**
 * Everything an invoice shows, frozen when it is issued: later changes to the seller's
 * configuration, the buyer's details or the catalogue do not alter an issued invoice.
 */
export interface InvoiceSnapshot {
  version: 1;
  number: string;
  series: InvoiceSeriesCode;
  /** The buyer's account language then: the PDF is written in it. */
  locale: string;
  issuedAt: string;
  /** The date of supply (the payment, or the top-up's credit). */
  suppliedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  currency: string;
  lines: InvoiceLine[];
  totals: { subtotalMinor: number; taxMinor: number; totalMinor: number; taxRate: string };
  /** The buyer accounts for VAT (a business with a tax number in another country than the seller). */
  reverseCharge: boolean;
  payments: InvoicePayment[];
  /** USDT counted against a dollar price: the rate used. */
  rate: string | null;
  /** A credit note: the invoice it credits, and why. */
  credits?: { invoiceId: number; number: string; reason: string };
}
