import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, newAccount, registerViaApi, withSession } from './support';

/**
 * The paid journey's first half through the browser (spec §2, §4, §5): cart → checkout
 * (operations account) → payment method → the sandbox provider's page → Created with the
 * live site → My orders. Also part payment, a failed card, cancelling, and the settlement
 * balance (short, then enough). The real server in test mode; nothing is mocked.
 */

const call = apiCall;

/** A logged-in merchant with one valid site in the cart (created through the real API). */
async function merchantWithCartItem(page: Page, request: APIRequestContext) {
  const m = await registerViaApi(request);
  const [country] = await call<{ id: number }[]>(request, m.token, 'GET', '/api/opening-station/countries-list');
  const [pkg] = await call<{ id: number }[]>(
    request,
    m.token,
    'GET',
    `/api/opening-station/package-list?countriesId=${country!.id}`,
  );
  const templates = await call<{ list: { id: number }[] }>(
    request,
    m.token,
    'GET',
    `/api/cart/template-list?countriesId=${country!.id}&page=1&pageSize=1`,
  );
  const [colors] = await call<{ color1: string; color2: string; color3: string }[]>(
    request,
    m.token,
    'GET',
    '/api/cart/colors',
  );
  const siteName = `pj${newAccount('s').slice(-10)}`.toLowerCase();
  const item = await call<{ id: number; price: string; currency: string }>(
    request,
    m.token,
    'POST',
    '/api/cart/create',
    {
      countriesId: country!.id,
      packageId: pkg!.id,
      templateId: templates.list[0]!.id,
      ...colors,
      siteName,
    },
  );
  await withSession(page, m.token, m.user);
  return { ...m, siteName, item };
}

/** WCAG 2 A/AA violations of the screen as it stands (states the page sweep cannot reach). */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Nothing on the page is wider than the screen. */
const overflow = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((el) => {
        const b = el.getBoundingClientRect();
        return b.width > 0 && (b.left < -1 || b.right > window.innerWidth + 1);
      }).length,
  );

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));

/** From the cart: terms, Checkout, the operations account twice → the payment step. */
async function checkout(page: Page, ops = { account: 'ops2026a', password: 'pass1234' }) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please agree to the terms of service first');
  await page.getByRole('checkbox', { name: /I have read and agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up your operations account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  await dialog.getByLabel('Operations account').fill(ops.account);
  await dialog.getByLabel('Operations password').fill(ops.password);
  await dialog.getByLabel('Confirm password').fill(`${ops.password}x`);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('The two passwords entered do not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill(ops.password);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await expect(pay.getByText('Step 2 of 2')).toBeVisible();
  await expect(pay.getByRole('heading', { name: 'Payment' })).toBeFocused();
  return pay;
}

/** In a payment step: pick a method and press Pay. */
async function payWith(scope: ReturnType<Page['getByRole']>, method: RegExp) {
  await scope.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: method }).check();
  await scope.getByRole('button', { name: /^Pay / }).click();
}

/** On the sandbox provider's page, press one of its three buttons; it returns to Created. */
async function sandbox(page: Page, button: 'Pay' | 'Pay part' | 'Fail') {
  await expect(page).toHaveURL(/\/pay\/sandbox\/[^/?]+\?lang=en&t=[\w.-]+$/);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/created\?orderId=\d+$/);
}

const headline = (page: Page) => page.locator('#created-headline');

async function expectLive(page: Page, siteName: string, opsAccount: string) {
  await expect(headline(page)).toHaveText('Your site is live', { timeout: 30_000 });
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Payment received\s*Done/,
    /Site generated\s*Done/,
    /Operations account\s*Done/,
    /Live\s*Done/,
  ]);
  const domain = page.getByRole('link', { name: /\/s\/.+\/ \(opens in a new tab\)$/ });
  await expect(domain).toHaveAttribute('href', /\/s\/[^/]+\/$/);
  await expect(page.getByRole('link', { name: /\/console \(opens in a new tab\)$/ })).toBeVisible();
  await expect(page.locator('.created-access code')).toHaveText(opsAccount);
  await expect(page.getByRole('button', { name: 'Copy site domain' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy back-office link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy operations account' })).toBeVisible();
  // Open the site: the generated front page carries the site's name.
  const href = (await domain.getAttribute('href'))!;
  const site = await page.context().newPage();
  await site.goto(href);
  await expect(site.getByRole('heading', { level: 1 })).toContainText(siteName);
  await site.close();
}

const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter orders by status' });

/** My orders, filtered by a status through its link; the order's card. */
async function orderCard(page: Page, siteName: string, filter: string) {
  await page.goto('/my-order');
  await filters(page).getByRole('link', { name: filter }).click();
  return page.locator('li.order-card').filter({ has: page.getByRole('heading', { name: siteName, exact: true }) });
}

test.describe('paid journey', () => {
  test.describe.configure({ timeout: 90_000 });

  test('register → open a site → template → cart → checkout → sandbox Pay → live site → My orders: Completed', async ({
    page,
  }) => {
    const account = newAccount('p');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open a site' }).first().click();
    const auth = page.getByRole('dialog');
    await auth.getByRole('tab', { name: 'Register' }).click();
    await auth.getByLabel('Account').fill(account);
    await auth.getByLabel('Password', { exact: true }).fill('secret123');
    await auth.getByLabel('Email').fill(`${account}@example.com`);
    await auth.getByRole('button', { name: 'Create account' }).click();
    await expect(auth.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await expect(auth.getByLabel('Account')).toHaveValue(account);
    await auth.getByRole('button', { name: 'Log in' }).click();

    const markets = page.getByRole('dialog', { name: 'Choose your market' });
    await markets.getByRole('link', { name: 'Vietnam' }).click();
    await page.getByRole('link', { name: 'Next: choose a package' }).click();
    await page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio').first().click();
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    await page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio').first().click();
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').nth(1).click();
    await page.getByRole('button', { name: 'Next: website information' }).click();
    const siteName = `lucky${account.slice(-8)}`.toLowerCase();
    await page.getByLabel('Site name').fill(siteName);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const price = (await page.getByTestId('cart-total').textContent())!;

    const pay = await checkout(page, { account: 'luckyops1', password: 'Lucky2026' });
    await expect(pay.locator('.pay-amount')).toHaveText(price);
    await expect(pay.getByRole('radio')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);
    await payWith(pay, /^Bank card \(sandbox\)/);
    await sandbox(page, 'Pay');
    await expectLive(page, siteName, 'luckyops1');
    expect(await axeViolations(page)).toEqual([]);

    const card = await orderCard(page, siteName, 'Completed');
    await expect(page).toHaveURL(/\/my-order\?status=2$/);
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: `Order details: ${siteName}` });
    for (const field of ['Order ID', 'Order number', 'Transaction ID', 'Pay time', 'Actual payment', 'Remaining'])
      await expect(detail.getByText(field, { exact: true })).toBeVisible();
    await expect(detail.locator('dd', { hasText: 'luckyops1' })).toBeVisible();
    await expect(detail.getByText('Vietnam', { exact: true })).toBeVisible();
    // Paid: no payment deadline; the money received is said in words (its strings reach the page).
    await expect(detail.getByText('Payment deadline', { exact: true })).toHaveCount(0);
    await expect(detail.getByRole('heading', { name: 'Money received' })).toBeVisible();
    await expect(detail.getByText(/^Reference/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('pay part on the card, then the rest from Created', async ({ page, request }) => {
    const { siteName, item } = await merchantWithCartItem(page, request);
    const pay = await checkout(page);
    await payWith(pay, /^Bank card \(sandbox\)/);
    await sandbox(page, 'Pay part');
    await expect(headline(page)).toHaveText('Part of the payment has arrived');
    const remaining = (await page.locator('.created-remaining').textContent())!;
    expect(remaining).not.toBe(money(item.price, item.currency));
    // What has arrived and what is still due, not "waiting for confirmation".
    await expect(page.locator('.created-note')).toContainText(`has arrived; ${remaining} is still due.`);
    await expect(page.getByText('Partly paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem').first()).toHaveAttribute(
      'aria-current',
      'step',
    );
    await page.getByRole('button', { name: `Pay the remaining ${remaining}` }).click();
    const rest = page.getByRole('dialog', { name: 'Payment' });
    await expect(rest.locator('.pay-amount')).toHaveText(remaining);
    await payWith(rest, /^Bank card \(sandbox\)/);
    await sandbox(page, 'Pay');
    await expectLive(page, siteName, 'ops2026a');
  });

  test('cancelled in another tab, then paid on the open card page: Created says the money went to the balance', async ({
    page,
    request,
  }) => {
    const { token, item } = await merchantWithCartItem(page, request);
    const pay = await checkout(page);
    await payWith(pay, /^Bank card \(sandbox\)/);
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    const orderId = Number(
      (await call<{ list: { id: number }[] }>(request, token, 'GET', '/api/order/list?status=0')).list[0]!.id,
    );
    await call(request, token, 'POST', '/api/order/edit', { id: orderId, status: 5 });
    await sandbox(page, 'Pay');
    const received = page.getByRole('region', { name: 'Money received' });
    await expect(received).toBeVisible();
    await expect(received.getByText(/was credited to your settlement balance/)).toBeVisible();
    await expect(received.getByRole('link', { name: 'View your settlement balance' })).toBeVisible();
    const s = await call<{ balance: string }>(request, token, 'GET', '/api/settlement');
    expect(s.balance).toBe(item.price);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a failed card says why and can be paid again', async ({ page, request }) => {
    const { siteName } = await merchantWithCartItem(page, request);
    const pay = await checkout(page);
    await payWith(pay, /^Bank card \(sandbox\)/);
    await sandbox(page, 'Fail');
    await expect(headline(page)).toHaveText('The payment failed');
    await expect(page.getByText('Reason: The card was declined')).toBeVisible();
    await page.getByRole('button', { name: 'Pay again' }).click();
    await payWith(page.getByRole('dialog', { name: 'Payment' }), /^Bank card \(sandbox\)/);
    await sandbox(page, 'Pay');
    await expectLive(page, siteName, 'ops2026a');
  });

  test('cancel a pending order from My orders; the filter lives in the URL', async ({ page, request }) => {
    const { siteName } = await merchantWithCartItem(page, request);
    const pay = await checkout(page);
    await pay.getByRole('button', { name: 'Close' }).click();
    await expect(pay).toBeHidden();

    let card = await orderCard(page, siteName, 'Pending payment');
    await expect(page).toHaveURL(/\/my-order\?status=0$/);
    await expect(card.getByText('Pending payment', { exact: true })).toBeVisible();
    const timer = card.getByRole('timer', { name: 'Time left to pay' });
    await expect(timer).toHaveText(/^(30:00|29:\d\d)$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!); // it counts down live

    await card.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', {
      name: /^Cancel the order for .+\? The order is cancelled, its site name is released/,
    });
    await confirm.getByRole('button', { name: 'Keep the order' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.locator('.toast[data-kind="success"]')).toHaveText('Operation successful');
    await expect(card).toHaveCount(0); // no longer pending

    card = await orderCard(page, siteName, 'Cancelled');
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-order\?status=5$/);
    await page.reload();
    await expect(filters(page).getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
    await expect(card).toBeVisible();
    await filters(page).getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/my-order\?$|\/my-order$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/my-order\?status=5$/);
    await expect(filters(page).getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
    await filters(page).getByRole('link', { name: 'Timed out' }).click();
    await expect(page.getByText('No orders with this status.')).toBeVisible();
  });

  test('a second tab checking out the same item is told the order is open, and the cart offers to pay it', async ({
    page,
    request,
  }) => {
    const { siteName, token, user } = await merchantWithCartItem(page, request);
    // The second tab loads the cart before the first one checks out: it still shows the item as new.
    const second = await page.context().newPage();
    await withSession(second, token, user);
    await second.goto('/cart');
    await expect(second.getByRole('listitem').filter({ hasText: siteName }).getByText('Valid')).toBeVisible();
    const pay = await checkout(page, { account: 'firstops1', password: 'pass1234' });
    await pay.getByRole('button', { name: 'Close' }).click();

    await second.getByRole('checkbox', { name: /I have read and agree to the Terms of Service/ }).check();
    await second.getByRole('button', { name: 'Checkout' }).click();
    const dialog = second.getByRole('dialog', { name: 'Set up your operations account' });
    await dialog.getByLabel('Operations account').fill('secondops');
    await dialog.getByLabel('Operations password').fill('other9999');
    await dialog.getByLabel('Confirm password').fill('other9999');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    const notice = second.getByRole('dialog', { name: 'This site already has an open order' });
    await expect(notice.getByRole('alert')).toContainText('was already placed for this site');
    await expect(notice.getByRole('alert')).toContainText('firstops1');
    await expect(notice.getByRole('alert')).toContainText('The account and password you just entered were not used.');
    await notice.getByRole('link', { name: 'Open the order' }).click();
    await expect(second).toHaveURL(/\/created\?orderId=\d+$/);
    const orderUrl = new URL(second.url()).pathname + new URL(second.url()).search;

    // Back in the cart the item awaits payment on that order, with a way to pay it.
    await page.goto('/cart');
    const card = page.getByRole('listitem').filter({ hasText: siteName });
    await expect(card.getByText('Awaiting payment')).toBeVisible();
    await expect(card.getByRole('radio')).toBeDisabled();
    await expect(card.getByRole('link', { name: `Pay the order – ${siteName}` })).toHaveAttribute('href', orderUrl);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('settlement balance: too little says so and the other methods stay; after a top-up it pays', async ({
    page,
    request,
  }) => {
    const { token, siteName, item } = await merchantWithCartItem(page, request);
    const pay = await checkout(page);
    await payWith(pay, /^Settlement balance/);
    await expect(pay.getByRole('alert')).toContainText('Your settlement balance is not enough to pay this order.');
    await expect(pay.getByRole('alert').getByRole('link', { name: 'Top up settlement balance' })).toHaveAttribute(
      'href',
      '/settlement',
    );
    for (const radio of await pay.getByRole('radio').all()) await expect(radio).toBeEnabled();

    // A USDT top-up, confirmed by a simulated transfer (test mode), covers the order.
    const deposit = await call<{ depositId: number }>(request, token, 'POST', '/api/settlement/deposit', {
      amount: String(Math.ceil(Number(item.price)) + 1),
      network: 'TRC20',
    });
    await call(request, token, 'POST', '/api/pay/simulate', { depositId: deposit.depositId });
    await expect
      .poll(async () => Number((await call<{ balance: string }>(request, token, 'GET', '/api/settlement')).balance))
      .toBeGreaterThan(Number(item.price));

    await pay.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/created\?orderId=\d+$/);
    await expectLive(page, siteName, 'ops2026a');
  });

  test('USDT: the address, a simulated transfer, then Created', async ({ page, request }) => {
    const { siteName } = await merchantWithCartItem(page, request);
    const pay = await checkout(page);
    await payWith(pay, /^USDT \(TRC20\)/);
    await expect(pay.getByRole('heading', { name: 'Pay with USDT' })).toBeVisible();
    await expect(pay.locator('.usdt-network')).toHaveText('TRC20 (TRON network)');
    await expect(pay.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await expect(pay.getByText('Waiting for your transfer.', { exact: false })).toBeVisible();
    await pay.getByRole('button', { name: 'Simulate transfer' }).click();
    await expect(page).toHaveURL(/\/created\?orderId=\d+$/, { timeout: 15_000 });
    await expectLive(page, siteName, 'ops2026a');
  });

  test('in Arabic on a 390 px phone: right to left, translated, nothing off screen', async ({ page, request }) => {
    const { siteName } = await merchantWithCartItem(page, request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/cart');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('#cart-terms').check();
    await page.locator('.cart-checkout').click();
    const dialog = page.getByRole('dialog', { name: 'إعداد حساب العمليات' });
    await dialog.getByLabel('حساب العمليات').fill('ops2026a');
    await dialog.getByLabel('كلمة مرور العمليات').fill('pass1234');
    await dialog.getByLabel('تأكيد كلمة المرور').fill('pass4321');
    await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    await expect(dialog.getByText('كلمتا المرور المُدخلتان غير متطابقتين')).toBeVisible();
    await dialog.getByLabel('تأكيد كلمة المرور').fill('pass1234');
    await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    const pay = page.getByRole('dialog', { name: 'الدفع' });
    await pay
      .getByRole('group', { name: 'طريقة الدفع' })
      .getByRole('radio', { name: /^بطاقة مصرفية/ })
      .check();
    await pay.getByRole('button', { name: /^ادفع / }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/[^/?]+\?lang=ar&t=[\w.-]+$/);
    await page.getByRole('button', { name: 'ادفع', exact: true }).click(); // the provider's "Pay"
    await expect(page).toHaveURL(/\/ar\/created\?orderId=\d+$/);
    await expect(headline(page)).toHaveText('موقعك يعمل الآن', { timeout: 30_000 });
    expect(await overflow(page)).toBe(0);
    await page.goto('/ar/my-order?status=2');
    const card = page.locator('li.order-card').filter({ hasText: siteName });
    await expect(card.getByText('مكتمل', { exact: true })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    // Mirrored: the status badge sits to the left of the site name.
    const name = (await card.getByRole('heading', { name: siteName }).boundingBox())!;
    const badge = (await card.locator('.order-status').boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual(name.x + 1);
  });

  test('Created without an order, or with one that is not the merchant’s, says so', async ({ page, request }) => {
    await merchantWithCartItem(page, request);
    await page.goto('/created');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site setup');
    await expect(page.getByRole('heading', { name: 'No order selected' })).toBeVisible();
    await expect(page.locator('.created-empty').getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my-order',
    );
    await page.goto('/created?orderId=2147483000');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  });
});
