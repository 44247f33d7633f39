import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { orders, payments, sites } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { rowsOf } from '../db/rows.ts';
import { deriveAddress } from './providers/addresses.ts';
import type { Providers } from './providers/index.ts';
import { signLink } from './providers/sandboxLink.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMicro, formatMinor } from '../../shared/money.ts';
import { effectiveStatus, ORDER_STATUS } from '../../shared/orderStatus.ts';
import type { PaymentResults, PaymentStart, PayMethodInfo, ReceiptView, SiteStatus } from '../../shared/orderTypes.ts';
import { USDT_NETWORKS, type UnifiedOrderingInput } from '../../shared/schemas/orders.ts';
import { balanceOf, debit } from './balance.ts';
import { type ActionCtx, countAction } from '../core/actionLimits.ts';
import { type MerchantCtx, withDb } from '../core/context.ts';
import { issueWithReceipt } from '../invoices/receipt.ts';
import { applyMoneyToOrder } from './orderMoney.ts';
import { receiptsOfOrder } from './receipts.ts';
import { invalidateIfItemWithdrawn, ownOrderRow } from './orders.ts';
import { verifiedHosts } from '../domains/domains.ts';
import { requireVerifiedEmail } from '../accounts/emailVerification.ts';

type PaymentRow = typeof payments.$inferSelect;
export interface PayCtx extends MerchantCtx, ActionCtx {
  providers: Providers;
}

/** Hours an address stays watched after its payment expires (BTCPay Server's window). */
export const WATCH_HOURS = 24;

export async function listPayMethods({ ctx }: { ctx: PayCtx }): Promise<PayMethodInfo[]> {
  const balance = await balanceOf(ctx.db, ctx.userId);
  const usdt = ctx.providers.usdt;
  return [
    ...(usdt
      ? [
          {
            code: 'usdt' as const,
            name: ctx.t('pay.method.usdt'),
            kind: 'crypto' as const,
            networks: [...USDT_NETWORKS],
            testMode: usdt.testMode,
          },
        ]
      : []),
    ...(ctx.providers.sandbox
      ? [{ code: 'sandbox' as const, name: ctx.t('pay.method.sandbox'), kind: 'card' as const, testMode: true }]
      : []),
    { code: 'balance', name: ctx.t('pay.method.balance'), kind: 'balance', balance: formatMinor(balance) },
  ];
}

/**
 * pay/unified-ordering. The same Idempotency-Key with the same body returns the same
 * payment; with another body it is refused. Balance payments settle at once.
 */
export async function startPayment({
  ctx,
  input,
  idempotencyKey,
}: {
  ctx: PayCtx;
  input: UnifiedOrderingInput;
  idempotencyKey: string | null;
}): Promise<PaymentStart> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.orderId, input.method, input.network ?? null]))
    .digest('hex');
  if (idempotencyKey) {
    const again = await byKey(ctx, idempotencyKey);
    if (again) return replay(ctx, again, requestHash);
  }
  if (input.method === 'sandbox' && !ctx.providers.sandbox) {
    throw new AppError('conflict', { key: 'pay.methodUnavailable' });
  }
  if (input.method === 'usdt') usdtProvider(ctx);
  await requireVerifiedEmail(ctx);
  // A replay (above) is free; each new payment of an order counts, keyed by who asks, so
  // naming another merchant's order uses up nothing of theirs.
  await countAction(ctx, 'paymentStart', `${ctx.userId}:${input.orderId}`);
  if (await invalidateIfItemWithdrawn(ctx, input.orderId)) {
    throw new AppError('invalid_transition', { key: 'order.becameInvalid' });
  }
  try {
    return await ctx.db.transaction((tx) => create(withDb(ctx, tx), input, idempotencyKey, requestHash));
  } catch (err) {
    // The same key sent twice at once: one insert wins, the other replays it.
    if (idempotencyKey && isUniqueViolation(err)) {
      const again = await byKey(ctx, idempotencyKey);
      if (again) return replay(ctx, again, requestHash);
    }
    throw err;
  }
}

async function byKey(ctx: PayCtx, key: string) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, ctx.userId), eq(payments.idempotencyKey, key)));
  return row;
}

function replay(ctx: PayCtx, row: PaymentRow, requestHash: string): PaymentStart {
  if (row.requestHash !== requestHash) throw new AppError('conflict', { key: 'pay.idempotencyMismatch' });
  return toStart(ctx, row);
}

async function create(
  ctx: PayCtx,
  input: UnifiedOrderingInput,
  idempotencyKey: string | null,
  requestHash: string,
): Promise<PaymentStart> {
  const now = ctx.now();
  const order = await ownOrderRow(ctx, input.orderId, true);
  if (effectiveStatus(order.status, order.expiresAt, now) !== ORDER_STATUS.pending) {
    throw new AppError('invalid_transition', { key: 'pay.orderNotPending' });
  }
  const due = order.amountMinor - order.paidMinor;
  const id = `pay_${randomUUID().replaceAll('-', '')}`;
  const base = {
    id,
    orderId: order.id,
    userId: ctx.userId,
    method: input.method,
    amountMinor: due,
    currency: order.currency,
    idempotencyKey,
    requestHash,
    createdAt: now,
    updatedAt: now,
  };
  if (input.method === 'balance') {
    const took = await debit(ctx.db, {
      userId: ctx.userId,
      amountMinor: due,
      kind: 'order_payment',
      orderId: order.id,
      paymentId: id,
      now,
    });
    if (!took) throw new AppError('insufficient_balance');
    const [row] = await ctx.db
      .insert(payments)
      .values({ ...base, status: 'succeeded', paidMinor: due, expiresAt: now })
      .returning();
    const applied = await applyMoneyToOrder(ctx.db, {
      orderId: order.id,
      amountMinor: due,
      paymentId: id,
      eventId: null,
      transactionId: id,
      now,
    });
    if (applied.completed) await issueWithReceipt(ctx.db, { kind: 'order', orderId: order.id }, now);
    return toStart(ctx, row!);
  }
  if (input.method === 'usdt') {
    const network = input.network!;
    const index = await nextDerivationIndex(ctx);
    const address = deriveAddress(usdtProvider(ctx).xpub, index, network);
    const [row] = await ctx.db
      .insert(payments)
      .values({
        ...base,
        network,
        status: 'pending',
        address,
        derivationIndex: index,
        expiresAt: order.expiresAt,
        watchUntil: new Date(order.expiresAt.getTime() + WATCH_HOURS * 3_600_000),
      })
      .returning();
    return toStart(ctx, row!);
  }
  const [row] = await ctx.db
    .insert(payments)
    .values({ ...base, status: 'pending', expiresAt: order.expiresAt })
    .returning();
  return toStart(ctx, row!);
}

/** The USDT provider, or the refusal a merchant sees where this installation takes no USDT. */
export function usdtProvider(ctx: PayCtx) {
  if (!ctx.providers.usdt) throw new AppError('conflict', { key: 'pay.methodUnavailable' });
  return ctx.providers.usdt;
}

export async function nextDerivationIndex(ctx: { db: PayCtx['db'] }): Promise<number> {
  const r = await ctx.db.execute<{ n: string }>(sql`select nextval('usdt_derivation_index') as n`);
  return Number(rowsOf<{ n: string }>(r)[0]!.n);
}

function toStart(ctx: PayCtx, row: PaymentRow): PaymentStart {
  return {
    paymentId: row.id,
    method: row.method as PaymentStart['method'],
    network: (row.network as PaymentStart['network']) ?? null,
    amount: formatMinor(row.amountMinor),
    currency: row.method === 'usdt' ? 'USDT' : row.currency,
    payUrl: sandboxUrl(ctx, row),
    address: row.address,
    expiresAt: row.expiresAt.toISOString(),
    testMode: row.method === 'sandbox' || (row.method === 'usdt' && (ctx.providers.usdt?.testMode ?? false)),
  };
}

/** A fresh one-time link to the card page for the paying merchant (sandboxLink.ts). */
function sandboxUrl(ctx: PayCtx, row: PaymentRow): string | null {
  const sandbox = ctx.providers.sandbox;
  if (row.method !== 'sandbox' || !sandbox) return null;
  return `/pay/sandbox/${row.id}?lang=${ctx.locale}&t=${signLink(sandbox.secret, row.id, ctx.now())}`;
}

/** order/paymentresults: what the Created page polls after the merchant returns. */
export async function paymentResults({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: { id: number };
}): Promise<PaymentResults> {
  const order = await ownOrderRow(ctx, input.id);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt));
  const [site] = await ctx.db
    .select()
    .from(sites)
    .where(and(eq(sites.orderId, order.id), eq(sites.slotNo, 1)));
  const own = site?.status === 'live' ? await verifiedHosts(ctx.db, [site.id]) : new Map<number, string>();
  return {
    orderId: order.id,
    status: effectiveStatus(order.status, order.expiresAt, ctx.now()),
    paid: formatMinor(order.paidMinor),
    remaining: formatMinor(order.amountMinor - order.paidMinor),
    credited: formatMinor(order.creditedMinor),
    currency: order.currency,
    siteId: site?.id ?? null,
    site: site
      ? {
          status: site.status as SiteStatus,
          domain: site.domain,
          backendUrl: site.backendUrl,
          ownDomain: own.get(site.id) ?? null,
          account: site.opsAccount,
          retryAt: site.status === 'provisioning' ? (site.retryAt?.toISOString() ?? null) : null,
          attempts: site.failedAttempts,
        }
      : null,
    payments: rows.map((p) => ({
      paymentId: p.id,
      method: p.method as PaymentStart['method'],
      network: (p.network as PaymentStart['network']) ?? null,
      amount: formatMinor(p.amountMinor),
      paid: formatMinor(p.paidMinor),
      status: p.status as PaymentResults['payments'][number]['status'],
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
    })),
    receipts: (await receiptsOfOrder(ctx.db, order.id)).map((r) => ({
      id: r.id,
      method: r.provider as ReceiptView['method'],
      reference: r.reference,
      amount: formatMicro(r.amountMicro, 2),
      currency: r.currency,
      toOrder: formatMinor(r.appliedMinor),
      toBalance: formatMinor(r.creditedMinor),
      receivedAt: r.receivedAt.toISOString(),
    })),
  };
}

/** A payment of the merchant (for the sandbox page and simulation); 404 otherwise. */
export async function paymentById(db: PayCtx['db'], id: string) {
  const [row] = await db
    .select({ payment: payments, orderNo: orders.orderNo, orderId: orders.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id));
  return row ?? null;
}
