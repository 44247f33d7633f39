import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { translator } from '../../src/lib/clientStrings.ts';
import ar from '../../i18n/ar.json' with { type: 'json' };
import en from '../../i18n/en.json' with { type: 'json' };
import { axeViolations } from '../support/a11y.ts';
import { merchantWithLiveSite } from './liveSite';
import { ADMIN, type StaffServer, startStaffServer } from './staffServer.ts';

/**
 * Issue 30, the console's Terms screen in Chromium against a staff server of its own whose clock
 * the test moves (TEST_CLOCK): a merchant buys a site and it goes live through the API; the clock
 * moves past the end of its term and the daily sweep puts it in grace; the administrator finds it
 * on the screen (loading, a failure with Retry, the 7 / 30 / 90-day windows), extends it by 30
 * days with a reason in the dialog (checked fields, Escape, the new end shown as typed), sees the
 * row active again with its new end, an empty 7-day window, and the audit entry. English at
 * 1280 px, Arabic (right to left) and English at 390 px, axe on each state.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/staff-terms-shots';
const DAY = 86_400_000;
let server: StaffServer;
let api: APIRequestContext;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
/** How far the server's clock is ahead of this process's. */
let clockAhead = 0;
let site = { id: 0, name: '', account: '', email: '', paidUntil: '' };
const url = (path: string) => `${server.base}${path}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const medium = (iso: string, lang = 'en') =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

/** The code an authenticator shows at the server's time (its clock runs ahead of ours). */
const serverTotp = (secret: string) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
  }).generate({ timestamp: Date.now() + clockAhead });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startStaffServer({ TEST_CLOCK: 'on' });
  api = await request.newContext({ baseURL: server.base });

  // A merchant whose paid site went live: its term ends in a year.
  const m = await merchantWithLiveSite(api);
  // registerViaApi's address for the account.
  site = {
    id: m.site.id,
    name: m.siteName,
    account: m.account,
    email: `${m.account}@example.com`,
    paidUntil: m.site.paidUntil!,
  };
  expect(Date.parse(site.paidUntil)).toBeGreaterThan(Date.now() + 300 * DAY);

  // Two days past the end: the day's sweep (asked for by the move) puts the site in grace.
  const moved = await api.post('/__e2e/clock', {
    data: { advanceMs: Date.parse(site.paidUntil) - Date.now() + 2 * DAY },
  });
  expect(moved.status()).toBe(200);
  clockAhead = Date.parse((await moved.json()).now) - Date.now();

  // The administrator signs in at the server's new time (sessions made before the move would have ended).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/staff/'));
  await page.getByLabel('E-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('.staff-secret dd').textContent())!;
  await page.getByLabel('Code').fill(serverTotp(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  adminState = await context.storageState();
  await context.close();

  // Wait for the sweep: the staff API lists the site in grace.
  const staff = await request.newContext({ baseURL: server.base, storageState: adminState });
  await expect
    .poll(
      async () => {
        const res = await staff.get('/api/staff/terms', { params: { days: 30 } });
        const rows = ((await res.json()).data?.list ?? []) as { siteId: number; term: string }[];
        return rows.find((r) => r.siteId === site.id)?.term;
      },
      { timeout: 30_000 },
    )
    .toBe('grace');
  await staff.dispose();
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function asAdmin(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: adminState, viewport });
  return { context, page: await context.newPage() };
}

test('the sites ending soon, a term extended by 30 days with a reason, the row after, the audit entry', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await asAdmin(browser);
  // Loading, then a failure with Retry, then the list.
  let fail = true;
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/staff/terms?**', async (route) => {
    if (!fail) return route.continue();
    await held;
    return route.fulfill({ status: 503, json: { code: 1, error: 'unavailable', msg: '' } });
  });
  await page.goto(url('/staff/terms/'));
  await expect(page.getByRole('heading', { name: 'Terms ending', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-loading.png`, fullPage: true });
  release();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-1280-error.png`, fullPage: true });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();

  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Site terms' })).toHaveAttribute('aria-current', 'page');
  const windows = page.getByRole('group', { name: 'Ending within' });
  await expect(windows.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  // The table is named by its window; the site's row, whichever window shows it.
  const table = page.getByRole('table', { name: 'Sites whose term ends within 30 days' });
  await expect(table).toBeVisible();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: site.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Site #${site.id}`);
  await expect(row.getByRole('link', { name: site.account })).toHaveAttribute('href', /\/staff\/merchant\/\?id=\d+$/);
  await expect(row).toContainText(site.email);
  await expect(row.locator(`time[datetime="${site.paidUntil}"]`)).toHaveText(medium(site.paidUntil));
  await expect(row.locator('.terms-state')).toHaveText('Grace period');
  await expect(row).toContainText(`Goes offline on ${medium(plusDays(site.paidUntil, 14))}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-list.png`, fullPage: true });

  // The 90-day window: the address says it, the site is still there (its end has passed).
  await windows.getByRole('button', { name: '90 days' }).click();
  await expect(windows.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/staff\/terms\/\?days=90$/);
  await expect(
    page.getByRole('table', { name: 'Sites whose term ends within 90 days' }).getByRole('row').filter({
      hasText: site.name,
    }),
  ).toHaveCount(1);

  // The dialog: labelled, the focus on the days; Escape closes it and gives the focus back.
  const extend = page.getByRole('button', { name: `Extend term – ${site.name}` });
  await extend.click();
  const dialog = page.getByRole('dialog', { name: `Extend the term of ${site.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Days to add')).toBeFocused();
  await expect(dialog).toContainText(`It is paid until ${medium(site.paidUntil)} now.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(extend).toBeFocused();
  await extend.press('Enter');
  await expect(dialog).toBeVisible();

  // Nothing typed: both fields say what they need, nothing is sent.
  await dialog.getByRole('button', { name: 'Extend term' }).click();
  await expect(dialog.getByText('Enter whole days from 1 to 730.')).toBeVisible();
  await expect(dialog.getByText('Give a reason for this action.')).toBeVisible();
  await expect(dialog.getByLabel('Days to add')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Days to add').fill('731');
  await dialog.getByRole('button', { name: 'Extend term' }).click();
  await expect(dialog.getByText('Enter whole days from 1 to 730.')).toBeVisible();
  const newEnd = plusDays(site.paidUntil, 30);
  await dialog.getByLabel('Days to add').fill('30');
  await expect(dialog.getByText(`New end: ${medium(newEnd)}`)).toBeVisible();
  const reason = 'Goodwill: the merchant paid by bank transfer, which is on its way';
  await dialog.getByLabel('Reason').fill(reason);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-dialog.png` });
  await dialog.getByRole('button', { name: 'Extend term' }).click();

  // The server's words, focused; the row shows the term after: active, its new end.
  await expect(page.getByRole('status').filter({ hasText: 'Term extended.' })).toBeFocused();
  await expect(dialog).toBeHidden();
  await expect(row.locator('.terms-state')).toHaveText('Active');
  await expect(row.locator(`time[datetime="${newEnd}"]`)).toHaveText(medium(newEnd));
  await expect(row).not.toContainText('Goes offline');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-extended.png`, fullPage: true });

  // Loaded again, the server says the same; 28 days left: nothing within 7 days.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.locator(`time[datetime="${newEnd}"]`)).toBeVisible();
  await expect(row.locator('.terms-state')).toHaveText('Active');
  await windows.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByText("No site's term ends in this period.")).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/terms\/\?days=7$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-1280-empty.png`, fullPage: true });

  // The audit log keeps who, what, the site and the reason.
  await page.goto(url('/staff/audit/'));
  const entry = page.getByRole('row').filter({ hasText: 'site.extendTerm' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`site:${site.id}`);
  await expect(entry).toContainText(reason);
  await expect(entry).toContainText(ADMIN.email);
  await context.close();
});

test('Arabic right to left and a 390 px phone: the list and the dialog, no sideways scroll', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const [locale, width, catalog] of [
    ['ar', 390, ar],
    ['en', 390, en],
  ] as const) {
    const t = translator(catalog, locale);
    const { context, page } = await asAdmin(browser, { width, height: 844 });
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const tag = `${locale}-${width}`;
    await page.goto(url(`${prefix}/staff/terms/?days=90`));
    await expect(page.getByRole('heading', { name: t('staff.terms.title'), level: 1 })).toBeVisible();
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const row = page.locator('.terms-table tbody tr').filter({ hasText: site.name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('.terms-state')).toHaveText(t('sites.term.active'));
    await expect(row.locator(`time[datetime="${plusDays(site.paidUntil, 30)}"]`)).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${tag}-list.png`, fullPage: true });

    await row.getByRole('button', { name: `${t('staff.terms.extend')} – ${site.name}` }).click();
    const dialog = page.getByRole('dialog', { name: t('staff.terms.confirm', { site: site.name }) });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t('staff.terms.days')).fill(locale === 'ar' ? '٣٠' : '30');
    await expect(dialog.locator('.terms-new-end')).not.toBeEmpty();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${tag}-dialog.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await context.close();
  }
});
