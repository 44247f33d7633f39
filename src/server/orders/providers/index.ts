import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type Env, testMoney } from '../../platform/env.ts';
import { settingOnce } from '../../db/settings.ts';
import { newTestXpub } from './addresses.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { type UsdtProvider, usdtProvider } from './usdt.ts';
import { newWebhookSecret } from './webhook.ts';

export interface Providers {
  /** null where test money is off (see testMoney): no page, no events, no method. */
  sandbox: PaymentProvider | null;
  /**
   * Live with a real USDT_XPUB; in test mode (a per-installation key, simulated transfers) only
   * where test money is on; otherwise null: no method, no top-up, no events.
   */
  usdt: UsdtProvider | null;
  byCode(code: string): PaymentProvider | null;
}

/** The providers of this installation; missing secrets and the test key are generated once and kept. */
export async function loadProviders(db: Db, env: Env): Promise<Providers> {
  const testMoneyOn = testMoney(env).on;
  const sandbox = testMoneyOn
    ? sandboxProvider(env.PAY_SANDBOX_SECRET ?? (await settingOnce(db, 'pay.sandbox.secret', newWebhookSecret)))
    : null;
  const usdtXpub =
    env.USDT_XPUB ??
    (testMoneyOn ? await settingOnce(db, 'pay.usdt.testXpub', () => newTestXpub(randomBytes(32))) : null);
  const usdt = usdtXpub
    ? usdtProvider(
        env.PAY_USDT_SECRET ?? (await settingOnce(db, 'pay.usdt.secret', newWebhookSecret)),
        usdtXpub,
        !env.USDT_XPUB,
      )
    : null;
  return { sandbox, usdt, byCode: (code) => (code === 'sandbox' ? sandbox : code === 'usdt' ? usdt : null) };
}

/** What the start-up log says about money, so test money never runs unnoticed. */
export function moneyModes(env: Env, providers: Providers) {
  const rule = testMoney(env);
  const usdt = !providers.usdt ? 'off' : providers.usdt.testMode ? 'test mode' : 'live';
  return {
    testMoney: rule.on ? 'on' : 'off',
    why: rule.why,
    sandbox: providers.sandbox ? 'on' : 'off',
    usdt,
    level: rule.on || usdt === 'off' ? ('warn' as const) : ('info' as const),
    message: [
      rule.on ? 'test money ON: the sandbox card and simulated USDT transfers are accepted' : 'test money off',
      usdt === 'off' ? 'USDT off: set USDT_XPUB (the extended public key of your USDT wallet) to take USDT' : null,
    ]
      .filter(Boolean)
      .join('; '),
  };
}
