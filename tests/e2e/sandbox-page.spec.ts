import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiOf, registerViaApi } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone the sandbox card keeps a margin on both sides', async ({ page, request }) => {
  const { token } = await registerViaApi(request);
  const api = apiOf(request, token);
  const packages = await api.get('/api/opening-station/package-list', { query: { countriesId: 1 } });
  const templates = await api.get('/api/cart/template-list', { query: { countriesId: 1, pageSize: 1 } });
  const item = await api.post('/api/cart/create', {
    body: {
      countriesId: 1,
      packageId: packages[0]!.id,
      templateId: templates.list[0]!.id,
      siteName: `phone ${Date.now().toString(36)}`,
      color1: '#111111',
      color2: '#f5b301',
      color3: '#e63946',
    },
  });
  const order = await api.post('/api/order/create', {
    body: { id: item.id, account: 'ops1234', password: 'pass1234' },
  });
  const payment = await api.post('/api/pay/unified-ordering', {
    body: { orderId: order.id, method: 'sandbox' },
    headers: { 'idempotency-key': randomUUID() },
  });
  await page.goto(payment.payUrl!);
  const card = page.locator('main');
  await expect(card.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(12);
  expect(box.x + box.width).toBeLessThanOrEqual(390 - 12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
