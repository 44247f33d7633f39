import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { caughtBefore, verifyByMail } from './devMail.ts';

/** API processes on one PostgreSQL database, as the multi-process suites start and drive them. */

export const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
export const PASSWORD = 'secret123';

export type Json = { code: number; data: any };

export function start(
  port: number,
  url: string,
  extra: Record<string, string> = {},
): { p: ChildProcess; err: () => string } {
  const p = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SERVE_STATIC: 'false',
      SEED: 'true',
      JOBS: 'true',
      ORDER_TTL_MINUTES: '1',
      RATE_LIMIT_LOGIN_ACCOUNT: '3',
      // Both processes register from 127.0.0.1; the test registers a dozen merchants.
      RATE_LIMIT_REGISTER_IP: '100',
      PAY_SANDBOX_SECRET: SECRET,
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  p.stderr?.on('data', (d) => (stderr += d));
  return { p, err: () => stderr.slice(-2000) };
}

export function client(base: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const r = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await r.text();
    let json: Json = { code: -1, data: null };
    try {
      json = JSON.parse(text) as Json;
    } catch {}
    return { status: r.status, ...json, text };
  };
  return Object.assign(call, { base });
}

export type Api = ReturnType<typeof client>;

export async function register(api: Api, account: string): Promise<string> {
  const email = `${account}@example.com`;
  const old = await caughtBefore(api.base, email);
  const r = await api('POST', '/api/login/register', { account, password: PASSWORD, email });
  if (r.status !== 200) throw new Error(`register ${account}: ${r.status} ${r.text}`);
  const token = r.data.accessToken as string;
  // Paying needs a proved address: the code from the server's development inbox.
  await verifyByMail(api.base, token, email, old);
  return token;
}

/** Register, cart item, order: an unpaid order of a new merchant. */
export async function newOrder(api: Api, account: string) {
  const token = await register(api, account);
  const pkgs = (await api('GET', '/api/opening-station/package-list?countriesId=2')).data;
  const tpl = (await api('GET', '/api/cart/template-list?countriesId=2&pageSize=1')).data.list[0];
  const item = await api(
    'POST',
    '/api/cart/create',
    {
      countriesId: 2,
      packageId: pkgs[0].id,
      templateId: tpl.id,
      siteName: `Twin ${account}`,
      color1: '#111111',
      color2: '#f5b301',
      color3: '#e63946',
    },
    token,
  );
  if (item.status !== 200) throw new Error(`cart: ${item.status} ${item.text}`);
  const order = await api(
    'POST',
    '/api/order/create',
    { id: item.data.id, account: 'ops1234', password: 'pass1234' },
    token,
  );
  if (order.status !== 200) throw new Error(`order: ${order.status} ${order.text}`);
  return { token, orderId: order.data.id as number };
}

export const stopAll = (procs: { p: ChildProcess }[]) =>
  Promise.all(
    procs.map(
      ({ p }) =>
        new Promise((r) => {
          if (p.exitCode !== null || p.signalCode !== null) return r(undefined);
          p.once('exit', r);
          p.kill('SIGKILL');
        }),
    ),
  );

/** Pays `orderId` by a signed sandbox event delivered to `api`. */
export async function payByEvent(api: Api, token: string, orderId: number) {
  const pay = await api('POST', '/api/pay/unified-ordering', { orderId, method: 'sandbox' }, token, {
    'idempotency-key': randomUUID(),
  });
  expect(pay.status).toBe(200);
  const e = signEvent(
    SECRET,
    JSON.stringify({
      type: 'payment.succeeded',
      timestamp: new Date().toISOString(),
      data: { paymentId: pay.data.paymentId, amount: pay.data.amount, currency: pay.data.currency },
    }),
  );
  expect((await api('POST', '/api/pay/notify/sandbox', e.body, undefined, e.headers)).status).toBe(200);
}
