import { randomUUID } from 'node:crypto';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import type { TestApp } from './testApp.ts';
import { newMerchant as registerMerchant } from './users.ts';

/** Steps of the paid journey through the real API, for the order, payment and site suites. */
export async function newMerchant(t: TestApp): Promise<string> {
  return (await registerMerchant(t)).token;
}

/** A valid cart item in market `countriesId` (first package, first template). */
export async function cartItem(t: TestApp, token: string, opts: { countriesId?: number; siteName?: string } = {}) {
  const countriesId = opts.countriesId ?? 1;
  const pkgs = await t.api.get('/api/opening-station/package-list', { query: { countriesId } });
  const tpls = await t.api.get('/api/cart/template-list', { query: { countriesId, pageSize: 5 } });
  return t.api.post('/api/cart/create', {
    token,
    body: {
      countriesId,
      packageId: pkgs[0]!.id,
      templateId: tpls.list[0]!.id,
      siteName: opts.siteName ?? `Lucky ${randomUUID().slice(0, 8)}`,
      color1: '#0b0d17',
      color2: '#f5b301',
      color3: '#e63946',
    },
  });
}

export function checkout(t: TestApp, token: string, cartItemId: number) {
  return t.api.post('/api/order/create', {
    token,
    body: { id: cartItemId, account: 'ops1234', password: 'pass1234' },
  });
}

export async function pay(t: TestApp, token: string, body: Record<string, unknown>, key = randomUUID()) {
  return t.call('POST', '/api/pay/unified-ordering', { token, body, headers: { 'idempotency-key': key } });
}

/** A signed sandbox event, as the provider would post it. */
export function sandboxEvent(
  t: TestApp,
  data: Record<string, unknown>,
  opts: { id?: string; at?: Date; type?: string } = {},
) {
  const body = JSON.stringify({ type: opts.type ?? 'payment.succeeded', timestamp: new Date().toISOString(), data });
  return signEvent(t.providers.sandbox!.secret, body, opts);
}

export function notify(t: TestApp, provider: string, e: { headers: Record<string, string>; body: string }) {
  return t.call('POST', `/api/pay/notify/${provider}`, { rawBody: e.body, headers: e.headers });
}

/**
 * Opens the sandbox card page through its one-time link, as the merchant's browser does, and
 * keeps the page's cookie for its button posts (sent from this origin, as a browser's are).
 */
export async function openSandboxPage(t: TestApp, payUrl: string) {
  const page = await t.call('GET', payUrl);
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
  const path = payUrl.split('?')[0]!;
  const post = (action: string, headers: Record<string, string> = {}) =>
    t.call('POST', `${path}?lang=en`, {
      rawBody: `action=${action}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        cookie,
        ...headers,
      },
    });
  return { page, cookie, post };
}
