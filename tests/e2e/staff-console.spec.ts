import { awaitMail } from './mailInbox.ts';
import { type Browser, type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { ADMIN, heldTransfer, type StaffServer, startStaffServer, totpNow } from './staffServer.ts';

/**
 * Issue 28, the staff console in Chromium against its own server (an administrator made by
 * `npm run staff:add`): the first sign-in enrols an authenticator app (codes computed here with
 * otpauth), Today, held money resolved once (a second resolver is told who did it), an invitation
 * through to a support person's first sign-in, a session ended by an administrator, Arabic right
 * to left, and a 390 px phone.
 */
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
/** The administrator's signed-in browser state (its HttpOnly session cookie), once enrolled. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startStaffServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.base}${path}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function asAdmin(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: adminState, viewport });
  return { context, page: await context.newPage() };
}

/** Signs in on the open page up to the enrolment step: its key, in groups of four. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The enrolment: the key read off the page, the app's code typed, the recovery codes saved. */
async function enrol(page: Page) {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const key = (await page.locator('.staff-secret dd').textContent())!;
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await page.getByLabel('Code').fill(totpNow(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const codes = page.locator('.staff-codes li');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await page.getByRole('button', { name: 'I have saved them' }).click();
}

test('the first sign-in enrols the authenticator app, shows the recovery codes once, then Today', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url('/staff/'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
  // No storefront chrome: the console's own bar, and no link back to the shop's pages.
  await expect(page.locator('header.staff-bar')).toContainText('Staff console');
  await expect(page.locator('footer')).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter an e-mail address.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await passwordStep(page, ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not right.');

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The step's heading takes the focus; a code that is not the app's is refused and the step stays.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await page.getByLabel('Code').fill('12');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the 6-digit code the app shows.')).toBeVisible();
  await enrol(page);

  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeFocused();
  const bar = page.getByRole('banner');
  await expect(bar).toContainText(ADMIN.name);
  await expect(bar).toContainText('Administrator');
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
  await expect(nav.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  for (const figure of ['New registrations', 'Orders paid', 'Sites gone live', 'Money received']) {
    await expect(page.locator('.staff-figure dt', { hasText: figure })).toBeVisible();
  }
  await expect(page.locator('.staff-queue')).toHaveCount(4);
  // Two charts of 14 days, each an image with a name and a sentence, and its figures as a table.
  const charts = page.getByRole('img', { name: /per day/ });
  await expect(charts).toHaveCount(2);
  await expect(page.locator('.staff-chart-svg').first().locator('rect')).toHaveCount(14);
  await page.getByText('Show the figures').first().click();
  await expect(page.getByRole('table', { name: 'Registrations per day' }).getByRole('row')).toHaveCount(15);
  expect(await axeViolations(page)).toEqual([]);

  adminState = await context.storageState();
  // The session is the API's HttpOnly cookie: nothing of it is readable by the page.
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /staff|session|token/i.test(k)))).toEqual(
    [],
  );
  await context.close();
});

test('held money: its payload, the resolve dialog, a credit to a merchant, and a second resolver told who did it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const account = `m${Date.now().toString(36).slice(-7)}`;
  const reg = await fetch(url('/api/login/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'secret123', email: `${account}@example.com` }),
  });
  expect(reg.ok).toBe(true);
  const first = await heldTransfer(server, '40');
  const second = await heldTransfer(server, '12.5');

  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/review/'));
  await expect(page.getByRole('heading', { name: 'Money to review', level: 1 })).toBeVisible();
  const rowOf = (id: string) => page.getByRole('row').filter({ hasText: id });
  await expect(rowOf(first)).toContainText('It matches no order or top-up.');
  await expect(rowOf(first)).toContainText('USDT');

  // The payload behind a disclosure.
  const details = rowOf(first).getByRole('button', { name: /Details/ });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.staff-payload')).toContainText('"transfer.confirmed"');

  // The dialog says what is missing, then credits the merchant.
  await rowOf(first)
    .getByRole('button', { name: /Resolve/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resolve this payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByText('Choose what happened to the money.')).toBeVisible();
  await expect(dialog.getByText('Give a reason for this action.')).toBeVisible();
  await dialog.getByLabel("Credit a merchant's balance").check();
  await dialog.getByLabel("Merchant's account name").fill('no-such-merchant');
  await dialog.getByLabel('Reason').fill('the customer wrote in with the hash');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByText('No merchant has this account name.')).toBeVisible();
  await dialog.getByLabel("Merchant's account name").fill(account);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Resolved.' })).toBeFocused();
  await expect(rowOf(first)).toHaveCount(0);

  // Someone else resolves the second while this dialog is open: told who, and the list is read again.
  await rowOf(second)
    .getByRole('button', { name: /Resolve/ })
    .click();
  await dialog.getByLabel('Returned to the sender').check();
  await dialog.getByLabel('Reference of the return transfer').fill('RET-1');
  await dialog.getByLabel('Reason').fill('sent back by the bank');
  const other = await context.newPage();
  await other.goto(url('/staff/review/'));
  await other
    .getByRole('row')
    .filter({ hasText: second })
    .getByRole('button', { name: /Resolve/ })
    .click();
  const otherDialog = other.getByRole('dialog', { name: 'Resolve this payment' });
  await otherDialog.getByLabel('Returned to the sender').check();
  await otherDialog.getByLabel('Reference of the return transfer').fill('RET-2');
  await otherDialog.getByLabel('Reason').fill('returned on request');
  await otherDialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(otherDialog).toBeHidden();
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Already resolved by ${ADMIN.name}.`);
  await expect(rowOf(second)).toHaveCount(0);

  // Both are in the audit log with their reasons.
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'the customer wrote in with the hash' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'returned on request' })).toBeVisible();
  await page.getByLabel('Staff e-mail').fill('nobody-like-this');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('staff')).toBe('nobody-like-this');
  await context.close();
});

test('an invitation sets a password; the support person enrols, sees Today and the support screens only, and an administrator ends the session', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `sam${Date.now()}@example.com`;
  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/team/'));
  const invite = page.getByRole('region', { name: 'Invite a staff member' });
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByLabel('Name').fill('Sam Support');
  await invite.getByLabel('Role').selectOption('support');
  await invite.getByLabel('Reason').fill('new support hire');
  await invite.getByRole('button', { name: 'Create the invitation' }).click();
  await expect(
    invite.getByText('Invitation e-mailed. The link below is the same one, to pass on if the message does not arrive.'),
  ).toBeVisible();
  const shown = await invite.getByLabel('Invitation link').inputValue();
  expect(shown).toMatch(/\/staff\/invite\/?#token=/);
  // The invitation really goes out by e-mail (the outbox, the worker, SMTP to the catcher), the same link.
  const mailbox = await request.newContext({ baseURL: server.base });
  const link = await awaitMail(
    mailbox,
    email,
    (m) => /https?:\/\/\S+?\/staff\/invite\/#token=[A-Za-z0-9_-]{43}/.exec(m.text)?.[0],
  );
  expect(new URL(link).hash).toBe(new URL(shown).hash);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Authenticator not set up yet');

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sam = await theirs.newPage();
  const invitation = new URL(link);
  await sam.goto(url(`${invitation.pathname}${invitation.hash}`));
  await expect(sam.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  // The token leaves the address bar at once (it would otherwise stay in the history).
  await expect.poll(() => new URL(sam.url()).hash).toBe('');
  await sam.getByLabel('New password').fill('too-short');
  await sam.getByRole('button', { name: 'Set the password' }).click();
  await expect(sam.getByText('The password needs at least 10 characters.')).toBeVisible();
  await sam.getByLabel('New password').fill('sam-password-e2e');
  await sam.getByRole('button', { name: 'Set the password' }).click();
  await expect(sam.getByText('Your password is set. Sign in to finish setting up your account.')).toBeVisible();
  await passwordStep(sam, email, 'sam-password-e2e');
  await expect(sam.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await enrol(sam);
  await expect(sam.getByRole('heading', { name: 'Today', level: 1 })).toBeFocused();
  // Their own passkeys are on Today (the Staff screen is the administrators').
  await expect(sam.getByRole('heading', { name: 'Passkeys', level: 2 })).toBeVisible();
  await expect(sam.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Today',
    'Merchants',
    'Site terms',
    'Contact messages',
    'Affiliates',
  ]);
  expect(await noSidewaysScroll(sam)).toBe(true);
  await sam.goto(url('/staff/review/'));
  await expect(sam.getByText('Your role does not allow this.')).toBeVisible();
  await sam.goto(url('/staff/'));
  await expect(sam.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

  // The administrator ends Sam's sessions, with a reason; Sam's next call goes back to sign-in.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Authenticator set up');
  await row.getByRole('button', { name: /End sessions/ }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'End sessions' }).click();
  await expect(confirm.getByText('Give a reason for this action.')).toBeVisible();
  await confirm.getByLabel('Reason').fill('laptop left unlocked');
  await confirm.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sessions ended.' })).toBeVisible();

  await sam.getByRole('button', { name: 'Refresh' }).click();
  await expect(sam.getByRole('heading', { name: 'Sign in to the staff console' })).toBeFocused();
  await expect(sam.getByRole('alert')).toHaveText('Your staff session has ended. Sign in again.');
  await theirs.close();
  await context.close();
});

test('Arabic reads right to left, translated, with the charts running from the right; a phone scrolls no sideways', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await asAdmin(browser, { width: 390, height: 844 });
  await page.goto(url('/ar/staff/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'اليوم', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'أقسام وحدة التحكم' });
  await expect(nav.getByRole('link')).toHaveText([
    'اليوم',
    'أموال للمراجعة',
    'السحوبات',
    'التجار',
    'مدد المواقع',
    'رسائل التواصل',
    'الشركاء التسويقيون',
    'الكتالوج',
    'سجل التدقيق',
    'الموظفون',
  ]);
  // The bar mirrors: the console's name at the right, Sign out at the left.
  const brand = await page.locator('.staff-brand').boundingBox();
  const signOut = await page.getByRole('button', { name: 'تسجيل الخروج' }).boundingBox();
  expect(brand!.x).toBeGreaterThan(signOut!.x);
  // The oldest day is the rightmost bar.
  const bars = page.locator('.staff-chart-svg').first().locator('rect');
  const oldest = Number(await bars.first().getAttribute('x'));
  const newest = Number(await bars.last().getAttribute('x'));
  expect(oldest).toBeGreaterThan(newest);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  for (const screen of ['review', 'audit', 'team']) {
    await page.goto(url(`/ar/staff/${screen}/`));
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await noSidewaysScroll(page), screen).toBe(true);
    expect(await axeViolations(page), screen).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: 'الموظفون', level: 1 })).toBeVisible();

  // Signing out, in Arabic too.
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'لقد سجّلت الخروج.' })).toBeVisible();
  const me = await page.request.get(url('/api/staff/me'));
  expect(me.status()).toBe(401);
  await context.close();
});
