import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiOf, catalogue, newAccount, registerViaApi } from './support';

// A merchant with a live site, made through the API as a paying merchant would (shared by the
// My sites and the console specs).

/** A merchant whose order was paid in USDT (simulated transfer) and whose site is live. */
export async function merchantWithLiveSite(request: APIRequestContext, opts: { sites?: number } = {}) {
  const m = await registerViaApi(request);
  const api = apiOf(request, m.token);
  const { countriesId, packages, templateIds, colors } = await catalogue(api, 2);
  const pkg = opts.sites ? packages.find((p) => p.sites === opts.sites) : packages[0];
  const siteName = `e2e${newAccount('s').slice(-10)}`.toLowerCase();
  const item = await api.post('/api/cart/create', {
    body: { countriesId, packageId: pkg!.id, templateId: templateIds[0]!, siteName, ...colors },
  });
  const opsAccount = `op${Date.now().toString(36).slice(-6)}`.slice(0, 10);
  const opsPassword = 'first123';
  const order = await api.post('/api/order/create', {
    body: { id: item.id, account: opsAccount, password: opsPassword },
  });
  const payment = await api.post('/api/pay/unified-ordering', {
    body: { orderId: order.id, method: 'usdt', network: 'TRC20' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(payment.testMode).toBe(true);
  await api.post('/api/pay/simulate', { body: { paymentId: payment.paymentId } });
  // Provisioning is a background job: wait for the site to go live.
  await expect.poll(async () => (await api.get('/api/site')).list[0]?.status, { timeout: 20_000 }).toBe('live');
  const site = (await api.get('/api/site')).list[0]!;
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
