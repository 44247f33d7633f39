import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor, formatMicro, splitMicro } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { paymentEventResolutions, paymentEvents, staff, users } from '../db/schema/index.ts';
import { issueWithReceipt } from '../invoices/receipt.ts';
import { queueNotice } from '../mail/notices.ts';
import { balanceOf, carryFraction, credit } from '../orders/balance.ts';
import type { Providers } from '../orders/providers/index.ts';
import type { ProviderEvent } from '../orders/providers/provider.ts';
import { recordReceipt, settleReceipt } from '../orders/receipts.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';

/** The currencies a merchant's balance (in dollars) takes one for one (api.md). */
const BALANCE_TAKES = new Set(['USD', 'USDT']);

type Money = Extract<ProviderEvent, { amountMicro: number }>;

/** What a held event says about money, read again by its provider (null: nothing readable). */
function moneyOf(providers: Providers, provider: string, id: string, body: unknown): Money | null {
  const read = providers.byCode(provider)?.read(id, body);
  return read?.event && 'amountMicro' in read.event ? read.event : null;
}

/** The merchant a held event's money was meant for, when its payment names one. */
async function ownerOf(db: Db, paymentId: string | null) {
  if (!paymentId) return null;
  const [row] = rowsOf<{ id: number; account: string }>(
    await db.execute(
      sql`select u.id, u.account from payments p join users u on u.id = p.user_id where p.id = ${paymentId}`,
    ),
  );
  return row ?? null;
}

/** The events held for review, newest first, with what each says about money. */
export async function listReview(db: Db, providers: Providers, page: { page: number; pageSize: number }) {
  const held = and(eq(paymentEvents.outcome, 'review'));
  const [total] = await db.select({ n: count() }).from(paymentEvents).where(held);
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(held)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const list = await Promise.all(rows.map((r) => viewOf(db, providers, r)));
  return { list, total: Number(total?.n ?? 0) };
}

async function viewOf(db: Db, providers: Providers, r: typeof paymentEvents.$inferSelect) {
  const money = moneyOf(providers, r.provider, r.id, r.body);
  const owner = await ownerOf(db, r.paymentId);
  return {
    provider: r.provider,
    id: r.id,
    type: r.type,
    reason: r.reason ?? 'unreadable',
    receivedAt: r.receivedAt.toISOString(),
    amount: money ? formatMicro(money.amountMicro, money.currency === 'USDT' ? 6 : 2) : null,
    currency: money?.currency ?? null,
    reference: money?.reference ?? null,
    account: owner?.account ?? null,
    userId: owner ? Number(owner.id) : null,
  };
}

/** One held event with its payload. */
export async function reviewEvent(db: Db, providers: Providers, key: { provider: string; id: string }) {
  const [r] = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, key.provider), eq(paymentEvents.id, key.id)));
  if (!r) throw new AppError('not_found');
  return { ...(await viewOf(db, providers, r)), body: r.body };
}

export interface Resolution {
  provider: string;
  id: string;
  action: 'credit' | 'returned';
  /** credit: the merchant whose balance takes the money. */
  account?: string | undefined;
  /** returned: the reference of the return at the provider or on the chain. */
  reference?: string | undefined;
  reason: string;
}

/**
 * Resolves one held event, once: the resolution's insert is the guard (two staff at once: one
 * inserts, the other is told who did). Credit: the money is counted by its identity at the
 * provider (never twice, even if it arrives again under another event), credited to the
 * merchant's balance with its ledger line, invoice, receipt and notice. Returned: recorded with
 * the return's reference; no money moves here. Both leave the audit row, in the same transaction.
 */
export async function resolveReview(
  db: Db,
  providers: Providers,
  actor: StaffActor,
  input: Resolution,
  now: Date,
): Promise<{ resolvedBy: string; action: Resolution['action'] }> {
  return db.transaction(async (tx) => {
    const [ev] = await tx
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, input.provider), eq(paymentEvents.id, input.id)))
      .for('update');
    if (!ev) throw new AppError('not_found');
    const [merchant] =
      input.action === 'credit'
        ? await tx
            .select({ id: users.id, account: users.account })
            .from(users)
            .where(sql`lower(${users.account}) = ${(input.account ?? '').trim().toLowerCase()}`)
        : [];
    const [mine] = await tx
      .insert(paymentEventResolutions)
      .values({
        provider: ev.provider,
        eventId: ev.id,
        action: input.action,
        staffId: actor.id!,
        userId: merchant?.id ?? null,
        reference: input.reference?.trim() || null,
        reason: input.reason,
        at: now,
      })
      .onConflictDoNothing()
      .returning({ at: paymentEventResolutions.at });
    if (!mine) {
      const [by] = await tx
        .select({ name: staff.name })
        .from(paymentEventResolutions)
        .innerJoin(staff, eq(staff.id, paymentEventResolutions.staffId))
        .where(and(eq(paymentEventResolutions.provider, ev.provider), eq(paymentEventResolutions.eventId, ev.id)));
      throw new AppError('conflict', { key: 'staff.error.alreadyResolved', vars: { who: by?.name ?? '?' } });
    }
    if (ev.outcome !== 'review')
      throw new AppError('conflict', { key: 'staff.error.alreadyResolved', vars: { who: '—' } });
    let after: Record<string, unknown> = { action: input.action, reference: input.reference ?? null };
    if (input.action === 'credit') {
      if (!merchant)
        throw new AppError('validation_failed', {
          key: 'staff.error.merchantMissing',
          issues: [{ path: 'account', key: 'staff.error.merchantMissing' }],
        });
      const money = moneyOf(providers, ev.provider, ev.id, ev.body);
      if (!money || !BALANCE_TAKES.has(money.currency))
        throw new AppError('conflict', { key: 'staff.error.nothingToCredit' });
      after = {
        ...after,
        ...(await creditHeld(tx, { provider: ev.provider, eventId: ev.id, userId: merchant.id, money, now })),
        account: merchant.account,
      };
    }
    await tx
      .update(paymentEvents)
      .set({ outcome: 'resolved' })
      .where(
        and(eq(paymentEvents.provider, ev.provider), eq(paymentEvents.id, ev.id), eq(paymentEvents.outcome, 'review')),
      );
    await appendAudit(
      tx,
      actor,
      {
        action: `review.${input.action}`,
        target: `payment_event:${ev.provider}/${ev.id}`,
        before: { outcome: 'review', reason: ev.reason },
        after,
        reason: input.reason,
      },
      now,
    );
    return { resolvedBy: actor.name, action: input.action };
  });
}

/** The held money counted once by its identity at the provider, then credited as a top-up is. */
async function creditHeld(
  tx: Db,
  m: { provider: string; eventId: string; userId: number; money: Money; now: Date },
): Promise<{ creditedMinor: number; ledgerId: number }> {
  const receipt = await recordReceipt(tx, {
    provider: m.provider,
    moneyKey: m.money.moneyKey,
    eventId: m.eventId,
    userId: m.userId,
    paymentId: null,
    orderId: null,
    depositId: null,
    reference: m.money.reference,
    currency: m.money.currency,
    amountMicro: m.money.amountMicro,
    receivedAt: m.now,
  });
  if (!receipt) throw new AppError('conflict', { key: 'staff.error.moneyCounted' });
  const { minor, residueMicro } = splitMicro(m.money.amountMicro);
  const refs = { userId: m.userId, eventId: m.eventId, now: m.now };
  const ledgerId = await credit(tx, { ...refs, amountMinor: minor, kind: 'deposit', reason: 'review' });
  await carryFraction(tx, { ...refs, micro: residueMicro });
  await settleReceipt(tx, receipt.id, { appliedMinor: 0, creditedMinor: minor, residueMicro });
  await issueWithReceipt(tx, { kind: 'topUp', ledgerId }, m.now);
  await queueNotice(tx, {
    kind: 'topup_credited',
    subject: `ledger:${ledgerId}`,
    userId: m.userId,
    data: { amount: formatMinor(minor), currency: 'USD', balance: formatMinor(await balanceOf(tx, m.userId)) },
    now: m.now,
  });
  return { creditedMinor: minor, ledgerId };
}
