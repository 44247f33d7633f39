import { pressSandbox } from '../tests/support/sandboxPay.ts';
// JavaScript weight of every account screen, logged in, measured in Chromium: each screen
// opens in a fresh browser context (nothing cached) with a stored session, and every script
// the page requested until it settled — module files, the island's chunks, inline scripts —
// is counted at its gzip size (level 9, as bench/pageWeight.ts counts marketing pages).
// The data the screens show (a cart item, an unpaid and a paid order, a live site) is made
// through the API first, so each screen renders its real content, not an empty state.
// BENCH_VERBOSE=1 prints every screen's files with their sizes.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumArgs, personUserAgent } from '../tests/support/chromium.ts';
import type { Row } from './row.ts';
import { apiClient } from './support.ts';

const BUDGET_KB = 80;
const UA = personUserAgent.desktop;
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gz`;

/** A merchant with one item in the cart, an unpaid order, and a paid order whose site is live. */
export async function seedMerchant(base: string) {
  const api = apiClient(base);
  const account = `w${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const auth = await api('POST', '/api/login/register', {
    account,
    password: 'secret123',
    email: `${account}@bench.test`,
  });
  const token = auth.accessToken as string;
  const packageId = (await api('GET', '/api/opening-station/package-list?countriesId=1'))[0].id as number;
  const template = (await api('GET', '/api/cart/template-list?countriesId=1&pageSize=1')).list[0];
  const colors = { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' };
  const item = (name: string) =>
    api(
      'POST',
      '/api/cart/create',
      { countriesId: 1, packageId, templateId: template.id, siteName: name, ...colors },
      token,
    );
  const order = async (name: string) =>
    api('POST', '/api/order/create', { id: (await item(name)).id, account: 'ops1234', password: 'pass1234' }, token);

  const inCart = await item(`Cart ${account}`);
  const unpaid = await order(`Unpaid ${account}`);
  const paid = await order(`Paid ${account}`);
  const payment = await api('POST', '/api/pay/unified-ordering', { orderId: paid.id, method: 'sandbox' }, token);
  const click = await pressSandbox(base, payment.payUrl);
  if (click.status !== 303) throw new Error(`sandbox Pay → ${click.status}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await api('POST', '/api/order/paymentresults', { id: paid.id }, token);
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
    user: auth.userInfo as unknown,
    wizard,
    packageId,
    cartItemId: inCart.id as number,
    unpaidOrderId: unpaid.id as number,
    paidOrderId: paid.id as number,
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

interface Screen {
  name: string;
  path: string;
  /** Something to do once the screen has settled (its JS is counted too). */
  open?: (page: Page) => Promise<void>;
}

/** Every account screen, with the query that makes it show real content. */
export function accountScreens(m: Merchant): Screen[] {
  return [
    { name: 'cart', path: '/cart' },
    { name: 'market introduction', path: '/introduction?countriesId=1' },
    { name: 'package', path: '/package?countriesId=1' },
    { name: 'choose-theme: template', path: `/choose-theme?countriesId=1&packageId=${m.packageId}` },
    { name: 'choose-theme: site info', path: `/choose-theme?countriesId=1&packageId=${m.packageId}&step=info` },
    { name: 'choose-theme: edit cart item', path: `/choose-theme?cartItemId=${m.cartItemId}` },
    { name: 'my orders', path: '/my-order' },
    {
      name: 'my orders + order detail',
      path: '/my-order',
      open: async (page) => {
        await page.locator(`[data-order-id="${m.unpaidOrderId}"]`).getByRole('button', { name: 'Details' }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'created (paid order)', path: `/created?orderId=${m.paidOrderId}` },
    { name: 'my sites', path: '/my-site' },
    { name: 'settlement', path: '/settlement' },
    { name: 'personal (profile, sessions)', path: '/personal' },
  ];
}

/** Every script the page ran or fetched, gzip-sized: inline ones from the HTML, files from the network. */
async function measure(context: BrowserContext, base: string, screen: Screen) {
  const page = await context.newPage();
  const files = new Map<string, Promise<number>>();
  let inline = 0;
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script')
      files.set(
        res.url(),
        res.body().then(gz, () => 0),
      );
    else if (type === 'document' && res.url().startsWith(base)) {
      files.set(
        res.url(),
        res.text().then((html) => {
          for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g))
            if (!/application\/(ld\+)?json/.test(m[1] ?? '')) inline += gz(m[2] ?? '');
          return 0;
        }),
      );
    }
  });
  await page.goto(base + screen.path, { waitUntil: 'load' });
  // Hydrated islands lose their `ssr` attribute; then the screen's own requests finish.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const wanted = new URL(base + screen.path).pathname;
  if (new URL(page.url()).pathname !== wanted) throw new Error(`${screen.name}: left for ${page.url()}`);
  if (screen.open) {
    await screen.open(page);
    await page.waitForLoadState('networkidle');
  }
  const sizes = new Map<string, number>();
  for (const [url, size] of files) sizes.set(url, await size);
  await page.close();
  const total = inline + [...sizes.values()].reduce((a, b) => a + b, 0);
  const largest = [...sizes].filter(([, s]) => s > 0);
  largest.sort((a, b) => b[1] - a[1]);
  return { total, files: largest };
}

export async function benchAccountWeight(base: string, executablePath: string): Promise<Row[]> {
  const merchant = await seedMerchant(base);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  const rows: Row[] = [];
  try {
    for (const screen of accountScreens(merchant)) {
      const context = await browser.newContext({
        userAgent: UA,
        viewport: { width: 1280, height: 900 },
        storageState: sessionState(base, merchant),
      });
      try {
        const { total, files } = await measure(context, base, screen);
        if (process.env['BENCH_VERBOSE'])
          console.log(
            screen.name,
            files.map(([u, s]) => `${u.slice(u.lastIndexOf('/') + 1)} ${(s / 1024).toFixed(1)}`),
          );
        rows.push({
          name: `${screen.name} (${screen.path.split('?')[0]})`,
          value: `${kb(total)}, ${files.length} files`,
          budget: `≤ ${BUDGET_KB} KB gz`,
          ok: total <= BUDGET_KB * 1024,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
