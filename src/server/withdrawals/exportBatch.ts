import { createHash, sign } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawalBatches, withdrawals } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import type { Env } from '../platform/env.ts';
import { appendAudit } from '../staff/audit.ts';
import { type StaffActor, staffIdOf } from '../staff/actor.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor } from '../../shared/money.ts';
import { validApprovals } from './decide.ts';
import { exportKeys } from './keys.ts';
import { tellWithdrawal } from './tell.ts';
import { moveWithdrawal, type WithdrawalRow } from './transition.ts';

/** The format name inside every batch file: a signer refuses any other. */
export const BATCH_FORMAT = 'unicorn-withdrawals/v1';

type BatchRow = typeof withdrawalBatches.$inferSelect;

const batchAnswer = (b: BatchRow, publicKey: string) => ({
  batchId: b.id,
  count: (JSON.parse(b.content) as { intents: unknown[] }).intents.length,
  content: b.content,
  sha256: b.contentSha256,
  signature: b.signature,
  publicKey,
  csv: b.csv,
  createdAt: b.createdAt.toISOString(),
});

const intentOf = (w: WithdrawalRow) => ({
  withdrawalId: w.id,
  network: w.network,
  to: w.address,
  amount: formatMinor(w.amountMinor),
  currency: 'USDT',
  digest: w.digest,
});

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
const cell = (v: string | number) => {
  const s = String(v).replace(/^([=+\-@])/, "'$1");
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * Exports every approved withdrawal whose approvals still count as one batch: a JSON file of
 * unsigned transfer intents and its CSV for a person, signed with the platform's Ed25519 key.
 * The rows are locked and each moves approved → exported with the batch's id, so a withdrawal
 * is exported once, whoever exports at the same time (the second export finds none, 409).
 * An approved row whose digest no longer matches its approvals is left out (named in the audit).
 */
export async function exportBatch(db: Db, env: Env, actor: StaffActor, input: { reason: string }, now: Date) {
  const staffId = staffIdOf(actor);
  const keys = await exportKeys(db, env);
  return db.transaction(async (tx) => {
    const approved = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, 'approved'))
      .orderBy(asc(withdrawals.id))
      .for('update');
    const ready: WithdrawalRow[] = [];
    const voided: number[] = [];
    for (const w of approved) {
      if ((await validApprovals(tx, w)) >= w.approvalsNeeded) ready.push(w);
      else voided.push(w.id);
    }
    if (!ready.length) throw new AppError('conflict', { key: 'withdraw.error.nothingToExport' });
    const next = rowsOf<{ id: string | number }>(
      await tx.execute(sql`select nextval(pg_get_serial_sequence('withdrawal_batches', 'id')) as id`),
    );
    const batchId = Number(next[0]!.id);
    const intents = ready.map(intentOf);
    const content = JSON.stringify({ format: BATCH_FORMAT, batchId, createdAt: now.toISOString(), intents });
    const csv = [
      'batch_id,withdrawal_id,network,to,amount,currency,digest',
      ...intents.map((i) =>
        [batchId, i.withdrawalId, i.network, i.to, i.amount, i.currency, i.digest].map(cell).join(','),
      ),
    ].join('\r\n');
    const [batch] = await tx
      .insert(withdrawalBatches)
      .values({
        id: batchId,
        content,
        contentSha256: createHash('sha256').update(content).digest('hex'),
        signature: sign(null, Buffer.from(content), keys.privateKey).toString('base64'),
        csv: `${csv}\r\n`,
        createdBy: staffId,
        createdAt: now,
      })
      .returning();
    for (const w of ready) {
      const moved = await moveWithdrawal(tx, {
        id: w.id,
        move: 'export',
        actor: `staff:${staffId}`,
        reason: input.reason,
        now,
        set: { batchId },
      });
      if (!moved) throw new AppError('invalid_transition', { key: 'withdraw.error.moved' });
      await tellWithdrawal(tx, moved, now);
    }
    await appendAudit(
      tx,
      actor,
      {
        action: 'withdrawal.export',
        target: `withdrawal_batch:${batchId}`,
        after: { withdrawals: ready.map((w) => w.id), sha256: batch!.contentSha256, voided },
        reason: input.reason,
      },
      now,
    );
    return batchAnswer(batch!, keys.publicKey);
  });
}

/** An exported batch again, byte for byte (the same file and signature: exporting it twice sends nothing twice). */
export async function getBatch(db: Db, env: Env, id: number) {
  const [b] = await db.select().from(withdrawalBatches).where(eq(withdrawalBatches.id, id));
  if (!b) throw new AppError('not_found');
  return batchAnswer(b, (await exportKeys(db, env)).publicKey);
}
