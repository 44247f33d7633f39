// Temporary screenshot script (not part of the suite): run from /work/main with a server on BASE.
import { randomUUID } from 'node:crypto';
import { chromium, request as pwRequest } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://localhost:4446';
const OUT = '/tmp/pw/shots';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const api = await pwRequest.newContext({ baseURL: BASE });
async function call(token, method, path, data, headers = {}) {
  const h = { authorization: `Bearer ${token}`, ...headers };
  const res =
    method === 'GET' ? await api.get(path, { headers: h }) : await api.post(path, { headers: h, data: data ?? {} });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}
async function merchant() {
  const account = `shot${Date.now().toString(36).slice(-6)}`;
  const res = await api.post('/api/login/register', {
    data: { account, password: 'secret123', email: `${account}@example.com` },
  });
  const b = await res.json();
  return { token: b.data.accessToken, user: b.data.userInfo };
}
async function withSite(m, name) {
  const countries = await call(m.token, 'GET', '/api/opening-station/countries-list');
  const cid = countries[0].id;
  const pk = await call(m.token, 'GET', `/api/opening-station/package-list?countriesId=${cid}`);
  const tp = await call(m.token, 'GET', `/api/cart/template-list?countriesId=${cid}&page=1&pageSize=2`);
  const [c] = await call(m.token, 'GET', '/api/cart/colors');
  const item = await call(m.token, 'POST', '/api/cart/create', {
    countriesId: cid,
    packageId: pk[0].id,
    templateId: tp.list[0].id,
    siteName: name,
    ...c,
  });
  await call(m.token, 'POST', '/api/cart/create', {
    countriesId: cid,
    packageId: pk[0].id,
    templateId: tp.list[1].id,
    siteName: `${name}x`,
    ...c,
  });
  const order = await call(m.token, 'POST', '/api/order/create', {
    id: item.id,
    account: 'opsadmin1',
    password: 'first123',
  });
  const p = await call(
    m.token,
    'POST',
    '/api/pay/unified-ordering',
    { orderId: order.id, method: 'usdt', network: 'TRC20' },
    { 'idempotency-key': randomUUID() },
  );
  await call(m.token, 'POST', '/api/pay/simulate', {
    paymentId: p.paymentId,
    amount: (Number(p.amount) + 15).toFixed(2),
  });
  for (let i = 0; i < 60; i++) {
    const s = await call(m.token, 'GET', '/api/site');
    if (s.list[0]?.status === 'live') return;
    await new Promise((r) => setTimeout(r, 500));
  }
}
const full = await merchant();
await withSite(full, `royal${Date.now().toString(36).slice(-5)}`);
const empty = await merchant();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-blink-features=AutomationControlled'],
});
const sizes = { m: { width: 390, height: 844 }, d: { width: 1280, height: 900 } };
for (const loc of ['en', 'ar']) {
  for (const [sz, viewport] of Object.entries(sizes)) {
    const shot = async (m, path, name, act) => {
      const ctx = await browser.newContext({ viewport, userAgent: UA, deviceScaleFactor: 1 });
      await ctx.addInitScript(
        ([tk, u]) => {
          localStorage.setItem('accessToken', tk);
          localStorage.setItem('userInfo', JSON.stringify(u));
        },
        [m.token, m.user],
      );
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.log('PAGEERROR', name, e.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') console.log('CONSOLE', name, msg.text());
      });
      await page.goto(`${BASE}/${loc}/${path}`);
      await page.waitForLoadState('networkidle');
      if (act) await act(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${loc}-${sz}-${name}.png`, fullPage: true });
      await ctx.close();
    };
    await shot(full, 'my-site', 'sites');
    await shot(full, 'my-site', 'sites-reset', async (p) => {
      await p.locator('.site-actions button').last().click();
      await p.locator('dialog.reset-dialog input[type=password]').fill('ab');
      await p.locator('dialog.reset-dialog button[type=submit]').click();
    });
    await shot(empty, 'my-site', 'sites-empty');
    await shot(full, 'my-site?siteName=zzzz', 'sites-nomatch');
    await shot(full, 'settlement', 'settlement');
    await shot(empty, 'settlement', 'settlement-invalid', async (p) => {
      await p.locator('.topup-form button[type=submit]').click();
    });
    await shot(empty, 'settlement', 'settlement-usdt', async (p) => {
      await p.locator('.topup-form input[inputmode=decimal]').fill('25.50');
      await p.locator('.topup-form button[type=submit]').click();
      await p.locator('.usdt-qr').waitFor();
    });
  }
}
await browser.close();
await api.dispose();
console.log('done');
