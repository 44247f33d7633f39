import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { type Env, sandboxEnabled } from '../env.ts';
import { settingOnce } from '../db/settings.ts';
import { newTestXpub } from './addresses.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { type UsdtProvider, usdtProvider } from './usdt.ts';
import { newWebhookSecret } from './webhook.ts';

export interface Providers {
  /** null where test money is not enabled (see sandboxEnabled): no page, no events, no method. */
  sandbox: PaymentProvider | null;
  usdt: UsdtProvider;
  byCode(code: string): PaymentProvider | null;
}

/** The providers of this installation; missing secrets and the test key are generated once and kept. */
export async function loadProviders(db: Db, env: Env): Promise<Providers> {
  const sandboxSecret = env.PAY_SANDBOX_SECRET ?? (await settingOnce(db, 'pay.sandbox.secret', newWebhookSecret));
  const usdtSecret = env.PAY_USDT_SECRET ?? (await settingOnce(db, 'pay.usdt.secret', newWebhookSecret));
  const xpub = env.USDT_XPUB ?? (await settingOnce(db, 'pay.usdt.testXpub', () => newTestXpub(randomBytes(32))));
  const sandbox = sandboxEnabled(env).on ? sandboxProvider(sandboxSecret) : null;
  const usdt = usdtProvider(usdtSecret, xpub, !env.USDT_XPUB);
  return { sandbox, usdt, byCode: (code) => (code === 'sandbox' ? sandbox : code === 'usdt' ? usdt : null) };
}
