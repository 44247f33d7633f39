import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, withdrawalAddresses, withdrawalHistory, withdrawals } from '../db/schema/index.ts';
import type { MerchantCtx } from '../core/context.ts';
import { type AccountCtx, confirmPassword, loadUser } from '../accounts/users.ts';
import { balanceOf } from '../orders/balance.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor, parseMoney } from '../../shared/money.ts';
import type { UsdtNetwork } from '../../shared/schemas/constants.ts';
import type { WithdrawRequestInput } from '../../shared/schemas/withdrawals.ts';
import { approvalsFor, limitsAnswer, type WithdrawConfig } from './config.ts';
import { withdrawalDigest } from './digest.ts';
import { heldOf, hold } from './holds.ts';
import { moveWithdrawal } from './transition.ts';
import { tellWithdrawal } from './tell.ts';
import { historyOf, withdrawalAnswer } from './view.ts';

type Cfg = { config: WithdrawConfig };
const DAY = 86_400_000;
/** What the merchant requested in the last 24 hours and 7 days: every withdrawal but those whose hold went back. */
async function used(db: Db, userId: number, now: Date) {
  const r = await db.execute(sql`
    select coalesce(sum(amount_minor) filter (where requested_at > ${new Date(now.getTime() - DAY)}), 0) as day,
           coalesce(sum(amount_minor), 0) as week
    from withdrawals
    where user_id = ${userId} and requested_at > ${new Date(now.getTime() - 7 * DAY)}
      and status in ('requested', 'approved', 'exported', 'sent', 'confirmed')`);
  const row = rowsOf<{ day: string | number; week: string | number }>(r)[0];
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0) };
}

/** The limits, the balance (available, held, total) and, for an amount, its fee and what leaves the balance. */
export async function quote({
  ctx,
  input,
}: {
  ctx: MerchantCtx & Cfg;
  input: { amount?: string | undefined; network?: UsdtNetwork | undefined };
}) {
  const c = ctx.config;
  const [available, held, u] = await Promise.all([
    balanceOf(ctx.db, ctx.userId),
    heldOf(ctx.db, ctx.userId),
    used(ctx.db, ctx.userId, ctx.now()),
  ]);
  const network = input.network ?? 'TRC20';
  const fee = c.feeMinor[network];
  const maxAmount = Math.max(0, Math.min(available - fee, c.dailyMinor - u.day, c.weeklyMinor - u.week));
  const amount = input.amount === undefined ? null : parseMoney(input.amount);
  return {
    limits: limitsAnswer(c),
    available: formatMinor(available),
    held: formatMinor(held),
    total: formatMinor(available + held),
    usedToday: formatMinor(u.day),
    usedThisWeek: formatMinor(u.week),
    maxAmount: formatMinor(maxAmount),
    amount: amount === null ? null : formatMinor(amount),
    fee: amount === null ? null : formatMinor(fee),
    totalDebit: amount === null ? null : formatMinor(amount + fee),
  };
}

const refuse = (path: string, key: Parameters<typeof asIssue>[1], vars: Record<string, string | number> = {}) =>
  new AppError('validation_failed', { key, vars, issues: [asIssue(path, key, vars)] });
const asIssue = (
  path: string,
  key:
    | 'withdraw.error.amountInvalid'
    | 'withdraw.error.amountMin'
    | 'withdraw.error.overDaily'
    | 'withdraw.error.overWeekly'
    | 'withdraw.error.addressUnknown'
    | 'withdraw.error.addressUnconfirmed'
    | 'withdraw.error.addressCooling',
  vars: Record<string, string | number>,
) => ({ path, key, vars });

/**
 * A withdrawal request: the password again, then in one transaction — the merchant's balance
 * row locked (their requests and balance payments queue behind it), the address usable, the
 * minimum and the daily and weekly limits, the row, and the hold (a conditional update: never
 * below zero) with its ledger line, its history row and the e-mail. Anything refused writes nothing.
 */
export async function requestWithdrawal({ ctx, input }: { ctx: AccountCtx & Cfg; input: WithdrawRequestInput }) {
  const c = ctx.config;
  const amountMinor = parseMoney(input.amount);
  if (amountMinor === null || amountMinor < 0) throw refuse('amount', 'withdraw.error.amountInvalid');
  if (amountMinor < c.minMinor) throw refuse('amount', 'withdraw.error.amountMin', { min: formatMinor(c.minMinor) });
  await confirmPassword(ctx, await loadUser(ctx.db, ctx.userId), input.password, 'password');
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ u: balances.userId }).from(balances).where(eq(balances.userId, ctx.userId)).for('update');
    const [a] = await tx
      .select()
      .from(withdrawalAddresses)
      .where(
        and(
          eq(withdrawalAddresses.id, input.addressId),
          eq(withdrawalAddresses.userId, ctx.userId),
          isNull(withdrawalAddresses.removedAt),
        ),
      );
    if (!a) throw refuse('addressId', 'withdraw.error.addressUnknown');
    if (!a.confirmedAt || !a.usableFrom) throw refuse('addressId', 'withdraw.error.addressUnconfirmed');
    if (a.usableFrom > now) {
      throw refuse('addressId', 'withdraw.error.addressCooling', { at: a.usableFrom.toISOString() });
    }
    const u = await used(tx, ctx.userId, now);
    if (u.day + amountMinor > c.dailyMinor) {
      throw refuse('amount', 'withdraw.error.overDaily', { left: formatMinor(Math.max(0, c.dailyMinor - u.day)) });
    }
    if (u.week + amountMinor > c.weeklyMinor) {
      throw refuse('amount', 'withdraw.error.overWeekly', { left: formatMinor(Math.max(0, c.weeklyMinor - u.week)) });
    }
    const feeMinor = c.feeMinor[a.network];
    const fields = { userId: ctx.userId, amountMinor, feeMinor, network: a.network, address: a.address };
    const [w] = await tx
      .insert(withdrawals)
      .values({
        ...fields,
        addressId: a.id,
        status: 'requested',
        digest: withdrawalDigest(fields),
        approvalsNeeded: approvalsFor(c, amountMinor),
        requestedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!(await hold(tx, { userId: ctx.userId, withdrawalId: w!.id, totalMinor: amountMinor + feeMinor, now }))) {
      throw new AppError('insufficient_balance', {
        key: 'withdraw.error.overAvailable',
        vars: { total: formatMinor(amountMinor + feeMinor), available: formatMinor(await balanceOf(tx, ctx.userId)) },
      });
    }
    await tx
      .insert(withdrawalHistory)
      .values({ withdrawalId: w!.id, fromStatus: null, toStatus: 'requested', actor: 'merchant', at: now });
    await tellWithdrawal(tx, w!, now);
    return { w: w!, label: a.label };
  });
  return withdrawalAnswer(row.w, (await historyOf(ctx.db, [row.w.id])).get(row.w.id) ?? [], row.label);
}

/** The merchant cancels a request that no one has approved yet; the hold goes back. */
export async function cancelWithdrawal({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }) {
  const now = ctx.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const [w] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, input.id), eq(withdrawals.userId, ctx.userId)));
    if (!w) throw new AppError('not_found');
    const done = await moveWithdrawal(tx, { id: w.id, move: 'cancel', actor: 'merchant', userId: ctx.userId, now });
    if (!done) throw new AppError('invalid_transition', { key: 'withdraw.error.notCancellable' });
    await tellWithdrawal(tx, done, now);
    return done;
  });
  return withdrawalAnswer(
    moved,
    (await historyOf(ctx.db, [moved.id])).get(moved.id) ?? [],
    await labelOf(ctx.db, moved),
  );
}

async function labelOf(db: Db, w: { addressId: number }) {
  const [a] = await db
    .select({ label: withdrawalAddresses.label })
    .from(withdrawalAddresses)
    .where(eq(withdrawalAddresses.id, w.addressId));
  return a?.label ?? null;
}

/** The merchant's withdrawals, newest first, each with its history. */
export async function listWithdrawals({ ctx, input }: { ctx: MerchantCtx; input: { page: number; pageSize: number } }) {
  const mine = eq(withdrawals.userId, ctx.userId);
  const [total] = await ctx.db.select({ n: count() }).from(withdrawals).where(mine);
  const rows = await ctx.db
    .select({ w: withdrawals, label: withdrawalAddresses.label })
    .from(withdrawals)
    .leftJoin(withdrawalAddresses, eq(withdrawalAddresses.id, withdrawals.addressId))
    .where(mine)
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const history = await historyOf(
    ctx.db,
    rows.map((r) => r.w.id),
  );
  return {
    list: rows.map((r) => withdrawalAnswer(r.w, history.get(r.w.id) ?? [], r.label)),
    total: Number(total?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}
