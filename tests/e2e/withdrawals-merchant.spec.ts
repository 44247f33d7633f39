import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, request as requests, test } from '@playwright/test';
import { getLocale, localePath, type LocaleCode } from '../../i18n/locales.ts';
import { deriveAddress, newTestXpub } from '../../src/server/orders/providers/addresses.ts';
import { formatPrice } from '../../src/shared/money.ts';
import { axeViolations } from '../support/a11y.ts';
import { mailedCodeIn } from '../support/devMail.ts';
import { awaitMail } from './mailInbox.ts';
import { apiOf, registerViaApi, withSession } from './support.ts';
import { startWithdrawServer, type WithdrawServer } from './withdrawServer.ts';

/**
 * Issue 29, the merchant's side in Chromium: Settlement's available / held / total, the address
 * book (an address added, the e-mailed code typed, the cooling-off counting down until the address
 * can be chosen), a withdrawal quoted, confirmed with the password, held, cancelled and released;
 * a failed load retried; in English and Arabic, at 1280 and 390 px, with axe. Its own server has a
 * cooling-off of COOLING_S seconds (withdrawServer.ts); WD_SHOTS=<dir> keeps screenshots of each state.
 */
const COOLING_S = 10;
const SHOTS = process.env['WD_SHOTS'];

let server: WithdrawServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startWithdrawServer(COOLING_S);
});
test.afterAll(async () => {
  await server?.stop();
});

/** The page's words in `locale`, from its catalog (a missing key fails the test). */
function catalog(locale: LocaleCode) {
  const strings = JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Record<string, string>;
  return (key: string): string => {
    const text = strings[key];
    if (text === undefined) throw new Error(`no ${key} in ${locale}`);
    return text;
  };
}
const xpub = newTestXpub(new Uint8Array(16).map(() => Math.floor(Math.random() * 256)));
let n = 0;

async function fundedMerchant(req: APIRequestContext, amount: string) {
  const m = await registerViaApi(req);
  const api = apiOf(req, m.token);
  const { depositId } = await api.post('/api/settlement/deposit', { body: { amount, network: 'TRC20' } });
  await api.post('/api/pay/simulate', { body: { depositId } });
  await expect.poll(async () => (await api.get('/api/withdrawals/quote')).available).toBe(amount);
  return { ...m, email: `${m.account}@example.com` };
}

/** A state kept for a person to look at: the withdrawals card, the balances, or the screen when a dialog is open. */
const shot = async (page: Page, name: string, what: 'card' | 'balances' | 'screen' = 'card') => {
  if (!SHOTS) return;
  const path = `${SHOTS}/${name}.png`;
  if (what === 'screen') return void (await page.screenshot({ path }));
  const target = page.locator(what === 'card' ? '#withdrawals' : '.settlement-stats');
  await target.screenshot({ path });
};
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const variants = [
  { locale: 'en' as LocaleCode, width: 1280 },
  { locale: 'ar' as LocaleCode, width: 390 },
  { locale: 'en' as LocaleCode, width: 390 },
  { locale: 'ar' as LocaleCode, width: 1280 },
];

for (const { locale, width } of variants) {
  test(`${locale} at ${width} px: an address confirmed by its code cools off, then a withdrawal is held and cancelled`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const s = catalog(locale);
    const lang = getLocale(locale).lang;
    const money = (a: string) => formatPrice(a, 'USDT', lang);
    const name = (tag: string) => `${locale}-${width}-${tag}`;
    const req = await requests.newContext({ baseURL: server.base });
    const m = await fundedMerchant(req, '300.00');
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width, height: width < 500 ? 844 : 900 },
      locale: lang,
    });
    const page = await context.newPage();
    await withSession(page, m.token, m.user);

    // The address book fails to load once: its error says so, and Retry loads it.
    let failOnce = true;
    await page.route('**/api/withdrawals/addresses', (r) => {
      if (!failOnce) return r.continue();
      failOnce = false;
      return r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1, msg: 'Internal server error', error: 'internal', data: null }),
      });
    });
    await page.goto(localePath(locale, 'settlement'));
    const wd = page.locator('#withdrawals');
    await wd.scrollIntoViewIfNeeded();
    const book = wd.locator('.wd-book');
    await expect(book.getByRole('alert')).toBeVisible();
    await shot(page, name('01-error'));
    await book.getByRole('button', { name: s('common.retry') }).click();
    await expect(book.getByText(s('settlement.withdraw.bookEmpty'))).toBeVisible();
    await expect(wd.getByText(s('settlement.withdraw.historyEmpty'))).toBeVisible();

    // Available, held and total where the balance is.
    await expect(page.getByTestId('balance-available')).toHaveText(money('300.00'));
    await expect(page.getByTestId('balance-held')).toHaveText(money('0.00'));
    await expect(page.getByTestId('balance-total')).toHaveText(money('300.00'));
    await shot(page, name('02-empty'));
    await shot(page, name('02-balances'), 'balances');
    expect(await axeViolations(page)).toEqual([]);

    // Add an address; the e-mailed code confirms it; it cools off with a countdown.
    const address = deriveAddress(xpub, n++, 'TRC20');
    const label = `Cold ${locale}${width}`;
    await book.getByRole('button', { name: s('settlement.withdraw.addAddress'), exact: true }).click();
    await expect(book.getByLabel(s('settlement.withdraw.addressLabel'))).toBeFocused();
    await book.getByLabel(s('settlement.withdraw.addressLabel')).fill(address);
    await book.getByLabel(s('settlement.withdraw.nameLabel')).fill(label);
    await shot(page, name('03-add'));
    await book.getByRole('button', { name: s('settlement.withdraw.add'), exact: true }).click();
    const code = book.getByLabel(s('settlement.withdraw.codeLabel'));
    await expect(code).toBeFocused();
    await expect(wd.getByRole('status').first()).toHaveText(s('withdraw.addressAdded'));
    const row = book.getByRole('listitem').filter({ hasText: label });
    await expect(row).toContainText(s('settlement.withdraw.state.pending'));
    await shot(page, name('04-code'));
    const mailed = await awaitMail(req, m.email, (mail) =>
      mail.text.includes(address) ? mailedCodeIn(mail.subject) : null,
    );
    await code.fill(mailed);
    await book.getByRole('button', { name: s('settlement.withdraw.confirmCode') }).click();
    await expect(wd.getByRole('status').first()).toHaveText(s('withdraw.addressConfirmed'));
    await expect(row).toContainText(s('settlement.withdraw.state.cooling'));
    await expect(row.locator('.wd-countdown [aria-hidden]')).toHaveText(/\d/);
    // The address reads left to right whatever the page's direction.
    await expect(row.locator('.wd-address')).toHaveAttribute('dir', 'ltr');
    await expect(row.locator('.wd-address')).toHaveText(address);
    const option = wd.getByRole('option', { name: new RegExp(label) });
    await expect(option).toBeDisabled();
    await shot(page, name('05-cooling'));
    expect(await axeViolations(page)).toEqual([]);

    // The cooling-off ends: the address becomes choosable without a reload.
    await expect(option).toBeEnabled({ timeout: (COOLING_S + 15) * 1000 });
    await expect(row).toContainText(s('settlement.withdraw.state.usable'));
    const form = wd.locator('.wd-withdraw');
    await form.getByLabel(s('settlement.withdraw.toAddress')).selectOption({ label: (await option.textContent())! });
    await form.getByLabel(s('settlement.amountLabel')).fill('100');
    const quote = form.locator('.wd-quote');
    await expect(quote).toContainText(money('1.00'));
    await expect(quote).toContainText(money('100.00'));
    await expect(quote).toContainText(money('101.00'));
    await shot(page, name('06-quote'));

    // Confirm with the password: the dialog takes focus, a wrong password is said there.
    await form.getByRole('button', { name: s('settlement.withdraw.continue') }).click();
    const dialog = page.getByRole('dialog', { name: s('settlement.withdraw.confirmTitle') });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel(s('settlement.withdraw.password'));
    await expect(password).toBeFocused();
    await expect(dialog.locator('.wd-address-full')).toHaveText(address);
    await shot(page, name('07-confirm'), 'screen');
    expect(await axeViolations(page)).toEqual([]);
    await password.fill('wrong-password');
    await dialog.getByRole('button', { name: s('settlement.withdraw.request') }).click();
    await expect(dialog.locator('.field-error')).toBeVisible();
    await shot(page, name('08-wrong-password'), 'screen');
    await password.fill(m.password);
    await dialog.getByRole('button', { name: s('settlement.withdraw.request') }).click();
    await expect(dialog).toBeHidden();
    await expect(wd.getByRole('status').first()).toHaveText(s('withdraw.requested'));

    // Held at once; the request leads the history with its status.
    const history = wd.locator('.wd-history');
    await expect(history.getByRole('heading')).toBeFocused();
    const request = history.getByRole('listitem').first();
    await expect(request).toContainText(s('settlement.withdraw.status.requested'));
    await expect(request).toContainText(money('100.00'));
    await expect(page.getByTestId('balance-available')).toHaveText(money('199.00'));
    await expect(page.getByTestId('balance-held')).toHaveText(money('101.00'));
    await expect(page.getByTestId('balance-total')).toHaveText(money('300.00'));
    await shot(page, name('09-requested'));
    await shot(page, name('09-balances'), 'balances');
    expect(await axeViolations(page)).toEqual([]);

    // Cancel (confirmed): the hold goes back.
    await request.getByRole('button', { name: s('settlement.withdraw.cancel') }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(money('100.00'));
    await shot(page, name('10-cancel-confirm'), 'screen');
    await confirm.getByRole('button', { name: s('settlement.withdraw.cancel') }).click();
    await expect(wd.getByRole('status').first()).toHaveText(s('withdraw.cancelled'));
    await expect(request).toContainText(s('settlement.withdraw.status.cancelled'));
    await expect(request.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('balance-available')).toHaveText(money('300.00'));
    await expect(page.getByTestId('balance-held')).toHaveText(money('0.00'));
    await shot(page, name('11-cancelled'));
    expect(await noSidewaysScroll(page)).toBe(true);

    // Remove the address (confirmed): at once.
    await row.getByRole('button', { name: new RegExp(`${s('settlement.withdraw.remove')}.*${label}`) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: s('settlement.withdraw.remove') })
      .click();
    await expect(book.getByText(s('settlement.withdraw.bookEmpty'))).toBeVisible();
    await shot(page, name('12-removed'));
    await context.close();
    await req.dispose();
  });
}
