import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { withdrawalResults, withdrawals } from '../db/schema/index.ts';
import type { Deps } from '../http/context.ts';
import { verifyEvent } from '../orders/providers/webhook.ts';
import { canonicalTxHash } from '../orders/providers/usdt.ts';
import { AppError } from '../../shared/errors.ts';
import { parseMicro, parseMoney } from '../../shared/money.ts';
import { sameAddress } from './addressRules.ts';
import { notifySecret } from './keys.ts';
import { moveWithdrawal } from './transition.ts';
import { tellWithdrawal } from './tell.ts';

/**
 * Results coming back: the signer's (`withdrawal.sent` with its transaction hash, or
 * `withdrawal.failed`) and the chain watcher's transfers out (`transfer.out`, which confirm a
 * sent withdrawal). Both are Standard Webhooks events verified on the raw bytes, stored once per
 * source by event id — the insert is the duplicate guard — and applied in the same transaction.
 * One that does not match exactly (unknown withdrawal, another amount, address or batch, a
 * status it cannot move from) is stored for review with its reason and never applied.
 */

const id = z.number().int().positive().max(2_147_483_647);
const network = z.enum(['TRC20', 'ERC20']);
const timestamp = z.union([z.string(), z.number()]).optional();
const to = z.string().min(20).max(100);

const signerBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('withdrawal.sent'),
    timestamp,
    data: z.object({
      withdrawalId: id,
      batchId: id,
      network,
      to,
      amount: z.string().max(40),
      txHash: z.string().max(100),
    }),
  }),
  z.object({
    type: z.literal('withdrawal.failed'),
    timestamp,
    data: z.object({
      withdrawalId: id,
      batchId: id,
      network,
      to,
      amount: z.string().max(40),
      reason: z.string().max(500),
    }),
  }),
]);

const chainBody = z.object({
  type: z.literal('transfer.out'),
  timestamp,
  data: z.object({
    network,
    /** Where the money went. */
    address: to,
    txHash: z.string().max(100),
    logIndex: z.number().int().min(0).max(1_000_000).optional(),
    amount: z.union([z.string().max(40), z.number()]),
    confirmations: z.number().int().min(0).optional(),
  }),
});

type Outcome = {
  outcome: 'applied' | 'review';
  reason: string | null;
  withdrawalId: number | null;
  /** A chain event's transaction hash, kept so that its `sent`, arriving later, finds it. */
  txHash?: string;
};
const review = (reason: string, withdrawalId: number | null = null): Outcome => ({
  outcome: 'review',
  reason,
  withdrawalId,
});

type Headers = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string | undefined>;

/** Verifies, stores once and applies an event of `source` in one transaction. */
async function receive(
  db: Db,
  source: 'signer' | 'chain',
  secret: string,
  raw: string,
  headers: Headers,
  now: Date,
  apply: (tx: Db, body: unknown) => Promise<Outcome>,
): Promise<{ duplicate: boolean; outcome: Outcome | null }> {
  const body = verifyEvent(secret, raw, headers);
  const eventId = headers['webhook-id'] ?? '';
  if (!eventId || eventId.length > 200) throw new AppError('signature_invalid');
  const type =
    body && typeof body === 'object' && typeof (body as { type?: unknown }).type === 'string'
      ? String((body as { type: string }).type).slice(0, 60)
      : 'unknown';
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(withdrawalResults)
      .values({ source, id: eventId, type, body: storable(body) as object, outcome: 'pending', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: withdrawalResults.id });
    if (!stored) return { duplicate: true, outcome: null };
    const result = await apply(tx, body);
    await tx
      .update(withdrawalResults)
      .set({
        outcome: result.outcome,
        reason: result.reason,
        withdrawalId: result.withdrawalId,
        txHash: result.txHash ?? null,
      })
      .where(and(eq(withdrawalResults.source, source), eq(withdrawalResults.id, eventId)));
    return { duplicate: false, outcome: result };
  });
}

/** jsonb refuses a lone surrogate: kept for review with U+FFFD in its place, never a 500. */
function storable(v: unknown): unknown {
  if (typeof v === 'string') return v.toWellFormed();
  if (Array.isArray(v)) return v.map(storable);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k.toWellFormed(), storable(x)]));
  }
  return v;
}

async function applySigner(tx: Db, body: unknown, now: Date): Promise<Outcome> {
  const parsed = signerBody.safeParse(body);
  if (!parsed.success) return review('unreadable');
  const { type, data: d } = parsed.data;
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, d.withdrawalId)).for('update');
  if (!w) return review('unmatched');
  if (parseMoney(d.amount) !== w.amountMinor) return review('amount_mismatch', w.id);
  if (d.network !== w.network || !sameAddress(w.network, d.to, w.address)) return review('address_mismatch', w.id);
  if (d.batchId !== w.batchId) return review('batch_mismatch', w.id);
  let moved: Awaited<ReturnType<typeof moveWithdrawal>>;
  if (type === 'withdrawal.sent') {
    const hash = canonicalTxHash(w.network, d.txHash);
    if (!hash) return review('unreadable', w.id);
    const [other] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.network, w.network), eq(withdrawals.txHash, hash)));
    if (other) return review('tx_reused', w.id);
    moved = await moveWithdrawal(tx, { id: w.id, move: 'send', actor: 'signer', now, set: { txHash: hash } });
    if (moved) {
      await tellWithdrawal(tx, moved, now);
      await applyEarlyTransfer(tx, w.network, hash, now);
      return { outcome: 'applied', reason: null, withdrawalId: w.id };
    }
  } else {
    const reason = parsed.data.type === 'withdrawal.failed' ? parsed.data.data.reason : null;
    moved = await moveWithdrawal(tx, { id: w.id, move: 'fail', actor: 'signer', reason, now });
  }
  if (!moved) return review('invalid_transition', w.id);
  await tellWithdrawal(tx, moved, now);
  return { outcome: 'applied', reason: null, withdrawalId: w.id };
}

async function applyChain(tx: Db, body: unknown, now: Date): Promise<Outcome> {
  const parsed = chainBody.safeParse(body);
  if (!parsed.success) return review('unreadable');
  const d = parsed.data.data;
  const hash = canonicalTxHash(d.network, d.txHash);
  if (!hash) return review('unreadable');
  const [w] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.network, d.network), eq(withdrawals.txHash, hash)))
    .for('update');
  // Maybe early: the chain can be quicker than the signer's `sent` (applyEarlyTransfer).
  if (!w) return { ...review('unmatched'), txHash: hash };
  const micro = parseMicro(d.amount, 6);
  if (micro === null || micro !== w.amountMinor * 10_000) return review('amount_mismatch', w.id);
  if (!sameAddress(w.network, d.address, w.address)) return review('address_mismatch', w.id);
  const moved = await moveWithdrawal(tx, { id: w.id, move: 'confirm', actor: 'chain', now });
  if (!moved) return review('invalid_transition', w.id);
  await tellWithdrawal(tx, moved, now);
  return { outcome: 'applied', reason: null, withdrawalId: w.id };
}

/**
 * The chain watcher's transfer out that came before the signer's `sent` was stored unmatched
 * with its hash; once `sent` names that hash it is applied, in the same transaction, exactly as
 * if it came now (confirmed if amount and address match, else held for review with its reason;
 * the same transfer seen twice confirms once, the second held as it can no longer move it).
 */
async function applyEarlyTransfer(tx: Db, network: string, hash: string, now: Date): Promise<void> {
  const early = await tx
    .select({ id: withdrawalResults.id, body: withdrawalResults.body })
    .from(withdrawalResults)
    .where(
      and(
        eq(withdrawalResults.source, 'chain'),
        eq(withdrawalResults.reason, 'unmatched'),
        eq(withdrawalResults.txHash, hash),
      ),
    )
    .orderBy(asc(withdrawalResults.receivedAt))
    .for('update');
  for (const e of early) {
    const parsed = chainBody.safeParse(e.body);
    if (!parsed.success || parsed.data.data.network !== network) continue;
    const result = await applyChain(tx, e.body, now);
    await tx
      .update(withdrawalResults)
      .set({ outcome: result.outcome, reason: result.reason, withdrawalId: result.withdrawalId })
      .where(and(eq(withdrawalResults.source, 'chain'), eq(withdrawalResults.id, e.id)));
  }
}

/** `POST /api/withdrawals/notify`: a signer's result, signed with WITHDRAW_NOTIFY_SECRET. */
export async function receiveSignerResult(deps: Pick<Deps, 'db' | 'env' | 'now'>, raw: string, headers: Headers) {
  const secret = await notifySecret(deps.db, deps.env);
  const now = deps.now();
  return receive(deps.db, 'signer', secret, raw, headers, now, (tx, body) => applySigner(tx, body, now));
}

/** `POST /api/withdrawals/chain`: the chain watcher's transfer out, signed as its deposits are (PAY_USDT_SECRET). */
export async function receiveChainEvent(deps: Pick<Deps, 'db' | 'now' | 'providers'>, raw: string, headers: Headers) {
  const usdt = deps.providers.usdt;
  if (!usdt) throw new AppError('not_found');
  const now = deps.now();
  return receive(deps.db, 'chain', usdt.secret, raw, headers, now, (tx, body) => applyChain(tx, body, now));
}
