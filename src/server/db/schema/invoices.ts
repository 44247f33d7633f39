import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InvoiceSnapshot } from '../../../shared/invoice.ts';
import { orders } from './orders.ts';
import { ledger } from './payments.ts';
import { users } from './users.ts';

/** PostgreSQL `bytea` as bytes (both drivers return a Uint8Array/Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export type InvoiceSeries = 'INV' | 'CN';

/**
 * The last number given per series and year: taken with `INSERT … ON CONFLICT DO UPDATE SET
 * last_no = last_no + 1 RETURNING` in the issuing transaction (a sequence would leave gaps).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').$type<InvoiceSeries>().notNull(),
    year: integer('year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_counters_pkey', columns: [t.series, t.year] })],
);

/**
 * Invoices (`INV`) and credit notes (`CN`), never deleted: a trigger (migration 0018) refuses
 * DELETE, TRUNCATE and every UPDATE but filling `pdf`/`pdf_sha256` once. One invoice per order,
 * per top-up's ledger line, and one credit note per invoice (partial unique indexes).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    series: text('series').$type<InvoiceSeries>().notNull(),
    year: integer('year').notNull(),
    no: integer('no').notNull(),
    /** `INV-2026-000123`: series, year and the number padded to six digits (formatInvoiceNo). */
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    /** A top-up's ledger line (kind `deposit`). */
    ledgerId: integer('ledger_id').references(() => ledger.id),
    /** The invoice a credit note credits. */
    creditOf: integer('credit_of').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
  },
  (t) => [
    uniqueIndex('invoices_series_year_no_idx').on(t.series, t.year, t.no),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_order_idx').on(t.orderId).where(sql`series = 'INV'`),
    uniqueIndex('invoices_ledger_idx').on(t.ledgerId).where(sql`series = 'INV'`),
    uniqueIndex('invoices_credit_of_idx').on(t.creditOf).where(sql`series = 'CN'`),
    index('invoices_user_idx').on(t.userId, t.issuedAt.desc()),
    index('invoices_unprinted_idx').on(t.id).where(sql`pdf_sha256 is null`),
  ],
);
