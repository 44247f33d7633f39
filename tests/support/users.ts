import type { BodyOf } from '../../src/shared/api/client.ts';
import type { CallFailed } from '../../src/shared/api/fetchClient.ts';
import { lastCode } from './mailbox.ts';
import type { TestApp } from './testApp.ts';

/** The password every test merchant registers with. */
export const TEST_PASSWORD = 'secret123';

let n = 0;
/** A fresh account name (3–20 characters, unique within the run). */
export const uniqueAccount = (prefix = 'm') => `${prefix}${Date.now().toString(36).slice(-5)}${(n++).toString(36)}`;

export interface Merchant {
  account: string;
  email: string;
  password: string;
  token: string;
  id: number;
}

/**
 * Registers a merchant through the API, as the login dialog does, and fails loudly on
 * anything but success. `body` adds or overrides register fields (e.g. a `leagueCode`).
 * The address is then proved with the mailed code (paying needs it) unless `verified: false`.
 */
export async function newMerchant(
  t: Pick<TestApp, 'api' | 'db'>,
  opts: {
    verified?: boolean;
    account?: string;
    password?: string;
    headers?: Record<string, string>;
    body?: Partial<BodyOf<'/api/login/register', 'post'>>;
  } = {},
): Promise<Merchant> {
  const account = opts.account ?? uniqueAccount();
  const password = opts.password ?? TEST_PASSWORD;
  const email = opts.body?.email ?? `${account}@example.com`;
  const { accessToken, userInfo } = await t.api
    .post('/api/login/register', {
      body: { account, password, email, ...opts.body },
      ...(opts.headers ? { headers: opts.headers } : {}),
    })
    .catch((err: CallFailed) => {
      throw new Error(`register ${account}: ${err.status} ${err.message}`);
    });
  if (opts.verified !== false) {
    const pin = await lastCode(t.db, email);
    await t.api.post('/api/user/verify-email', { token: accessToken, body: { pin } });
  }
  return { account, email, password, token: accessToken, id: userInfo.id };
}

/** Logs in through the API; the raw response, so tests can look at 401 and 429. */
export const login = (t: Pick<TestApp, 'call'>, account: string, password: string, headers?: Record<string, string>) =>
  t.call('POST', '/api/login/authorize', { body: { account, password }, ...(headers ? { headers } : {}) });
