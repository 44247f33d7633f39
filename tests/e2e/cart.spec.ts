import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CartItem } from '../../src/shared/schemas/cart';
import { apiOf, catalogue, failWithServerError, registerViaApi, withSession } from './support';
import { FILTER_DEBOUNCE_MS } from '../../src/features/cart/cart';

/** Cart page (spec §2, issue 4): items come from the real cart API. */

type Json = Record<string, unknown>;

/** A merchant with the given sites in the cart, and a page logged in as them. */
async function merchantWithCart(page: Page, request: APIRequestContext, siteNames: string[]) {
  const m = await registerViaApi(request);
  const api = apiOf(request, m.token);
  const items: CartItem[] = [];
  if (siteNames.length) {
    const { countriesId, packages, templateIds, colors } = await catalogue(api, 3);
    for (const [i, siteName] of siteNames.entries()) {
      const templateId = templateIds[i % templateIds.length]!;
      items.push(
        await api.post('/api/cart/create', {
          body: { countriesId, packageId: packages[0]!.id, templateId, siteName, ...colors },
        }),
      );
    }
  }
  await withSession(page, m.token, m.user);
  return { ...m, api, items };
}

const cardOf = (page: Page, siteName: string) =>
  page.locator('li.cart-item').filter({ has: page.getByRole('heading', { name: siteName, exact: true }) });

const usd = (price: string, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(price));

test.describe('cart', () => {
  test('lists items with product info, price, status and actions', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const { items } = await merchantWithCart(page, request, [`alpha ${tag}`, `beta ${tag}`]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    for (const item of items) {
      const card = cardOf(page, item.siteName);
      await expect(card).toBeVisible();
      await expect(card.getByText(usd(item.price, item.currency))).toBeVisible();
      await expect(card.getByText('Valid', { exact: true })).toBeVisible();
      await expect(
        card.getByRole('img', { name: /^Colours #[0-9a-f]{6}, #[0-9a-f]{6} and #[0-9a-f]{6}$/i }),
      ).toBeVisible();
      await expect(card.getByRole('link', { name: `Change template / colours – ${item.siteName}` })).toHaveAttribute(
        'href',
        `/choose-theme?cartItemId=${item.id}`,
      );
      await expect(card.getByRole('button', { name: `Delete – ${item.siteName}` })).toBeVisible();
    }
    // One valid item is preselected; picking another moves the summary's total with it.
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    for (const item of items) {
      await page.getByRole('radio', { name: `Check out ${item.siteName}` }).check();
      await expect(summary.getByText(item.siteName)).toBeVisible();
      await expect(summary.getByTestId('cart-total')).toHaveText(usd(item.price, item.currency));
    }
    await expect(summary.getByText('2 of 2 items can be checked out')).toBeVisible();
  });

  test('filters by site name on the server, debounced', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await merchantWithCart(page, request, [`alpha ${tag}`, `beta ${tag}`, `gamma ${tag}`]);
    await page.clock.install();
    await page.goto('/cart');
    await expect(page.locator('li.cart-item')).toHaveCount(3);
    const queries: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      // Filtered asks only: the header's cart badge counts the cart with an unfiltered one.
      if (u.pathname === '/api/cart/list' && u.searchParams.has('siteName'))
        queries.push(u.searchParams.get('siteName')!);
    });
    // The page's clock stands still while the keys go in: on a busy machine real keys can come
    // further apart than the pause, and the debounce is judged on its own terms, not on timing.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByLabel('Filter by site name').pressSequentially('beta', { delay: 40 });
    await page.clock.runFor(FILTER_DEBOUNCE_MS);
    await page.clock.resume();
    await expect(page.locator('li.cart-item')).toHaveCount(1);
    await expect(cardOf(page, `beta ${tag}`)).toBeVisible();
    expect(queries).toEqual(['beta']); // one request after the pause, not one per key

    await page.getByLabel('Filter by site name').fill('no-such-site');
    await expect(page.getByText('No site in your cart matches “no-such-site”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page.locator('li.cart-item')).toHaveCount(3);
    await expect(page.getByLabel('Filter by site name')).toHaveValue('');
  });

  test('deletes an item after confirmation and the list updates', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const { api, items } = await merchantWithCart(page, request, [`keep ${tag}`, `drop ${tag}`]);
    await page.goto('/cart');
    await cardOf(page, `drop ${tag}`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Confirm delete: remove “drop ${tag}” from your cart?` });
    await expect(dialog).toBeVisible();
    // Deleting cannot be undone: its button is painted in the danger colour, not the primary blue.
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCSS('background-color', 'rgb(180, 35, 24)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('li.cart-item')).toHaveCount(2);

    await cardOf(page, `drop ${tag}`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.toast[data-kind="success"]', { hasText: 'Operation successful' })).toBeVisible();
    await expect(page.locator('li.cart-item')).toHaveCount(1);
    await expect(cardOf(page, `keep ${tag}`)).toBeVisible();
    const left = await api.get('/api/cart/list');
    expect(left.map((i) => i.id)).toEqual([items[0]!.id]);
  });

  test('a failed delete says so and keeps the item', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await merchantWithCart(page, request, [`stay ${tag}`]);
    await failWithServerError(page, '**/api/cart/delete');
    await page.goto('/cart');
    await cardOf(page, `stay ${tag}`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.toast[data-kind="error"]', { hasText: 'Failed to delete cart item' })).toBeVisible();
    await expect(cardOf(page, `stay ${tag}`)).toBeVisible();
  });

  test('checkout needs the terms of service, then hands over to the order flow', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await merchantWithCart(page, request, [`shop ${tag}`]);
    await page.goto('/cart');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    const terms = page.getByRole('checkbox', {
      name: 'I have read and agree to the Terms of Service (opens in a new tab)',
    });
    await expect(terms).not.toBeChecked();
    await checkout.click();
    await expect(page.getByRole('alert')).toHaveText('Please agree to the terms of service first');
    await expect(terms).toBeFocused();
    await expect(
      page.getByRole('complementary', { name: 'Summary' }).getByRole('link', { name: /Terms of Service/ }),
    ).toHaveAttribute('href', '/terms-of-service');

    await terms.check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The order flow takes over (tests/e2e/paid-journey.spec.ts goes on from here).
    await checkout.click();
    await expect(page.getByRole('dialog', { name: 'Set up your operations account' })).toBeVisible();
  });

  test('an empty cart offers to open a station', async ({ page, request }) => {
    await merchantWithCart(page, request, []);
    await page.goto('/cart');
    await expect(page.getByText(/^Your cart is empty\. Choose a market/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sites in your cart' })).toHaveCount(0);
    await page.locator('.cart-page').getByRole('button', { name: 'Open a site' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your market' })).toBeVisible();
  });

  test("'Failed to load shopping cart' with Retry", async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await merchantWithCart(page, request, [`back ${tag}`]);
    await failWithServerError(page, '**/api/cart/list**');
    await page.goto('/cart');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load shopping cart' });
    await expect(alert).toBeVisible();
    await page.unroute('**/api/cart/list**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(cardOf(page, `back ${tag}`)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('an invalid item shows why and cannot be selected', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const { items } = await merchantWithCart(page, request, [`fine ${tag}`]);
    // Withdrawing a package is an operator action the browser cannot take: serve one invalid item next to the real one.
    await page.route('**/api/cart/list**', async (r) => {
      const res = await r.fetch();
      const body = (await res.json()) as { data: Json[] };
      const invalid = {
        ...body.data[0]!,
        id: 999_999,
        siteName: `gone ${tag}`,
        status: 2,
        invalidReason: 'The package has been withdrawn',
      };
      await r.fulfill({ response: res, json: { ...body, data: [invalid, ...body.data] } });
    });
    await page.goto('/cart');
    const card = cardOf(page, `gone ${tag}`);
    await expect(card.getByText('Invalid', { exact: true })).toBeVisible();
    await expect(card.getByText('The package has been withdrawn')).toBeVisible();
    await expect(page.getByRole('radio', { name: `Check out gone ${tag}` })).toBeDisabled();
    // The valid item is the one selected for checkout.
    await expect(page.getByRole('radio', { name: `Check out ${items[0]!.siteName}` })).toBeChecked();
    await expect(page.getByText('1 of 2 items can be checked out')).toBeVisible();
    // The header's cart count may ask for the list again as the test ends: let that answer
    // finish instead of failing on a closed page ("Response has been disposed").
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('on a 375 px screen the cards stack and the actions stay reachable', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await merchantWithCart(page, request, [`phone ${tag}`]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/cart');
    const card = cardOf(page, `phone ${tag}`);
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Nothing in the cart sticks out of the screen.
    const outside = await page.locator('.cart-page').evaluate(
      (root) =>
        [...root.querySelectorAll('*')].filter((el) => {
          const b = el.getBoundingClientRect();
          return b.width > 0 && (b.left < -1 || b.right > window.innerWidth + 1);
        }).length,
    );
    expect(outside).toBe(0);
    const info = (await card.locator('.cart-item-info').boundingBox())!;
    const side = (await card.locator('.cart-item-side').boundingBox())!;
    expect(side.y).toBeGreaterThanOrEqual(info.y + info.height - 1); // stacked, not side by side
    for (const action of [
      card.getByRole('link', { name: /^Change template/ }),
      card.getByRole('button', { name: /^Delete/ }),
    ]) {
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please agree to the terms of service first');
  });

  test('in Arabic the page is right to left and translated', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await merchantWithCart(page, request, [`rtl ${tag}`]);
    await page.goto('/ar/cart');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = cardOf(page, `rtl ${tag}`);
    await expect(card.getByText('صالح', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^تغيير القالب/ })).toHaveAttribute(
      'href',
      /^\/ar\/choose-theme\?cartItemId=\d+$/,
    );
    // Mirrored: the price column sits to the left of the product info.
    const info = (await card.locator('.cart-item-info').boundingBox())!;
    const side = (await card.locator('.cart-item-side').boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(info.x + 1);
    await page.getByRole('button', { name: 'إتمام الشراء' }).click();
    await expect(page.getByRole('alert')).toHaveText('يرجى الموافقة على شروط الخدمة أولًا');

    // A Latin site name, shown or typed, reads left to right as written, not mirrored.
    const ltr = (el: Element) => el.matches(':dir(ltr)');
    expect(await card.locator('.cart-item-title bdi').evaluate(ltr)).toBe(true);
    const filter = page.getByRole('searchbox');
    await filter.fill('@rtl');
    await expect(filter).toHaveAttribute('dir', 'auto');
    expect(await filter.evaluate(ltr)).toBe(true);
  });
});
