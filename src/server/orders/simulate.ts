import { randomBytes } from 'node:crypto';
import type { Deliver } from './providers/deliver.ts';
import { signEvent } from './providers/webhook.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor, parseMoney } from '../../shared/money.ts';
import { AMOUNT_EXAMPLE } from '../../shared/schemas/constants.ts';
import { paymentById, type PayCtx } from './payments.ts';
import { ownDeposit } from './settlement.ts';

export interface SimulateInput {
  paymentId?: string | undefined;
  depositId?: number | undefined;
  amount?: string | undefined;
}

/**
 * Test mode only: plays the chain watcher and posts a signed `transfer.confirmed` for the
 * merchant's own USDT payment or top-up, through the real notify endpoint.
 */
export async function simulateTransfer({
  ctx,
  input,
  deliver,
}: {
  ctx: PayCtx;
  input: SimulateInput;
  deliver: Deliver;
}): Promise<{ received: boolean }> {
  // Only a test-mode provider exists where test money is on (orders/providers/index.ts): one rule for all.
  const usdt = ctx.providers.usdt;
  if (!usdt?.testMode) throw new AppError('conflict', { key: 'pay.simulateOff' });
  let target: { network: string; address: string; dueMinor: number } | null = null;
  if (input.paymentId) {
    const p = await paymentById(ctx.db, input.paymentId);
    if (p && p.payment.userId === ctx.userId && p.payment.method === 'usdt' && p.payment.address) {
      target = {
        network: p.payment.network!,
        address: p.payment.address,
        dueMinor: p.payment.amountMinor - p.payment.paidMinor,
      };
    }
  } else if (input.depositId) {
    const d = await ownDeposit(ctx, input.depositId);
    if (d) target = { network: d.network, address: d.address, dueMinor: d.amountMinor };
  }
  if (!target) throw new AppError('not_found');
  const amountMinor = input.amount ? parseMoney(input.amount) : Math.max(target.dueMinor, 1);
  if (!amountMinor || amountMinor <= 0)
    throw new AppError('validation_failed', { key: 'settlement.amountInvalid', vars: { ...AMOUNT_EXAMPLE } });
  const body = JSON.stringify({
    type: 'transfer.confirmed',
    timestamp: ctx.now().toISOString(),
    data: {
      network: target.network,
      address: target.address,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      amount: formatMinor(amountMinor),
      confirmations: 20,
    },
  });
  const res = await deliver('usdt', signEvent(usdt.secret, body));
  if (res.status !== 200) throw new AppError('internal');
  return { received: true };
}
