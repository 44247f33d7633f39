import { sql } from 'drizzle-orm';
import type { InvalidReason } from '../../../shared/cartStatus.ts';
import { bigint, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CART_STATUS } from '../../../shared/cartStatus.ts';
import { users } from './users.ts';
import { packages, templates } from './catalog.ts';

/**
 * A merchant's cart: one future site per item. The price is a snapshot taken when the
 * item was added. `status` (CART_STATUS) and `invalid_reason` (why) are what the last
 * write found — adding, changing the template, or revalidateCartItem at checkout; reads
 * compute the status afresh and never write it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countriesId: integer('countries_id').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    siteName: text('site_name').notNull(),
    color1: text('color1').notNull(),
    color2: text('color2').notNull(),
    color3: text('color3').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: smallint('status').notNull().default(CART_STATUS.valid),
    invalidReason: text('invalid_reason').$type<InvalidReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId, t.createdAt.desc()),
    // Backs assertSiteNameFree against races between two tabs of one merchant.
    uniqueIndex('cart_items_user_site_name_idx').on(t.userId, sql`lower(${t.siteName})`),
  ],
);
