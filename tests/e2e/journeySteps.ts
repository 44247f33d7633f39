import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiOf, catalogue, newAccount, registerViaApi, withSession } from './support';

// Steps of the paid journey through the browser, shared by the paid-journey specs.

/** A logged-in merchant with one valid site in the cart (created through the real API). */
export async function merchantWithCartItem(page: Page, request: APIRequestContext) {
  const m = await registerViaApi(request);
  const api = apiOf(request, m.token);
  const { countriesId, packages, templateIds, colors } = await catalogue(api);
  const siteName = `pj${newAccount('s').slice(-10)}`.toLowerCase();
  const item = await api.post('/api/cart/create', {
    body: { countriesId, packageId: packages[0]!.id, templateId: templateIds[0]!, ...colors, siteName },
  });
  await withSession(page, m.token, m.user);
  return { ...m, siteName, item };
}

/** Nothing on the page is wider than the screen. */
export const overflow = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((el) => {
        const b = el.getBoundingClientRect();
        return b.width > 0 && (b.left < -1 || b.right > window.innerWidth + 1);
      }).length,
  );

export const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));

/** From the cart: terms, Checkout, the operations account twice → the payment step. */
export async function checkout(page: Page, ops = { account: 'ops2026a', password: 'pass1234' }) {
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
export async function payWith(scope: ReturnType<Page['getByRole']>, method: RegExp) {
  await scope.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: method }).check();
  await scope.getByRole('button', { name: /^Pay / }).click();
}

/** On the sandbox provider's page, press one of its three buttons; it returns to Created. */
export async function sandbox(page: Page, button: 'Pay' | 'Pay part' | 'Fail') {
  await expect(page).toHaveURL(/\/pay\/sandbox\/[^/?]+\?lang=en&t=[\w.-]+$/);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/created\?orderId=\d+$/);
}

export const headline = (page: Page) => page.locator('#created-headline');

export async function expectLive(page: Page, siteName: string, opsAccount: string) {
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

export const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter orders by status' });

/** My orders, filtered by a status through its link; the order's card. */
export async function orderCard(page: Page, siteName: string, filter: string) {
  await page.goto('/my-order');
  await filters(page).getByRole('link', { name: filter }).click();
  return page.locator('li.order-card').filter({ has: page.getByRole('heading', { name: siteName, exact: true }) });
}
