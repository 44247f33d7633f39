import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { withdrawalAddresses } from '../db/schema/index.ts';
import type { MerchantCtx } from '../core/context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../../shared/errors.ts';
import type { AddressAddInput } from '../../shared/schemas/withdrawals.ts';
import { canonicalAddress } from './addressRules.ts';
import { tellAddress } from './tell.ts';

/** The e-mailed code is good for this long and this many tries; then the address is added again. */
const CODE_MINUTES = 15;
const CODE_TRIES = 5;

export type AddressRow = typeof withdrawalAddresses.$inferSelect;
type BookCtx = MerchantCtx & { coolingMs: number };

/** Only the code's hash is kept, salted by its address row. */
const codeHash = (id: number, code: string) =>
  createHash('sha256').update(`withdraw-address:${id}:${code}`).digest('hex');

export function addressAnswer(a: AddressRow, now: Date) {
  const usable = a.usableFrom !== null && a.usableFrom <= now;
  return {
    id: a.id,
    network: a.network,
    address: a.address,
    label: a.label,
    state: a.confirmedAt === null ? ('pending' as const) : usable ? ('usable' as const) : ('cooling' as const),
    confirmedAt: a.confirmedAt?.toISOString() ?? null,
    usableFrom: a.usableFrom?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The merchant's live addresses, newest first. */
export async function listAddresses({ ctx }: { ctx: MerchantCtx }) {
  const rows = await ctx.db
    .select()
    .from(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.userId, ctx.userId), isNull(withdrawalAddresses.removedAt)))
    .orderBy(desc(withdrawalAddresses.createdAt), desc(withdrawalAddresses.id));
  const now = ctx.now();
  return rows.map((a) => addressAnswer(a, now));
}

/** Adds an address (checksum-checked) and e-mails the code that confirms it. */
export async function addAddress({ ctx, input }: { ctx: BookCtx; input: AddressAddInput }) {
  const address = canonicalAddress(input.network, input.address);
  if (!address) {
    throw new AppError('validation_failed', {
      key: 'withdraw.error.addressInvalid',
      vars: { network: input.network },
      issues: [{ path: 'address', key: 'withdraw.error.addressInvalid', vars: { network: input.network } }],
    });
  }
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawalAddresses)
        .values({
          userId: ctx.userId,
          network: input.network,
          address,
          label: input.label,
          codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
          createdAt: now,
        })
        .returning();
      const [added] = await tx
        .update(withdrawalAddresses)
        .set({ codeHash: codeHash(row!.id, code) })
        .where(eq(withdrawalAddresses.id, row!.id))
        .returning();
      await tellAddress(tx, {
        kind: 'withdraw_address_code',
        userId: ctx.userId,
        subject: `address:${row!.id}:code`,
        data: {
          code,
          expiresMinutes: CODE_MINUTES,
          network: input.network,
          address,
          label: input.label,
          coolingHours: ctx.coolingMs / 3_600_000,
        },
        now,
      });
      return addressAnswer(added!, now);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AppError('conflict', {
      key: 'withdraw.error.addressDuplicate',
      issues: [{ path: 'address', key: 'withdraw.error.addressDuplicate' }],
    });
  }
}

/**
 * Confirms an address with its code: the cooling-off starts now. A wrong code counts a try (in
 * its own conditional update, so guesses in parallel count each); past the tries or the expiry
 * the code is dead and the address must be added again.
 */
export async function confirmAddress({ ctx, input }: { ctx: BookCtx; input: { id: number; code: string } }) {
  const now = ctx.now();
  const mine = and(
    eq(withdrawalAddresses.id, input.id),
    eq(withdrawalAddresses.userId, ctx.userId),
    isNull(withdrawalAddresses.removedAt),
  );
  const [a] = await ctx.db.select().from(withdrawalAddresses).where(mine);
  if (!a) throw new AppError('not_found');
  if (a.confirmedAt) return addressAnswer(a, now);
  const wrong = (key: 'withdraw.error.codeWrong' | 'withdraw.error.codeTries') =>
    new AppError('validation_failed', { key, issues: [{ path: 'code', key }] });
  if (!a.codeHash || !a.codeExpiresAt || a.codeExpiresAt <= now || a.codeTries >= CODE_TRIES) {
    throw wrong('withdraw.error.codeTries');
  }
  return ctx.db
    .transaction(async (tx) => {
      const [confirmed] = await tx
        .update(withdrawalAddresses)
        .set({
          confirmedAt: now,
          usableFrom: new Date(now.getTime() + ctx.coolingMs),
          codeHash: null,
        })
        .where(
          and(
            mine,
            isNull(withdrawalAddresses.confirmedAt),
            eq(withdrawalAddresses.codeHash, codeHash(a.id, input.code)),
            sql`${withdrawalAddresses.codeTries} < ${CODE_TRIES}`,
          ),
        )
        .returning();
      if (!confirmed) {
        await tx
          .update(withdrawalAddresses)
          .set({ codeTries: sql`${withdrawalAddresses.codeTries} + 1` })
          .where(mine);
        // Committed: the try counts even though the answer is a refusal.
        return null;
      }
      await tellAddress(tx, {
        kind: 'withdraw_address_added',
        userId: ctx.userId,
        subject: `address:${a.id}:added`,
        data: {
          network: confirmed.network,
          address: confirmed.address,
          label: confirmed.label,
          usableFrom: confirmed.usableFrom!.toISOString(),
        },
        now,
      });
      return addressAnswer(confirmed, now);
    })
    .then((done) => {
      if (!done) throw wrong('withdraw.error.codeWrong');
      return done;
    });
}

/** Removes an address at once; withdrawals already requested keep their snapshot of it. */
export async function removeAddress({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }) {
  const [gone] = await ctx.db
    .update(withdrawalAddresses)
    .set({ removedAt: ctx.now(), codeHash: null })
    .where(
      and(
        eq(withdrawalAddresses.id, input.id),
        eq(withdrawalAddresses.userId, ctx.userId),
        isNull(withdrawalAddresses.removedAt),
      ),
    )
    .returning({ id: withdrawalAddresses.id });
  if (!gone) throw new AppError('not_found');
}
