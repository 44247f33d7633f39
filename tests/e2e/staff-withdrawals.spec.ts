import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { deriveAddress, newTestXpub } from '../../src/server/orders/providers/addresses.ts';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { mailedCodeIn } from '../support/devMail.ts';
import { axeViolations } from '../support/a11y.ts';
import { awaitMail, verificationCode } from './mailInbox.ts';
import { ADMIN, type StaffServer, startStaffServer, totpNow } from './staffServer.ts';

/**
 * Issue 29, finance's side in Chromium against the staff console's own server: a merchant with a
 * USDT balance, a usable address (the server runs with WITHDRAW_COOLING_HOURS=0, so a confirmed
 * address is usable at once) and three requests made through the API; the administrator approves
 * one (bound to its digest), gives the first of two approvals to a large one and is told a second
 * person must approve, rejects another with a reason while a second tab's stale approval is told it
 * moved on, exports the approved one as a signed batch (JSON and CSV downloaded), and a second
 * export finds nothing. English and Arabic (right to left), 1280 and 390 px, axe on each screen.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/staff-withdrawals-shots';
let server: StaffServer;
let api: APIRequestContext;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
const ids = { small: 0, rejected: 0, large: 0 };
let merchantAccount = '';
const url = (path: string) => `${server.base}${path}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function call(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const res = await api.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const json = await res.json();
  expect(res.status(), `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json.data;
}

/** A verified merchant holding 3000 USDT, with a confirmed address and three requests. */
async function merchantWithRequests() {
  merchantAccount = `w${Date.now().toString(36).slice(-7)}`;
  const email = `${merchantAccount}@example.com`;
  const reg = await api.post('/api/login/register', {
    data: { account: merchantAccount, password: 'secret123', email },
  });
  const token = (await reg.json()).data.accessToken as string;
  await call('POST', '/api/user/verify-email', token, { pin: await awaitMail(api, email, verificationCode) });
  const { address } = await call('POST', '/api/settlement/deposit', token, { amount: '3000', network: 'TRC20' });
  const e = signEvent(
    server.usdtSecret,
    JSON.stringify({
      type: 'transfer.confirmed',
      timestamp: new Date().toISOString(),
      data: { network: 'TRC20', address, txHash: randomBytes(32).toString('hex'), amount: '3000', confirmations: 20 },
    }),
  );
  const paid = await api.post('/api/pay/notify/usdt', {
    headers: { ...e.headers, 'content-type': 'application/json' },
    data: e.body,
  });
  expect(paid.status()).toBe(200);
  const to = deriveAddress(newTestXpub(randomBytes(16)), 0, 'TRC20');
  const added = await call('POST', '/api/withdrawals/addresses/add', token, {
    network: 'TRC20',
    address: to,
    label: 'Cold',
  });
  const code = await awaitMail(api, email, (m) =>
    /withdrawal address/.test(m.subject) ? mailedCodeIn(m.subject) : null,
  );
  const usable = await call('POST', '/api/withdrawals/addresses/confirm', token, { id: added.id, code });
  expect(usable.state).toBe('usable');
  const ask = async (amount: string) =>
    (await call('POST', '/api/withdrawals/request', token, { addressId: added.id, amount, password: 'secret123' }))
      .id as number;
  ids.small = await ask('25');
  ids.rejected = await ask('40');
  ids.large = await ask('1200');
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  // The server inherits this: a confirmed address is usable at once (no 24-hour wait in a test).
  process.env['WITHDRAW_COOLING_HOURS'] = '0';
  server = await startStaffServer();
  delete process.env['WITHDRAW_COOLING_HOURS'];
  api = await request.newContext({ baseURL: server.base });
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
  await merchantWithRequests();
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function asAdmin(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: adminState, viewport, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

test('the queue, one request with the merchant history, approvals bound to the digest, a reject with a reason, a stale tab told', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await asAdmin(browser);
  // Loading, then a failure with Retry, then the queue.
  let fail = true;
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/staff/withdrawals?**', async (route) => {
    if (!fail) return route.continue();
    await held;
    return route.fulfill({ status: 503, json: { code: 1, error: 'unavailable', msg: '' } });
  });
  await page.goto(url('/staff/withdrawals/'));
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-loading.png`, fullPage: true });
  release();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-error.png`, fullPage: true });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'To decide' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'To decide' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const rowOf = (id: number) => table.getByRole('row').filter({ hasText: `Withdrawal #${id}` });
  await expect(rowOf(ids.small)).toContainText('USDT');
  await expect(rowOf(ids.small)).toContainText('25.00');
  await expect(rowOf(ids.small)).toContainText('TRC20');
  await expect(rowOf(ids.small)).toContainText(merchantAccount);
  await expect(rowOf(ids.large)).toContainText('Approvals: 0 of 2');
  await expect(rowOf(ids.small).locator('.wd-address')).toHaveAttribute('dir', 'ltr');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-queue.png`, fullPage: true });

  // One request: the merchant history as the API gives it.
  await rowOf(ids.small)
    .getByRole('link', { name: `Open Withdrawal #${ids.small}` })
    .click();
  await expect(page.getByRole('heading', { name: `Withdrawal #${ids.small}`, level: 1 })).toBeVisible();
  await expect(page.getByText('One approval sends it on to the next export.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'How the money came in' })).toContainText('USDT top-up');
  await expect(page.getByRole('heading', { name: 'Address changes in the last 30 days' })).toBeVisible();
  await expect(page.locator('.wd-card').filter({ hasText: 'Address changes' })).toContainText('Confirmed');
  await expect(page.getByText('No approvals yet.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-detail.png`, fullPage: true });

  // Approve: the dialog names what the approval is bound to; a reason is required.
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve withdrawal #${ids.small} of USDT 25.00?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.wd-bound')).toContainText(merchantAccount);
  await expect(dialog.locator('.wd-bound dd.staff-mono')).toHaveText(/^[0-9a-f]{64}$/);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-approve-dialog.png` });
  await dialog.getByLabel('Reason').fill('Top-up seen on the chain; address a week old');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal approved' })).toBeFocused();
  await expect(page.locator('.wd-list').first()).toContainText(ADMIN.name);
  await expect(page.locator('.wd-facts .wd-status').first()).toHaveText('Approved');
  await page.screenshot({ path: `${SHOTS}/en-1280-approved.png`, fullPage: true });

  // Above the threshold: the first approval is recorded, and this person may not approve twice.
  await page.goto(url(`/staff/withdrawals/?id=${ids.large}`));
  await expect(page.getByText('This amount needs two approvals, by two different people.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const large = page.getByRole('dialog');
  await expect(large).toContainText("After yours, another person's approval is still needed.");
  await large.getByLabel('Reason').fill('Large amount, first check done');
  await large.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'another person must approve it too' })).toBeVisible();
  await expect(page.getByText('You have already approved this withdrawal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.locator('.wd-facts .wd-status').first()).toHaveText('Awaiting a second approval');
  await page.screenshot({ path: `${SHOTS}/en-1280-second-approval.png`, fullPage: true });

  // A second tab holds the request to reject; the first rejects it; the second's approval is told.
  const stale = await context.newPage();
  await stale.goto(url(`/staff/withdrawals/?id=${ids.rejected}`));
  await expect(stale.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.goto(url(`/staff/withdrawals/?id=${ids.rejected}`));
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject withdrawal #${ids.rejected} of USDT 40.00?` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Give a reason')).toBeVisible();
  await reject.getByLabel('Reason').fill('Address changed the day before; asked the merchant to call');
  await page.screenshot({ path: `${SHOTS}/en-1280-reject-dialog.png` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal rejected' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Address changed the day before');
  await stale.getByRole('button', { name: 'Approve' }).click();
  await stale.getByRole('dialog').getByLabel('Reason').fill('looks fine');
  await stale.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(stale.getByRole('alert')).toHaveText(/moved on meanwhile: nothing was changed/);
  await expect(stale.locator('.wd-facts .wd-status').first()).toHaveText('Rejected');
  await stale.screenshot({ path: `${SHOTS}/en-1280-conflict.png`, fullPage: true });
  await context.close();
});

test('export: the approved withdrawal as a signed batch, its JSON and CSV, the batch view; a second export finds none', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/withdrawals/?status=approved'));
  await expect(page.getByRole('button', { name: 'Approved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Approved' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Export approved withdrawals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export every approved withdrawal as one signed batch?' });
  await dialog.getByLabel('Reason').fill('Daily export');
  await dialog.getByRole('button', { name: 'Export approved withdrawals' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Batch exported and signed' })).toBeFocused();
  const batch = page.locator('section.wd-card');
  await expect(batch.getByRole('heading', { level: 2 })).toHaveText(/^Batch #\d+$/);
  await expect(batch).toContainText('Signature (Ed25519)');
  await expect(batch.getByRole('table', { name: 'What the batch holds' })).toContainText(`Withdrawal #${ids.small}`);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the JSON for the signer' }).click(),
  ]);
  const file = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  // For the signer: the signed text and its signature, together.
  expect(typeof file.signature).toBe('string');
  expect(JSON.parse(file.content).intents.map((i: { withdrawalId: number }) => i.withdrawalId)).toEqual([ids.small]);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^withdrawals-batch-\d+\.csv$/);
  expect(readFileSync((await csv.path())!, 'utf8')).toContain(`,${ids.small},TRC20,`);
  await expect(page.getByText('No approved withdrawals wait for export.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-exported.png`, fullPage: true });

  // A second export: nothing approved is left, said in words.
  await page.getByRole('button', { name: 'Export approved withdrawals' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Again');
  await page.getByRole('dialog').getByRole('button', { name: 'Export approved withdrawals' }).click();
  await expect(page.getByRole('alert')).toHaveText('There are no approved withdrawals to export.');

  // The batch view from the exported tab.
  await page.getByRole('button', { name: 'Exported', exact: true }).click();
  await page
    .getByRole('link', { name: /^Batch #\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Batch #\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'What the batch holds' }).getByRole('row')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-batch.png`, fullPage: true });
  await context.close();
});

test('Arabic right to left and a 390 px phone: the queue, a request, its dialogs and a batch, no sideways scroll', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [locale, width] of [
    ['ar', 390],
    ['ar', 1280],
    ['en', 390],
  ] as const) {
    const { context, page } = await asAdmin(browser, { width, height: 844 });
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const tag = `${locale}-${width}`;
    await page.goto(url(`${prefix}/staff/withdrawals/`));
    const title = locale === 'ar' ? 'السحوبات' : 'Withdrawals';
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.wd-table tbody tr')).toHaveCount(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${tag}-queue.png`, fullPage: true });
    // The closed tab: the rejected one.
    await page.getByRole('button', { name: locale === 'ar' ? 'مُغلقة' : 'Closed' }).click();
    await expect(page.locator('.wd-table tbody tr')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/${tag}-closed.png`, fullPage: true });
    // The empty sent tab.
    await page.getByRole('button', { name: locale === 'ar' ? 'مُرسَلة' : 'Sent' }).click();
    await expect(page.locator('.load-empty')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${tag}-empty.png`, fullPage: true });

    await page.goto(url(`${prefix}/staff/withdrawals/?id=${ids.large}`));
    await expect(page.locator('.wd-mine')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${tag}-detail.png`, fullPage: true });
    await page.getByRole('button', { name: locale === 'ar' ? 'رفض' : 'Reject' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${tag}-reject-dialog.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(url(`${prefix}/staff/withdrawals/?status=exported`));
    await page.locator('.wd-table a[href*="batch="]').first().click();
    await expect(page.locator('.wd-small-table tbody tr')).toHaveCount(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${tag}-batch.png`, fullPage: true });
    await context.close();
  }
});
