import { awaitMail, verificationCode } from './mailInbox';
import { expect, test } from '@playwright/test';
import { apiOf, newAccount, withSession } from './support';
import { axeViolations } from '../support/a11y.ts';
import {
  checkout,
  expectLive,
  filters,
  headline,
  merchantWithCartItem,
  money,
  orderCard,
  payWith,
  sandbox,
} from './journeySteps';

/**
 * The paid journey's first half through the browser (spec §2, §4, §5): cart → checkout
 * (operations account) → payment method → the sandbox provider's page → Created with the
 * live site → My orders. Also part payment, a failed card, cancelling, and the settlement
 * balance (short, then enough). The real server in test mode; nothing is mocked.
 */

test.describe('paid journey', () => {
  test.describe.configure({ timeout: 90_000 });

  test('register → open a site → template → cart → checkout → mailed code → sandbox Pay → live site → My orders: Completed', async ({
    page,
    request,
  }) => {
    const account = newAccount('p');
    await page.goto('/');
    await page.locator('.site-header').getByRole('link', { name: 'Log in' }).first().click();
    const auth = page.getByRole('dialog');
    await auth.getByRole('tab', { name: 'Register' }).click();
    await auth.getByLabel('Account').fill(account);
    await auth.getByLabel('Password', { exact: true }).fill('secret123');
    await auth.getByLabel('Email').fill(`${account}@example.com`);
    // Registering signs the new merchant in (issue 25): no second step.
    await auth.getByRole('button', { name: 'Create account' }).click();
    await expect(auth).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Open a site' }).first().click();

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
    // Paying needs a proved address: the code mailed at registration, typed in the payment step.
    await expect(pay.getByRole('heading', { name: 'Confirm your email address to pay' })).toBeVisible();
    await expect(page.getByText('Your email address is not confirmed yet.')).toBeVisible();
    await pay.getByLabel('6-digit code').fill(await awaitMail(request, `${account}@example.com`, verificationCode));
    await pay.getByRole('button', { name: 'Verify' }).click();
    await expect(pay.locator('.pay-amount')).toHaveText(price);
    await expect(page.getByText('Your email address is not confirmed yet.')).toBeHidden();
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
    const api = apiOf(request, token);
    const orderId = (await api.get('/api/order/list', { query: { status: 0 } })).list[0]!.id;
    await api.post('/api/order/edit', { body: { id: orderId, status: 5 } });
    await sandbox(page, 'Pay');
    const received = page.getByRole('region', { name: 'Money received' });
    await expect(received).toBeVisible();
    await expect(received.getByText(/was credited to your settlement balance/)).toBeVisible();
    await expect(received.getByRole('link', { name: 'View your settlement balance' })).toBeVisible();
    const s = await api.get('/api/settlement');
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
});
