import type { PaymentProvider, VerifiedEvent } from './provider.ts';
import { usdtEventBody } from './provider.ts';
import { typeOf } from './sandbox.ts';
import { verifyEvent } from './webhook.ts';

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
      if (!parsed.success) return { id, type: typeOf(body), body, event: null };
      const d = parsed.data.data;
      return {
        id,
        type: parsed.data.type,
        body,
        event: { kind: 'transfer', network: d.network, address: d.address, txHash: d.txHash, amountMinor: d.amount },
      };
    },
  };
}

/**
 * Where a chain watcher plugs in: it watches the addresses handed out (until each one's
 * `watch_until`) and, per confirmed transfer, posts a signed `transfer.confirmed` event to
 * `/api/pay/notify/usdt`. None runs here; test mode simulates its events.
 */
export interface ChainWatcher {
  watch(address: { network: string; address: string; until: Date }): void;
  stop(): Promise<void>;
}
