import * as z from 'zod/mini';
import { money, page, time } from './envelope.ts';

/** Answers of withdrawals (src/server/withdrawals/): money as decimal strings of USDT. */

const network = z.enum(['TRC20', 'ERC20']);
export const withdrawalStatus = z.enum([
  'requested',
  'approved',
  'exported',
  'sent',
  'confirmed',
  'cancelled',
  'rejected',
  'failed',
]);

export const withdrawAddress = z.object({
  id: z.number(),
  network,
  address: z.string(),
  label: z.string(),
  /** pending: waiting for the e-mailed code; cooling: confirmed, usable from `usableFrom`; usable. */
  state: z.enum(['pending', 'cooling', 'usable']),
  confirmedAt: z.nullable(time()),
  usableFrom: z.nullable(time()),
  createdAt: time(),
});

export const withdrawLimits = z.object({
  currency: z.literal('USDT'),
  minimum: money(),
  daily: money(),
  weekly: money(),
  fees: z.object({ TRC20: money(), ERC20: money() }),
  /** From this amount on, two people approve. */
  secondApprovalFrom: money(),
  coolingHours: z.number(),
});

export const withdrawQuote = z.object({
  limits: withdrawLimits,
  /** Spendable now: the balance less nothing (holds have already left it). */
  available: money(),
  /** In open withdrawals (requested to sent). */
  held: money(),
  /** available + held. */
  total: money(),
  usedToday: money(),
  usedThisWeek: money(),
  /** The most that can be requested now on `network` (available less the fee, within the limits). */
  maxAmount: money(),
  /** With `amount` and `network` asked: the fee and what leaves the balance. */
  amount: z.nullable(money()),
  fee: z.nullable(money()),
  totalDebit: z.nullable(money()),
});

export const withdrawStep = z.object({
  from: z.nullable(withdrawalStatus),
  to: withdrawalStatus,
  /** merchant, staff, signer, chain. */
  by: z.enum(['merchant', 'staff', 'signer', 'chain']),
  reason: z.nullable(z.string()),
  at: time(),
});

export const withdrawal = z.object({
  id: z.number(),
  status: withdrawalStatus,
  amount: money(),
  fee: money(),
  currency: z.literal('USDT'),
  network,
  address: z.string(),
  addressLabel: z.nullable(z.string()),
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  requestedAt: time(),
  updatedAt: time(),
  cancellable: z.boolean(),
  history: z.array(withdrawStep),
});

export const withdrawalPage = page(withdrawal);

export const exportKey = z.object({
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64. */
  publicKey: z.string(),
  /** The same key as SPKI PEM. */
  pem: z.string(),
});

// ---- the staff console's ----

export const withdrawApproval = z.object({
  staffId: z.number(),
  staffName: z.string(),
  at: time(),
  valid: z.boolean(),
});

export const staffWithdrawal = z.object({
  id: z.number(),
  status: withdrawalStatus,
  amount: money(),
  fee: money(),
  currency: z.literal('USDT'),
  network,
  address: z.string(),
  /** sha256 of (merchant, amount, fee, network, address) as they are now: approve with it. */
  digest: z.string(),
  approvalsNeeded: z.number(),
  approvals: z.array(withdrawApproval),
  batchId: z.nullable(z.number()),
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  requestedAt: time(),
  merchant: z.object({ id: z.number(), account: z.string(), email: z.string(), createdAt: time() }),
});

export const staffWithdrawalPage = page(staffWithdrawal);

/** One withdrawal with what finance weighs: where the merchant's money came from, address changes, age. */
export const staffWithdrawalDetail = z.object({
  withdrawal: staffWithdrawal,
  history: z.array(withdrawStep),
  merchant: z.object({
    id: z.number(),
    account: z.string(),
    email: z.string(),
    createdAt: time(),
    accountAgeDays: z.number(),
    available: money(),
    held: money(),
    /** Money in and out by ledger kind, all time. */
    moneyIn: z.array(z.object({ kind: z.string(), amount: money(), count: z.number() })),
    recentLedger: z.array(
      z.object({ id: z.number(), kind: z.string(), amount: money(), reason: z.nullable(z.string()), at: time() }),
    ),
    /** Addresses added, confirmed or removed in the last 30 days. */
    addressChanges: z.array(
      z.object({
        network,
        address: z.string(),
        label: z.string(),
        change: z.enum(['added', 'confirmed', 'removed']),
        at: time(),
      }),
    ),
    previousWithdrawals: z.array(
      z.object({ id: z.number(), status: withdrawalStatus, amount: money(), requestedAt: time() }),
    ),
  }),
});

export const withdrawApproved = z.object({
  status: withdrawalStatus,
  approvals: z.number(),
  approvalsNeeded: z.number(),
});

export const withdrawBatch = z.object({
  batchId: z.number(),
  count: z.number(),
  /** The exact bytes signed: JSON of unsigned transfer intents. */
  content: z.string(),
  sha256: z.string(),
  /** Ed25519 over `content`, base64. */
  signature: z.string(),
  publicKey: z.string(),
  csv: z.string(),
  createdAt: time(),
});

export const withdrawResultsReview = page(
  z.object({
    source: z.string(),
    id: z.string(),
    type: z.string(),
    reason: z.nullable(z.string()),
    withdrawalId: z.nullable(z.number()),
    body: z.unknown(),
    receivedAt: time(),
  }),
);

export const withdrawNotified = z.object({ received: z.literal(true), duplicate: z.boolean() });
