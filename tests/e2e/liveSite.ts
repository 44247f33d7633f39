import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall as call, newAccount, registerViaApi } from './support';

// A merchant with a live site, made through the API as a paying merchant would (shared by the
// My sites and the console specs).

export interface SiteRow {
  id: number;
  siteName: string;
  status: string;
  domain: string | null;
  backendUrl: string | null;
  account: string;
}

/** A merchant whose order was paid in USDT (simulated transfer) and whose site is live. */
export async function merchantWithLiveSite(request: APIRequestContext, opts: { sites?: number } = {}) {
  const m = await registerViaApi(request);
  const countries = await call<{ id: number }[]>(request, m.token, 'GET', '/api/opening-station/countries-list');
  const countriesId = countries[0]!.id;
  const packages = await call<{ id: number; sites: number }[]>(
    request,
    m.token,
    'GET',
    `/api/opening-station/package-list?countriesId=${countriesId}`,
  );
  const pkg = opts.sites ? packages.find((p) => p.sites === opts.sites) : packages[0];
  const templates = await call<{ list: { id: number }[] }>(
    request,
    m.token,
    'GET',
    `/api/cart/template-list?countriesId=${countriesId}&page=1&pageSize=2`,
  );
  const [colors] = await call<{ color1: string; color2: string; color3: string }[]>(
    request,
    m.token,
    'GET',
    '/api/cart/colors',
  );
  const siteName = `e2e${newAccount('s').slice(-10)}`.toLowerCase();
  const item = await call<{ id: number }>(request, m.token, 'POST', '/api/cart/create', {
    countriesId,
    packageId: pkg!.id,
    templateId: templates.list[0]!.id,
    siteName,
    color1: colors!.color1,
    color2: colors!.color2,
    color3: colors!.color3,
  });
  const opsAccount = `op${Date.now().toString(36).slice(-6)}`.slice(0, 10);
  const opsPassword = 'first123';
  const order = await call<{ id: number }>(request, m.token, 'POST', '/api/order/create', {
    id: item.id,
    account: opsAccount,
    password: opsPassword,
  });
  const payment = await call<{ paymentId: string; testMode: boolean; address: string }>(
    request,
    m.token,
    'POST',
    '/api/pay/unified-ordering',
    { orderId: order.id, method: 'usdt', network: 'TRC20' },
    { 'idempotency-key': randomUUID() },
  );
  expect(payment.testMode).toBe(true);
  await call(request, m.token, 'POST', '/api/pay/simulate', { paymentId: payment.paymentId });
  // Provisioning is a background job: wait for the site to go live.
  await expect
    .poll(async () => (await call<{ list: SiteRow[] }>(request, m.token, 'GET', '/api/site')).list[0]?.status, {
      timeout: 20_000,
    })
    .toBe('live');
  const site = (await call<{ list: SiteRow[] }>(request, m.token, 'GET', '/api/site')).list[0]!;
  return { ...m, siteName, opsAccount, opsPassword, orderId: order.id, site };
}

/** Logs in to a site's operations console in its own tab; true when the overview shows. */
export async function consoleAccepts(page: Page, url: string, account: string, password: string): Promise<boolean> {
  await page.goto(url);
  await page.getByLabel('Operations account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const overview = page.getByRole('heading', { name: 'Site overview' });
  const failed = page.getByText('Incorrect operations account or password');
  await expect(overview.or(failed)).toBeVisible();
  return overview.isVisible();
}
