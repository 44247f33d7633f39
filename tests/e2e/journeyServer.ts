import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import type { LocaleCode } from '../../i18n/locales.ts';
import { newWebhookSecret, signEvent } from '../../src/server/orders/providers/webhook.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { mailedCodeIn } from '../support/devMail.ts';
import { awaitMail, type InboxMail } from './mailInbox.ts';
import { apiOf, newAccount, registerViaApi } from './support.ts';
import { ADMIN, addAdmin, totpNow } from './staffServer.ts';

/**
 * The server of the whole withdrawal journey (withdrawals-journey.spec.ts): an administrator made
 * on the command line (staffServer.ts), known secrets for the chain watcher (PAY_USDT_SECRET) and
 * for the signer's results (WITHDRAW_NOTIFY_SECRET), and a cooling-off of `coolingSeconds`.
 */
export interface JourneyServer extends OwnServer {
  usdtSecret: string;
  notifySecret: string;
}

export async function startJourneyServer(coolingSeconds: number): Promise<JourneyServer> {
  const usdtSecret = newWebhookSecret();
  const notifySecret = newWebhookSecret();
  const server = await startOwnServer({
    name: 'journey',
    env: {
      PAY_USDT_SECRET: usdtSecret,
      WITHDRAW_NOTIFY_SECRET: notifySecret,
      WITHDRAW_COOLING_HOURS: String(coolingSeconds / 3600),
    },
    prepare: addAdmin,
  });
  return { ...server, usdtSecret, notifySecret };
}

/** Signs the administrator in once (password, then TOTP enrolment) and gives back its session. */
export async function adminSession(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/staff/');
  await page.getByLabel('E-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('.staff-secret dd').textContent())!;
  await page.getByLabel('Code').fill(totpNow(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const state: Awaited<ReturnType<BrowserContext['storageState']>> = await context.storageState();
  await context.close();
  return state;
}

/** The page's words in `locale`, from its catalog (a missing key fails the test). */
export function catalog(locale: LocaleCode) {
  const strings = JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Record<string, string>;
  return (key: string): string => {
    const text = strings[key];
    if (text === undefined) throw new Error(`no ${key} in ${locale}`);
    return text;
  };
}

/**
 * The 6-digit code a mail's subject starts with, in any language: a right-to-left subject holds
 * it in a first-strong isolate (U+2068 … U+2069), which mailedCodeIn does not expect.
 */
export const codeOf = (m: InboxMail) => mailedCodeIn(m.subject.replace(/[\u2066-\u2069]/g, ''));

/**
 * A verified merchant holding `amount` USDT (a top-up the test chain confirms). `request` carries
 * the merchant's language (Accept-Language): the account is registered in it, so its mail is too.
 */
export async function fundedMerchant(request: APIRequestContext, amount: string) {
  const account = newAccount('j');
  const email = `${account}@example.com`;
  const m = await registerViaApi(request, account, { verified: false });
  const api = apiOf(request, m.token);
  const user = await api.post('/api/user/verify-email', { body: { pin: await awaitMail(request, email, codeOf) } });
  const { depositId } = await api.post('/api/settlement/deposit', { body: { amount, network: 'TRC20' } });
  await api.post('/api/pay/simulate', { body: { depositId } });
  await expect.poll(async () => (await api.get('/api/withdrawals/quote')).available).toBe(amount);
  return { ...m, user, email, api };
}

/** The chain watcher's `transfer.out`, signed with the USDT secret as its deposits are, posted to the platform. */
export async function postTransferOut(
  server: JourneyServer,
  t: { network: string; address: string; amount: string; txHash: string },
) {
  const body = JSON.stringify({
    type: 'transfer.out',
    timestamp: new Date().toISOString(),
    data: { network: t.network, address: t.address, txHash: t.txHash, amount: t.amount, confirmations: 20 },
  });
  const e = signEvent(server.usdtSecret, body);
  const res = await fetch(`${server.base}/api/withdrawals/chain`, {
    method: 'POST',
    headers: { ...e.headers, 'content-type': 'application/json' },
    body: e.body,
  });
  return { status: res.status, json: (await res.json()) as { data: unknown } };
}

/** The reference signer (scripts/withdraw-signer.ts) as a process of its own, over a batch file. */
export function runSignerProcess(batchFile: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/withdraw-signer.ts', batchFile], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => {
      stdout += b;
    });
    child.stderr.on('data', (b) => {
      stderr += b;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
