import { and, count, desc, eq, gt } from 'drizzle-orm';
import { deposits, ledger, orders } from '../db/schema/index.ts';
import { deriveAddress } from './providers/addresses.ts';
import { formatMinor, parseMoney } from '../../shared/money.ts';
import type { DepositStart, LedgerKind, Settlement } from '../../shared/orderTypes.ts';
import type { DepositInput } from '../../shared/schemas/orders.ts';
import { balanceOf } from './balance.ts';
import { countAction } from '../core/actionLimits.ts';
import { nextDerivationIndex, type PayCtx, usdtProvider, WATCH_HOURS } from './payments.ts';

/** A top-up address is valid for this long; it stays watched WATCH_HOURS longer. */
const DEPOSIT_TTL_MINUTES = 60;
/** Open top-ups listed with their address (newest first); all of them count as pending. */
const OPEN_LISTED = 20;

export async function getSettlement({
  ctx,
  input,
}: {
  ctx: PayCtx;
  input: { page: number; pageSize: number };
}): Promise<Settlement> {
  const mine = eq(ledger.userId, ctx.userId);
  const [total] = await ctx.db.select({ n: count() }).from(ledger).where(mine);
  // The order number is the one the merchant knows; the internal id only links.
  const rows = await ctx.db
    .select({ line: ledger, orderNo: orders.orderNo })
    .from(ledger)
    .leftJoin(orders, eq(orders.id, ledger.orderId))
    .where(mine)
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  // Pending settlement: top-ups asked for and not yet received while their address is valid.
  // Listed too, so an open top-up's address can be shown again after the screen was left.
  const open = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, ctx.userId), eq(deposits.status, 'pending'), gt(deposits.expiresAt, ctx.now())))
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
  return {
    balance: formatMinor(await balanceOf(ctx.db, ctx.userId)),
    pendingSettlement: formatMinor(open.reduce((n, d) => n + d.amountMinor, 0)),
    openTopUps: open.slice(0, OPEN_LISTED).map((d) => depositAnswer(d, ctx.providers.usdt?.testMode ?? false)),
    currency: 'USDT',
    history: {
      list: rows.map(({ line: r, orderNo }) => ({
        id: r.id,
        kind: r.kind as LedgerKind,
        amount: formatMinor(r.amountMinor),
        orderId: r.orderId,
        orderNo,
        depositId: r.depositId,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      page: input.page,
      pageSize: input.pageSize,
    },
  };
}

/** A USDT top-up at a fresh address (never reused, never to be saved by the client). */
export async function createDeposit({ ctx, input }: { ctx: PayCtx; input: DepositInput }): Promise<DepositStart> {
  const usdt = usdtProvider(ctx);
  await countAction(ctx, 'topUpAddress', String(ctx.userId));
  const now = ctx.now();
  const index = await nextDerivationIndex(ctx);
  const address = deriveAddress(usdt.xpub, index, input.network);
  const expiresAt = new Date(now.getTime() + DEPOSIT_TTL_MINUTES * 60_000);
  const [row] = await ctx.db
    .insert(deposits)
    .values({
      userId: ctx.userId,
      network: input.network,
      amountMinor: parseMoney(input.amount)!,
      address,
      derivationIndex: index,
      status: 'pending',
      expiresAt,
      watchUntil: new Date(expiresAt.getTime() + WATCH_HOURS * 3_600_000),
      createdAt: now,
    })
    .returning();
  return depositAnswer(row!, usdt.testMode);
}

/** A top-up as the address screen shows it. */
function depositAnswer(d: typeof deposits.$inferSelect, testMode: boolean): DepositStart {
  return {
    depositId: d.id,
    address: d.address,
    network: d.network as DepositStart['network'],
    amount: formatMinor(d.amountMinor),
    expiresAt: d.expiresAt.toISOString(),
    testMode,
  };
}

/** A deposit of the merchant, for simulation; null when it is not theirs. */
export async function ownDeposit(ctx: PayCtx, id: number) {
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.userId, ctx.userId)));
  return row ?? null;
}
