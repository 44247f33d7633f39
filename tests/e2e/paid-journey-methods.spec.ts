import { expect, test } from '@playwright/test';
import { checkout, expectLive, headline, merchantWithCartItem, overflow, payWith } from './journeySteps';
import { apiOf } from './support';

/** The paid journey by the other methods (balance, USDT), in Arabic on a phone, and Created's refusals. */

test.describe('paid journey: other methods and languages', () => {
  test.describe.configure({ timeout: 90_000 });

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
    const api = apiOf(request, token);
    const deposit = await api.post('/api/settlement/deposit', {
      body: { amount: String(Math.ceil(Number(item.price)) + 1), network: 'TRC20' },
    });
    await api.post('/api/pay/simulate', { body: { depositId: deposit.depositId } });
    await expect
      .poll(async () => Number((await api.get('/api/settlement')).balance))
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
