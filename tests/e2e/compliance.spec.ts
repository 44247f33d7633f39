import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request as http,
  test,
} from '@playwright/test';
import { canvas, designApiCall, expectSaved } from './designSteps';
import { consoleAccepts } from './liveSite';
import { type OwnServer, startOwnServer } from './ownServer';
import { apiOf, newAccount, registerViaApi } from './support';

/**
 * Compliance a market requires (issue 31), in Chromium against a server of its own: a Brazilian
 * site starts without a licence number, so the designer lists what is missing beside Publish
 * (English at 1280 px, Arabic on a 390 px phone) and Publish is refused with the list; after the
 * number is filled and copied to every page, the list is empty and the site goes live with it.
 */
test.describe.configure({ mode: 'serial' });

const BRAZIL = 8;
const SHOTS = '/tmp/compliance-shots';
let server: OwnServer;
let api: APIRequestContext;
let site: { consoleUrl: string; slug: string; opsAccount: string; opsPassword: string };

/** A merchant who bought a site in Brazil and paid (simulated USDT): the site, once live. */
async function brazilianSite(request: APIRequestContext) {
  const m = await registerViaApi(request);
  const call = apiOf(request, m.token);
  const [packages, templates, [colors]] = await Promise.all([
    call.get('/api/opening-station/package-list', { query: { countriesId: BRAZIL } }),
    call.get('/api/cart/template-list', { query: { countriesId: BRAZIL, page: 1, pageSize: 1 } }),
    call.get('/api/cart/colors'),
  ]);
  const siteName = `br${newAccount('c').slice(-10)}`.toLowerCase();
  const { color1, color2, color3 } = colors!;
  const item = await call.post('/api/cart/create', {
    body: {
      countriesId: BRAZIL,
      packageId: packages[0]!.id,
      templateId: templates.list[0]!.id,
      siteName,
      color1,
      color2,
      color3,
    },
  });
  const opsAccount = `op${Date.now().toString(36).slice(-6)}`.slice(0, 10);
  const opsPassword = 'first123';
  const order = await call.post('/api/order/create', {
    body: { id: item.id, account: opsAccount, password: opsPassword },
  });
  const payment = await call.post('/api/pay/unified-ordering', {
    body: { orderId: order.id, method: 'usdt', network: 'TRC20' },
    headers: { 'idempotency-key': randomUUID() },
  });
  await call.post('/api/pay/simulate', { body: { paymentId: payment.paymentId } });
  await expect.poll(async () => (await call.get('/api/site')).list[0]?.status, { timeout: 30_000 }).toBe('live');
  const consoleUrl = new URL((await call.get('/api/site')).list[0]!.backendUrl!).pathname;
  return { consoleUrl, slug: consoleUrl.split('/')[2]!, opsAccount, opsPassword };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer({ name: 'compliance' });
  api = await http.newContext({ baseURL: server.base });
  site = await brazilianSite(api);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function designer(browser: Browser, viewport: { width: number; height: number }, lang?: string) {
  const context = await browser.newContext({ baseURL: server.base, viewport });
  const page = await context.newPage();
  expect(await consoleAccepts(page, site.consoleUrl, site.opsAccount, site.opsPassword)).toBe(true);
  await page.goto(`${site.consoleUrl}/design${lang ? `?lang=${lang}` : ''}`);
  await expect(canvas(page).locator('main')).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

/** An element's text without the isolates (U+2066–U+2069) the translator puts around values on right-to-left pages. */
const plainText = async (l: Locator) => ((await l.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('en 1280: the missing licence is listed, Publish is refused; filled everywhere, the site publishes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await designer(browser, { width: 1280, height: 900 });
  const requirements = page.getByRole('button', { name: /Market requirements/ });
  await expect(requirements).toHaveAccessibleName(/^Market requirements\s+Missing: 1$/);
  // Keyboard: the disclosure opens from the button, the list is its region, Escape returns.
  await requirements.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'What players in this market must see' });
  await expect(panel).toBeFocused();
  const list = panel.getByTestId('compliance-missing');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Licence details');
  await expect(list).toContainText('In the “Compliance notices” section on every page, fill in: Licence number');
  await page.screenshot({ path: `${SHOTS}/en-1280-missing.png` });
  await page.keyboard.press('Escape');
  await expect(requirements).toBeFocused();
  await expect(requirements).toHaveAttribute('aria-expanded', 'false');

  // The server refuses too, naming what is missing.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const anyway = page.getByRole('button', { name: 'Publish anyway' });
  const status = page.getByTestId('publish-status');
  await expect(anyway.or(status.filter({ hasText: /\S/ })).first()).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(status).toHaveText(/^Not published: .* — Licence details$/, { timeout: 15_000 });

  // Fill the number on this page: the list narrows to the other pages, and updates as typed.
  await canvas(page).locator('.comply').first().click();
  await page.getByRole('textbox', { name: 'Licence number', exact: true }).fill('0001/2026-SPA');
  await expectSaved(page, '0001/2026-SPA');
  await requirements.click();
  await expect(list).toContainText('Licence number');
  await expect(list).not.toContainText('on every page');
  await panel
    .getByRole('button', { name: 'Copy the most complete “Compliance notices” section to every page' })
    .click();
  await expect(requirements).toHaveAccessibleName(
    /^Market requirements\s+Every page shows what this market requires\.$/,
  );
  await expect(panel.getByTestId('compliance-ok')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-complete.png` });
  await expectSaved(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  if (await anyway.isVisible()) await anyway.click();
  await expect(status).toHaveText(/^Version \d+ is live\.$/, { timeout: 30_000 });
  for (const path of ['pt/', 'pt/lobby/']) {
    const live = await (await api.get(`/s/${site.slug}/${path}`)).text();
    expect(live).toContain('0001/2026-SPA');
    expect(live).toContain('Licenciado por SPA/MF');
  }
  await context.close();
});

/** Calls the design API from inside the console page (its cookie, its origin), as the editor does. */
const designCall = (page: Page, method: string, path: string, body?: unknown) =>
  designApiCall(page, site.consoleUrl, method, path, body);

test('ar 390: the published strip reads right to left on a phone; the designer lists what is missing in Arabic', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await designer(browser, { width: 390, height: 844 }, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const requirements = page.getByRole('button', { name: /متطلبات السوق/ });
  // Published by the first test: nothing missing.
  await expect(requirements).toHaveAccessibleName(/كل الصفحات تعرض ما يتطلبه هذا السوق/);

  // The site in Arabic too, published: its compliance strip on a phone, right to left.
  let draft = (await designCall(page, 'GET', '/draft')).json.data;
  expect((await designCall(page, 'POST', '/add-language', { language: 'ar', version: draft.version })).status).toBe(
    200,
  );
  draft = (await designCall(page, 'GET', '/draft')).json.data;
  expect((await designCall(page, 'POST', `/publish?version=${draft.version}`)).status).toBe(200);
  await expect.poll(async () => (await api.get(`/s/${site.slug}/ar/`)).status(), { timeout: 30_000 }).toBe(200);
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const live = await visitor.newPage();
  await live.goto(`${server.base}/s/${site.slug}/ar/`);
  await expect(live.locator('html')).toHaveAttribute('dir', 'rtl');
  const strip = live.locator('.comply');
  await expect(strip).toContainText('0001/2026-SPA');
  const shown = await plainText(strip);
  expect(shown).toContain('للاعبين الذين بلغوا 18 عامًا فأكثر فقط');
  expect(shown).toContain('مرخّص من SPA/MF');
  await expect(strip.getByRole('link', { name: '188' })).toHaveAttribute('href', 'tel:188');
  // The strip never widens a phone's page: at its narrowest it fits 390 px (the page's own
  // width also depends on the other sections).
  const narrowest = await strip.evaluate((e) => {
    (e as HTMLElement).style.width = 'min-content';
    const w = e.getBoundingClientRect().width;
    (e as HTMLElement).style.width = '';
    return w;
  });
  expect(narrowest).toBeLessThanOrEqual(390 - 2 * 16);
  await strip.scrollIntoViewIfNeeded();
  await live.screenshot({ path: `${SHOTS}/ar-390-strip.png` });
  await visitor.close();

  // A draft without the licence number on the home page: the Arabic list names it and where.
  draft = (await designCall(page, 'GET', '/draft')).json.data;
  const home = draft.doc.pages[0];
  for (const s of home.sections) if (s.type === 'compliance') s.props.licenceNumber = '';
  expect((await designCall(page, 'PUT', '/draft', { version: draft.version, doc: draft.doc })).status).toBe(200);
  await page.reload();
  await expect(canvas(page).locator('main')).toBeVisible({ timeout: 20_000 });
  await expect(requirements).toHaveAccessibleName(/ناقص: \u2068?1\u2069?$/);
  await requirements.click();
  const list = page.getByTestId('compliance-missing');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('بيانات الترخيص');
  const listed = await plainText(list);
  expect(listed).toContain('في قسم «إشعارات الامتثال» في');
  expect(listed).toContain('املأ: رقم الترخيص');
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/ar-390-missing.png` });
  await context.close();
});
