import type { PaymentProvider, VerifiedEvent } from './provider.ts';
import { micro, usdtEventBody, verified } from './provider.ts';
import { verifyEvent } from './webhook.ts';

/** USDT's own precision on both networks. */
const USDT_DECIMALS = 6;

/**
 * USDT over TRC20/ERC20. Addresses come from an xpub (see addresses.ts); a chain watcher
 * (out of reach here) posts `transfer.confirmed` events signed with PAY_USDT_SECRET.
 * Without USDT_XPUB the provider is in test mode and the platform can simulate a transfer.
 */
export interface UsdtProvider extends PaymentProvider {
  readonly xpub: string;
}

export function usdtProvider(secret: string, xpub: string, testMode: boolean): UsdtProvider {
  return {
    code: 'usdt',
    secret,
    xpub,
    testMode,
    verify(rawBody, headers): VerifiedEvent {
      const body = verifyEvent(secret, rawBody, headers);
      const id = headers['webhook-id']!;
      const parsed = usdtEventBody.safeParse(body);
      if (!parsed.success) return verified(id, body, null);
      const d = parsed.data.data;
      const amountMicro = micro(d.amount, USDT_DECIMALS);
      if (amountMicro === null) return verified(id, body, null, 'amount_invalid');
      // The chain's identity of the money: a tx hash is case-insensitive hex on ERC20.
      const hash = d.network === 'ERC20' ? d.txHash.toLowerCase() : d.txHash;
      const logIndex = d.logIndex ?? 0;
      return verified(id, body, {
        kind: 'transfer',
        network: d.network,
        address: d.address,
        moneyKey: `${d.network}:${hash}:${logIndex}`,
        reference: logIndex ? `${d.txHash}#${logIndex}` : d.txHash,
        amountMicro,
        currency: 'USDT',
      });
    },
  };
}
