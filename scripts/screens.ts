// `npm run screens`: the account screens as a merchant sees them, for a person to look at.
// Against a running server (BASE, default http://localhost:4321): registers a merchant with a
// paid order (site live), a pending order and a cart item, then takes full-page shots of every
// account screen at 1280 px and a 390 px phone, in en and ar, into SHOTS_DIR (default
// /tmp/shots). Prints each file and any screen wider than its viewport.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';

const base = process.env['BASE'] ?? 'http://localhost:4321';
const dir = process.env['SHOTS_DIR'] ?? '/tmp/shots';
const SCREENS =
  'cart,choose-theme?countriesId=1,my-order,created?orderId=PAID,created?orderId=PENDING,my-site,settlement,personal';
const UA = {
  desk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

async function api(method: string, path: string, body?: unknown, token?: string) {
  const r = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await r.json();
  if (json.code !== 0) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

const account = `shot${Date.now().toString(36).slice(-6)}`;
const reg = await api('POST', '/api/login/register', {
  account,
  password: 'secret123',
  email: `${account}@example.com`,
});
const token = reg.accessToken as string;
const pkg = (await api('GET', '/api/opening-station/package-list?countriesId=1'))[0].id;
const templates = (await api('GET', '/api/cart/template-list?countriesId=1&pageSize=3')).list;
const addItem = (i: number) =>
  api(
    'POST',
    '/api/cart/create',
    {
      countriesId: 1,
      packageId: pkg,
      templateId: templates[i].id,
      siteName: `Lucky Star ${i}${account.slice(-3)}`,
      color1: '#0b0d17',
      color2: '#f5b301',
      color3: '#e63946',
    },
    token,
  );
const [first, second] = [await addItem(0), await addItem(1)];
await addItem(2);
const paid = await api('POST', '/api/order/create', { id: first.id, account: 'ops1234', password: 'pass1234' }, token);
const payment = await api('POST', '/api/pay/unified-ordering', { orderId: paid.id, method: 'sandbox' }, token);
await fetch(base + payment.payUrl, {
  method: 'POST',
  body: new URLSearchParams({ action: 'pay' }),
  redirect: 'manual',
});
const pending = await api(
  'POST',
  '/api/order/create',
  { id: second.id, account: 'ops5678', password: 'pass1234' },
  token,
);
for (let i = 0; i < 100; i++) {
  if ((await api('POST', '/api/order/paymentresults', { id: paid.id }, token)).site?.status === 'live') break;
  await new Promise((r) => setTimeout(r, 200));
}

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  for (const vp of [
    { name: 'desk' as const, width: 1280, height: 800 },
    { name: 'phone' as const, width: 390, height: 844 },
  ]) {
    for (const locale of ['en', 'ar']) {
      const phone = vp.name === 'phone';
      const ctx = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        isMobile: phone,
        hasTouch: phone,
        userAgent: UA[vp.name],
      });
      await ctx.addInitScript(
        ([tk, user]) => {
          localStorage.setItem('accessToken', tk as string);
          localStorage.setItem('userInfo', user as string);
        },
        [token, JSON.stringify(reg.userInfo)],
      );
      const page = await ctx.newPage();
      for (const screen of (process.env['SCREENS'] ?? SCREENS).split(',')) {
        const path = screen.replace('PAID', String(paid.id)).replace('PENDING', String(pending.id));
        await page.goto(`${base}/${locale}/${path}`, { waitUntil: 'networkidle' });
        const name = screen
          .replace(/\?.*PAID$/, '-paid')
          .replace(/\?.*PENDING$/, '-pending')
          .replace(/\?.*/, '');
        const file = `${dir}/${name}-${locale}-${vp.name}.png`;
        await page.screenshot({ path: file, fullPage: true });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        console.log(file, wide ? 'WIDER THAN THE VIEWPORT' : '');
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
}
