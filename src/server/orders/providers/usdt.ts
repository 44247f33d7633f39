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
      return this.read(headers['webhook-id']!, body);
    },
    read(id, body): VerifiedEvent {
      const parsed = usdtEventBody.safeParse(body);
      if (!parsed.success) return verified(id, body, null);
      const d = parsed.data.data;
      const amountMicro = micro(d.amount, USDT_DECIMALS);
      if (amountMicro === null) return verified(id, body, null, 'amount_invalid');
      const hash = canonicalTxHash(d.network, d.txHash);
      if (!hash) return verified(id, body, null, 'unreadable');
      const logIndex = d.logIndex ?? 0;
      return verified(id, body, {
        kind: 'transfer',
        network: d.network,
        address: d.address,
        moneyKey: `${d.network}:${hash}:${logIndex}`,
        reference: logIndex ? `${hash}#${logIndex}` : hash,
        amountMicro,
        currency: 'USDT',
      });
    },
  };
}

/**
 * The chain's identity of a transfer, one spelling per network: both chains' transaction ids are
 * 32 bytes of hex, case-insensitive, and watchers and explorers write them with or without `0x`.
 * Without this, one transfer in five spellings counted five times. null: not a transaction id.
 */
export function canonicalTxHash(network: 'TRC20' | 'ERC20', raw: string): string | null {
  const hex = raw.trim().toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  return network === 'ERC20' ? `0x${hex}` : hex;
}
