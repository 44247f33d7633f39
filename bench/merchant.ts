import { pressSandbox } from '../tests/support/sandboxPay.ts';
// The merchant the account-screen benches log in as, with real content on every screen,
// and the browser storage of their session.
import { randomUUID } from 'node:crypto';
import { mailedCode } from '../tests/support/devMail.ts';
import { apiClient } from './support.ts';

/** A merchant with one item in the cart, an unpaid order, and a paid order whose site is live. */
export async function seedMerchant(base: string) {
  const api = apiClient(base);
  const account = `w${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const email = `${account}@bench.test`;
  const auth = await api.post('/api/login/register', { body: { account, password: 'secret123', email } });
  const token = auth.accessToken;
  // Paying needs a proved address: the code the server mailed to its development inbox.
  await api.post('/api/user/verify-email', { token, body: { pin: await mailedCode(base, email) } });
  const packageId = (await api.get('/api/opening-station/package-list', { query: { countriesId: 1 } }))[0]!.id;
  const template = (await api.get('/api/cart/template-list', { query: { countriesId: 1, pageSize: 1 } })).list[0]!;
  const colors = { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' };
  const item = (name: string) =>
    api.post('/api/cart/create', {
      token,
      body: { countriesId: 1, packageId, templateId: template.id, siteName: name, ...colors },
    });
  const order = async (name: string) =>
    api.post('/api/order/create', {
      token,
      body: { id: (await item(name)).id, account: 'ops1234', password: 'pass1234' },
    });

  const inCart = await item(`Cart ${account}`);
  const unpaid = await order(`Unpaid ${account}`);
  const paid = await order(`Paid ${account}`);
  const payment = await api.post('/api/pay/unified-ordering', { token, body: { orderId: paid.id, method: 'sandbox' } });
  const click = await pressSandbox(base, payment.payUrl!);
  if (click.status !== 303) throw new Error(`sandbox Pay → ${click.status}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await api.post('/api/order/paymentresults', { token, body: { id: paid.id } });
    if (r.status === 2 && r.site?.status === 'live') break;
    if (Date.now() > deadline) throw new Error(`order ${paid.id} not live after 60 s`);
    await new Promise((res) => setTimeout(res, 50));
  }
  const wizard = {
    market: 1,
    byMarket: { '1': { packageId, template: { id: template.id, name: template.name }, colors } },
  };
  return {
    token,
    user: auth.userInfo,
    wizard,
    packageId,
    cartItemId: inCart.id,
    unpaidOrderId: unpaid.id,
    paidOrderId: paid.id,
  };
}

export type Merchant = Awaited<ReturnType<typeof seedMerchant>>;

/** A browser context with the session (and the wizard's choices) stored, as after a login. */
export function sessionState(base: string, m: Merchant) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(base).origin,
        localStorage: [
          { name: 'accessToken', value: m.token },
          { name: 'userInfo', value: JSON.stringify(m.user) },
          { name: 'wizard', value: JSON.stringify(m.wizard) },
        ],
      },
    ],
  };
}
