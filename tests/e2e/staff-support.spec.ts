import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { merchantWithLiveSite } from './liveSite';
import { ADMIN, type StaffServer, startStaffServer, totpNow } from './staffServer.ts';

/**
 * Issue 28, support's and the catalogue's screens of the staff console in Chromium against a
 * server of their own (an administrator made by `npm run staff:add`, who passes every role
 * check): a merchant found and their sign-in locked and unlocked, a site suspended (its page
 * answers the notice) and resumed, the order's timeline, a contact message answered and closed,
 * an affiliate application approved (a second decision told someone decided already), a
 * package's price changed and put back; the new screens in Arabic at 390 px.
 */
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

const url = (path: string) => `${server.base}${path}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startStaffServer();
  // The administrator's first sign-in: the authenticator enrolled with a code computed here.
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

/** Confirms the open dialog's action with a reason; a reason too short is refused first. */
async function confirmWithReason(page: Page, button: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByText('Give a reason for this action.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a merchant found by account: sign-in locked and unlocked, a site suspended and resumed, the order timeline', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: server.base });
  const m = await merchantWithLiveSite(api);
  const { context, page } = await asAdmin(browser);

  await page.goto(url('/staff/'));
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText([
    'Today',
    'Money to review',
    'Withdrawals',
    'Merchants',
    'Site terms',
    'Contact messages',
    'Affiliates',
    'Catalogue',
    'Audit log',
    'Staff',
  ]);
  // Today's queues lead to their screens.
  await expect(page.locator('.staff-queue').getByRole('link', { name: 'Contact messages' })).toHaveAttribute(
    'href',
    '/staff/contact/',
  );
  await nav.getByRole('link', { name: 'Merchants' }).click();
  await expect(page.getByRole('heading', { name: 'Merchants', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Type something to search for.')).toBeVisible();
  await page.getByLabel('Search').fill(m.account);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: `Results for “${m.account}”` })).toBeFocused();
  expect(new URL(page.url()).searchParams.get('q')).toBe(m.account);
  await page.getByRole('link', { name: m.account }).click();

  await expect(page.getByRole('heading', { name: m.account, level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Merchants' })).toHaveAttribute('aria-current', 'page');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Verified');
  await expect(profile).toContainText('Allowed');
  expect(await axeViolations(page)).toEqual([]);

  // Lock, with a reason; the profile says why; unlock.
  await profile.getByRole('button', { name: 'Lock sign-in' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Lock the sign-in of ${m.account}?`);
  await confirmWithReason(page, 'Lock sign-in', 'chargeback review');
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in locked.' })).toBeFocused();
  await expect(profile).toContainText('Reason: chargeback review');
  const refused = await api.post('/api/login/authorize', { data: { account: m.account, password: m.password } });
  expect(refused.status()).toBe(401);
  await profile.getByRole('button', { name: 'Unlock sign-in' }).click();
  await confirmWithReason(page, 'Unlock sign-in', 'cleared by phone');
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in unlocked.' })).toBeVisible();
  await expect(profile).toContainText('Allowed');

  // Suspend the site: its address answers the notice in a page of its own; resume it.
  const siteUrl = new URL(m.site.domain!);
  const sites = page.getByRole('region', { name: 'Sites' });
  await sites.getByRole('button', { name: /Suspend/ }).click();
  await confirmWithReason(page, 'Suspend', 'abuse report #12');
  await expect(page.getByRole('status').filter({ hasText: 'Site suspended.' })).toBeVisible();
  await expect(sites).toContainText('Suspended');
  const visitor = await browser.newPage();
  const answer = await visitor.goto(url(siteUrl.pathname));
  expect(answer?.status()).toBe(403);
  await expect(visitor.getByText('This site is suspended')).toBeVisible();
  await sites.getByRole('button', { name: /Resume/ }).click();
  await confirmWithReason(page, 'Resume', 'report was mistaken');
  await expect(page.getByRole('status').filter({ hasText: 'Site resumed.' })).toBeVisible();
  expect((await visitor.goto(url(siteUrl.pathname)))?.status()).toBe(200);
  await visitor.close();

  // The order's timeline: its payment, its status changes in words, and what staff did to its site.
  await sites.getByRole('link', { name: 'Order timeline' }).click();
  await expect(page.getByRole('heading', { name: /^Order /, level: 1 })).toBeVisible();
  const timeline = page.locator('.staff-timeline');
  await expect(timeline).toContainText('Pending payment → Purchased');
  await expect(timeline.locator('.is-staff')).toHaveCount(2);
  await expect(timeline).toContainText('site.suspend');
  await expect(timeline).toContainText('abuse report #12');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
  await api.dispose();
});

test('a contact message sent through the storefront: taken, answered by e-mail, closed with a reason', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `Visitor ${Date.now().toString(36)}`;
  const sent = await fetch(url('/api/contact/submit'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
    body: JSON.stringify({ name, email: `v${Date.now()}@example.com`, message: 'Gói Gold có bao nhiêu trang?' }),
  });
  expect(sent.ok).toBe(true);
  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/contact/'));
  await expect(page.getByRole('heading', { name: 'Contact messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Gói Gold có bao nhiêu trang?');
  await expect(card).toContainText('Vietnamese');
  await expect(card).toContainText('Nobody yet');
  await card.getByRole('button', { name: /Take/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned.' })).toBeVisible();
  await expect(card).toContainText(ADMIN.name);

  await card.getByRole('button', { name: /Answer/ }).click();
  const dialog = page.getByRole('dialog', { name: `Answer ${name}` });
  await dialog.getByRole('button', { name: 'Send the answer' }).click();
  await expect(dialog.getByText('Write an answer.')).toBeVisible();
  await dialog.getByLabel('Your answer').fill('Ba trang.');
  await dialog.getByRole('button', { name: 'Send the answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent.' })).toBeFocused();
  await expect(card).toContainText('Answered');

  await card.getByRole('button', { name: /Close/ }).click();
  await confirmWithReason(page, 'Close the message', 'answered by e-mail');
  await expect(page.getByRole('status').filter({ hasText: 'Closed.' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('article', { name })).toContainText('Closed');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('an affiliate application: the time left of its 48 hours, approved once; a second decision is told who was first', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `Partner ${Date.now().toString(36)}`;
  const saved = await fetch(url('/api/league/save'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'th' },
    body: JSON.stringify({ name, contact: `p${Date.now()}@example.com`, channel: 'ads' }),
  });
  expect(saved.ok).toBe(true);
  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/affiliates/'));
  const card = page.getByRole('article', { name });
  await expect(card.locator('.staff-deadline')).toHaveText(/^(1 day 23 hr|2 days) left$/);
  // A second person has it open too.
  const other = await context.newPage();
  await other.goto(url('/staff/affiliates/'));
  await other
    .getByRole('article', { name })
    .getByRole('button', { name: /Reject/ })
    .click();
  await other.getByRole('dialog').getByLabel('Reason').fill('not a fit');

  await card.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByRole('dialog')).toContainText('they are told by e-mail');
  await confirmWithReason(page, 'Approve', 'fits the programme');
  await expect(page.getByRole('status').filter({ hasText: 'Decision recorded.' })).toBeVisible();
  await expect(card).toHaveCount(0);

  await other.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other.getByRole('article', { name })).toHaveCount(0);

  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(page.getByRole('article', { name })).toContainText('fits the programme');
  await context.close();
});

test("a package's price changed and put back; the note says what carts and orders see", async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/catalogue/'));
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  const market = page.getByLabel('Market', { exact: true });
  const first = await market.locator('option').nth(1).getAttribute('value');
  await market.selectOption(first!);
  expect(new URL(page.url()).searchParams.get('market')).toBe(first);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /Change the price/ }) })
    .first();
  const name = (await row.locator('.staff-cell-main').textContent())!;
  const before = (await row.locator('.staff-num').textContent())!;

  async function setPrice(price: string, reason: string) {
    await row.getByRole('button', { name: /Change the price/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Orders already made keep their price.');
    await dialog.getByLabel(/New price/).fill(price);
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Change the price' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }

  await row.getByRole('button', { name: /Change the price/ }).click();
  const old = await page
    .getByRole('dialog')
    .getByLabel(/New price/)
    .inputValue();
  await page
    .getByRole('dialog')
    .getByLabel(/New price/)
    .fill('ten');
  await page.getByRole('dialog').getByLabel('Reason').fill('new year');
  await page.getByRole('dialog').getByRole('button', { name: 'Change the price' }).click();
  await expect(page.getByRole('dialog').getByText('Enter a price above zero with at most two decimals.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await setPrice('1234,5', 'new year prices');
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText('1,234.50');
  await setPrice(old, 'back to the old price');
  await expect(page.getByRole('row').filter({ hasText: name }).first().locator('.staff-num')).toHaveText(before);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('the new screens in Arabic on a phone: right to left, translated, no sideways scroll, no axe violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await asAdmin(browser, { width: 390, height: 844 });
  for (const screen of ['merchants/?q=e', 'contact/', 'affiliates/', 'catalogue/?market=1']) {
    await page.goto(url(`/ar/staff/${screen}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await noSidewaysScroll(page), screen).toBe(true);
    expect(await axeViolations(page), screen).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: 'الكتالوج', level: 1 })).toBeVisible();
  await context.close();
});
