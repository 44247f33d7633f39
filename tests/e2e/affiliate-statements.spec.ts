import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { weekOf } from '../../src/shared/isoWeek.ts';
import { startAffiliateServer } from './affiliateServer.ts';
import { ADMIN, totpNow } from './staffServer.ts';

/**
 * Affiliates' weekly statements in Chromium (against a server of their own whose data
 * affiliateFixture.ts wrote: an affiliate, its merchant and orders paid last week and this week):
 * the statement of last week, settled with a reference and a reason while a second tab's settle is
 * told who did it; this week open and not settleable; Arabic on a phone, right to left.
 */
test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startAffiliateServer>>;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
const url = (path: string) => `${server.base}${path}`;
const SHOTS = '/tmp/affiliates-shots';
const lastWeek = weekOf(new Date(weekOf(new Date()).from.getTime() - 86_400_000)).week;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startAffiliateServer();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/staff/'));
  await page.getByLabel('E-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('.staff-secret dd').textContent())!;
  await page.getByLabel('Code').fill(totpNow(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  adminState = await context.storageState();
  await context.close();
});
test.afterAll(async () => {
  await server?.stop();
});

async function asAdmin(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: adminState, viewport });
  return { context, page: await context.newPage() };
}

/** The statements view with the affiliate chosen by its name (the week: last week, the default). */
async function openStatement(page: Page, locale = '') {
  await page.goto(url(`${locale}/staff/affiliates/`));
  await page
    .getByRole('navigation', { name: locale ? 'شاشات الشركاء' : 'Affiliate screens' })
    .getByRole('link')
    .nth(1)
    .click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  const affiliate = page.locator('#statement-affiliate');
  await affiliate.selectOption({ label: 'Sunrise Media · E2EPARTNER' });
}

test('last week’s statement: its orders and commission, settled once with a reference; a second tab is told who settled it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await asAdmin(browser);
  await openStatement(page);
  await expect(page.getByRole('heading', { name: 'Weekly statements', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue(lastWeek);
  await expect(page.getByText('E2EPARTNER', { exact: true })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders paid this week' });
  await expect(orders.getByRole('row')).toHaveCount(3);
  await expect(orders).toContainText('E2E-AFF-0001');
  await expect(orders).toContainText('E2E-AFF-0002');
  await expect(orders).not.toContainText('E2E-AFF-0003');
  const totals = page.getByRole('table', { name: /Commission by currency, at 20%/ });
  await expect(totals.getByRole('row', { name: /USD/ })).toContainText('$1,498.00');
  await expect(totals.getByRole('row', { name: /USD/ })).toContainText('$299.60');
  await expect(page.getByText('The week has ended and is not settled yet.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-statement.png`, fullPage: true });

  // A second tab holds the same statement, not yet settled.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('button', { name: 'Mark settled' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark settled' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Mark week ${lastWeek} of Sunrise Media settled?`);
  await expect(dialog).toContainText('Commission to pay: $299.60.');
  await dialog.getByRole('button', { name: 'Mark settled' }).click();
  await expect(dialog.getByText('Give a reason for this action.')).toBeVisible();
  await dialog.getByLabel('Reference').fill('PAYOUT-2026-17');
  await dialog.getByLabel('Reason').fill('paid by bank transfer');
  await page.screenshot({ path: `${SHOTS}/en-1280-settle-dialog.png` });
  await dialog.getByRole('button', { name: 'Mark settled' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('p[role="status"]')).toHaveText('Week settled.');
  await expect(page.getByText(/^Settled by Ada Admin on /)).toBeVisible();
  await expect(page.getByText('PAYOUT-2026-17')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark settled' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/en-1280-settled.png`, fullPage: true });

  await other.getByRole('button', { name: 'Mark settled' }).click();
  await other.getByRole('dialog').getByLabel('Reason').fill('paid twice?');
  await other.getByRole('dialog').getByRole('button', { name: 'Mark settled' }).click();
  await expect(other.locator('p[role="alert"]')).toHaveText('Ada Admin already settled this week.');
  await expect(other.getByText(/^Settled by Ada Admin on /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('this week is open: its order shown, nothing to settle yet; an affiliate without orders says so', async ({
  browser,
}) => {
  const { context, page } = await asAdmin(browser);
  await openStatement(page);
  const thisWeek = weekOf(new Date()).week;
  await page.getByLabel('Week', { exact: true }).selectOption(thisWeek);
  await expect(page.getByText(/^Open: the amounts can still change until the week ends on /)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders paid this week' })).toContainText('E2E-AFF-0003');
  await expect(page.getByText('A week can be settled once it has ended (Monday 00:00 UTC).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark settled' })).toHaveCount(0);
  await page.locator('#statement-affiliate').selectOption({ label: 'Quiet Partner · E2EQUIETPA' });
  await expect(page.getByText("No paid orders of this affiliate's merchants in this week.")).toBeVisible();
  // Reloaded, the address keeps the choice.
  await page.reload();
  await expect(page.locator('#statement-affiliate')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue(thisWeek);
  await context.close();
});

test('the statement on a phone, in English and in Arabic: cards, right to left, no sideways scroll, no axe violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await asAdmin(browser, { width: 390, height: 844 });
  await openStatement(page);
  await expect(page.getByRole('table', { name: 'Orders paid this week' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/en-390-statement.png`, fullPage: true });
  const here = new URL(page.url());
  await page.goto(url(`/ar/staff/affiliates/${here.search}`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الكشوف الأسبوعية', level: 2 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ar-390-statement.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/ar-1280-statement.png`, fullPage: true });
  await context.close();
});
