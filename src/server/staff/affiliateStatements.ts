import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { type IsoWeek, mondayOf, parseWeek } from '../../shared/isoWeek.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import { AppError } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import {
  affiliateSettlementLines,
  affiliateSettlements,
  affiliates,
  orders,
  staff,
  users,
} from '../db/schema/index.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';

/**
 * Weekly affiliate statements. An affiliate's merchants are those who registered with its code
 * (affiliateCodes.ts); their orders paid in the ISO week (by `pay_time`, UTC Monday to Monday,
 * status Purchased or Completed) earn the affiliate `rate_bp` basis points of the order's amount,
 * **rounded down per order** (the statement's lines add up to its total exactly). Computed on
 * read while the week is open; once finance settles it, the rows of `affiliate_settlements`
 * (one per currency) and their lines are the statement, at the rate of that moment.
 */

export interface StatementLine {
  id: number;
  orderNo: string;
  merchant: string;
  paidAt: Date;
  amountMinor: number;
  currency: string;
  commissionMinor: number;
}

/** An order's commission: `rate_bp` of its amount in minor units, rounded down (exact in bigint). */
export const commissionOf = (amountMinor: number, rateBp: number) =>
  Number((BigInt(amountMinor) * BigInt(rateBp)) / 10_000n);

/** Minor units (a bigint sum) as the API's decimal string, two places. */
function money(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const weekOrThrow = (text: string): IsoWeek => {
  const w = parseWeek(text);
  if (!w) throw new AppError('validation_failed', { issues: [{ path: 'week', key: 'staff.statements.weekInvalid' }] });
  return w;
};

async function affiliateOf(db: Db, id: number) {
  const [a] = await db
    .select({ id: affiliates.id, name: affiliates.name, code: affiliates.code })
    .from(affiliates)
    .where(eq(affiliates.id, id));
  if (!a) throw new AppError('not_found');
  return a;
}

/** The attributed merchants' orders paid in the week, as they stand now. */
async function liveLines(db: Db, code: string, w: IsoWeek, rateBp: number): Promise<StatementLine[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      merchant: users.account,
      paidAt: orders.payTime,
      amountMinor: orders.amountMinor,
      currency: orders.currency,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(users.referrerCode, code),
        gte(orders.payTime, w.from),
        lt(orders.payTime, w.to),
        inArray(orders.status, [ORDER_STATUS.purchased, ORDER_STATUS.completed]),
      ),
    )
    .orderBy(asc(orders.payTime), asc(orders.id));
  return rows.map((r) => ({ ...r, paidAt: r.paidAt!, commissionMinor: commissionOf(r.amountMinor, rateBp) }));
}

/** The settlement rows of an affiliate's week (none while it is open), with who settled it. */
async function settlementsOf(db: Db, affiliateId: number, monday: string) {
  return db
    .select({ s: affiliateSettlements, by: staff.name })
    .from(affiliateSettlements)
    .innerJoin(staff, eq(staff.id, affiliateSettlements.settledBy))
    .where(and(eq(affiliateSettlements.affiliateId, affiliateId), eq(affiliateSettlements.weekStart, monday)))
    .orderBy(asc(affiliateSettlements.currency));
}

/** The frozen lines of a settled week. */
async function settledLines(db: Db, ids: number[]): Promise<StatementLine[]> {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      merchant: users.account,
      paidAt: orders.payTime,
      amountMinor: affiliateSettlementLines.amountMinor,
      currency: orders.currency,
      commissionMinor: affiliateSettlementLines.commissionMinor,
    })
    .from(affiliateSettlementLines)
    .innerJoin(orders, eq(orders.id, affiliateSettlementLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(affiliateSettlementLines.settlementId, ids))
    .orderBy(asc(orders.payTime), asc(orders.id))
    .then((rows) => rows.map((r) => ({ ...r, paidAt: r.paidAt! })));
}

/** Per currency: how many orders, what they came to, and the commission (the sum of each order's). */
function totalsOf(lines: StatementLine[]) {
  const by = new Map<string, { orders: number; amount: bigint; commission: bigint }>();
  for (const l of lines) {
    const t = by.get(l.currency) ?? { orders: 0, amount: 0n, commission: 0n };
    t.orders++;
    t.amount += BigInt(l.amountMinor);
    t.commission += BigInt(l.commissionMinor);
    by.set(l.currency, t);
  }
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([currency, t]) => ({ currency, ...t }));
}

/** Approved affiliates by name, with their codes and how many merchants registered with each; the rate in force. */
export async function listPartners(db: Db, rateBp: number) {
  const rows = await db
    .select({
      id: affiliates.id,
      name: affiliates.name,
      code: affiliates.code,
      since: affiliates.createdAt,
      merchants: count(users.id),
    })
    .from(affiliates)
    .leftJoin(users, eq(users.referrerCode, affiliates.code))
    .groupBy(affiliates.id)
    .orderBy(asc(affiliates.name), asc(affiliates.id));
  return { rateBp, list: rows.map((r) => ({ ...r, since: r.since.toISOString(), merchants: Number(r.merchants) })) };
}

/** An affiliate's statement for an ISO week: live while unsettled, frozen once settled. */
export async function affiliateStatement(
  db: Db,
  input: { affiliateId: number; week: string },
  now: Date,
  rateBp: number,
) {
  const w = weekOrThrow(input.week);
  const a = await affiliateOf(db, input.affiliateId);
  const settled = await settlementsOf(db, a.id, mondayOf(w));
  const first = settled[0];
  const lines = first
    ? await settledLines(
        db,
        settled.map((r) => r.s.id),
      )
    : await liveLines(db, a.code, w, rateBp);
  return {
    affiliate: a,
    week: w.week,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    ended: now.getTime() >= w.to.getTime(),
    rateBp: first ? first.s.rateBp : rateBp,
    settled: first
      ? { by: first.by, at: first.s.settledAt.toISOString(), reference: first.s.reference, reason: first.s.reason }
      : null,
    totals: totalsOf(lines).map((t) => ({
      currency: t.currency,
      orders: t.orders,
      amount: money(t.amount),
      commission: money(t.commission),
    })),
    orders: lines.map((l) => ({
      id: l.id,
      orderNo: l.orderNo,
      merchant: l.merchant,
      paidAt: l.paidAt.toISOString(),
      amount: money(BigInt(l.amountMinor)),
      currency: l.currency,
      commission: money(BigInt(l.commissionMinor)),
    })),
  };
}

/** 409 naming who settled the week first. */
async function alreadySettled(tx: Db, affiliateId: number, monday: string): Promise<never> {
  const [done] = await settlementsOf(tx, affiliateId, monday);
  throw new AppError('conflict', { key: 'staff.statements.alreadySettled', vars: { who: done?.by ?? '—' } });
}

/**
 * Finance marks an ended week settled: one row per currency freezes its orders, amounts and
 * rate, with one audit row, in one transaction. The unique key (affiliate, week, currency) is the
 * guard: of two people settling at once, one inserts and the other is told who did.
 */
export async function settleWeek(
  db: Db,
  actor: StaffActor,
  input: { affiliateId: number; week: string; reference?: string | undefined; reason: string },
  now: Date,
  rateBp: number,
) {
  const w = weekOrThrow(input.week);
  if (now.getTime() < w.to.getTime()) throw new AppError('conflict', { key: 'staff.statements.weekOpen' });
  const monday = mondayOf(w);
  await db.transaction(async (tx) => {
    const a = await affiliateOf(tx, input.affiliateId);
    if ((await settlementsOf(tx, a.id, monday)).length) await alreadySettled(tx, a.id, monday);
    const lines = await liveLines(tx, a.code, w, rateBp);
    if (!lines.length) throw new AppError('conflict', { key: 'staff.statements.nothingToSettle' });
    const totals = totalsOf(lines);
    for (const t of totals) {
      const [row] = await tx
        .insert(affiliateSettlements)
        .values({
          affiliateId: a.id,
          weekStart: monday,
          currency: t.currency,
          orderCount: t.orders,
          amountMinor: Number(t.amount),
          commissionMinor: Number(t.commission),
          rateBp,
          reference: input.reference || null,
          reason: input.reason,
          settledBy: actor.id!,
          settledAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: affiliateSettlements.id });
      // Someone settled it between our check and this insert: theirs stands, this transaction rolls back.
      if (!row) await alreadySettled(tx, a.id, monday);
      const mine = lines.filter((l) => l.currency === t.currency);
      const added = await tx
        .insert(affiliateSettlementLines)
        .values(
          mine.map((l) => ({
            settlementId: row!.id,
            orderId: l.id,
            amountMinor: l.amountMinor,
            commissionMinor: l.commissionMinor,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: affiliateSettlementLines.id });
      // An order already commissioned in another settlement is never paid twice.
      if (added.length !== mine.length) throw new AppError('conflict', { key: 'staff.statements.orderSettled' });
    }
    await appendAudit(
      tx,
      actor,
      {
        action: 'affiliate.settle',
        target: `affiliate:${a.id}`,
        before: { week: w.week, settled: false },
        after: {
          week: w.week,
          settled: true,
          rateBp,
          reference: input.reference || null,
          totals: totals.map((t) => ({
            currency: t.currency,
            orders: t.orders,
            amount: money(t.amount),
            commission: money(t.commission),
          })),
        },
        reason: input.reason,
      },
      now,
    );
  });
  return affiliateStatement(db, { affiliateId: input.affiliateId, week: w.week }, now, rateBp);
}
