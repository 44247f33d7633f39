import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, withSession } from './support';

async function pickTemplateAndColours(page: Page) {
  const gallery = page.getByRole('radiogroup', { name: 'Templates' });
  await expect(gallery.getByRole('radio').first()).toBeVisible();
  // Category filter: the count shown on the tab matches the result count.
  const tabs = page.getByRole('tablist', { name: 'Template categories' }).getByRole('tab');
  const second = tabs.nth(1);
  const count = await second.locator('.count').textContent();
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`${count} templates`)).toBeVisible();
  // Paging.
  await tabs.first().click();
  const firstName = await gallery.getByRole('radio').first().textContent();
  await page.getByRole('navigation', { name: 'Template pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(gallery.getByRole('radio').first()).not.toHaveText(firstName!);
  // Search by a word of a real template name.
  const word = firstName!.trim().split(/\s+/)[0]!;
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(word);
  await expect(page.getByText(/^Page 2 of/)).toBeHidden();
  await expect(gallery.getByRole('radio').first()).toContainText(new RegExp(word, 'i'));
  await gallery.getByRole('radio').first().click();
  await expect(gallery.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Next: website information' })).toBeDisabled();
  const colours = page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio');
  await expect(colours).toHaveCount(6);
  await colours.nth(2).click();
  const preview = page.locator('.live-preview img');
  await expect(preview).toHaveAttribute('src', /preview\.svg\?color1=%23/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('open station', () => {
  test('logged out: open station → login → country → introduction → package → template → colours → site info → cart', async ({
    page,
    request,
  }) => {
    const { account, password } = await registerViaApi(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open a station' }).first().click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Account').fill(account);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();

    const countries = page.getByRole('dialog');
    await expect(countries.getByRole('heading', { name: 'Choose your market' })).toBeVisible();
    await expect(countries.getByRole('link')).toHaveCount(15);
    await expect(countries.getByRole('link', { name: /Global station/ })).toBeVisible();
    await countries.getByRole('link', { name: 'Vietnam' }).click();
    await expect(page).toHaveURL(/\/introduction\?countriesId=1$/);
    await expect(page.getByRole('heading', { name: 'Open your station in Vietnam' })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Select country');

    await page.getByRole('link', { name: 'Next: choose a package' }).click();
    await expect(page).toHaveURL(/\/package\?countriesId=1$/);
    const packages = page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio');
    await packages.first().click();
    await expect(page.locator('.package-detail li').first()).toBeVisible();
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    await expect(page).toHaveURL(/\/choose-theme\?countriesId=1&packageId=\d+$/);

    await pickTemplateAndColours(page);
    // The choices survive a reload.
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').nth(2)).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Next: website information' }).click();

    await expect(page.locator('[aria-current="step"]')).toContainText('Website information');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByText('Please enter the site name').or(
        page
          .getByText(/site name/i)
          .locator('..')
          .locator('.field-error'),
      ),
    ).toBeVisible();
    const siteName = `Lucky ${account}`.slice(0, 30);
    await page.getByLabel('Site name').fill(siteName);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const item = page.locator('[data-cart-item-id]', { hasText: siteName });
    await expect(item).toBeVisible();

    // Delete with confirmation, then add the same site again: the name is free once more.
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(item).toBeHidden();
    await page.goBack();
    await page.goto('/package?countriesId=1');
    await page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio').first().click();
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    await page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio').first().click();
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Next: website information' }).click();
    await page.getByLabel('Site name').fill(siteName);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('[data-cart-item-id]', { hasText: siteName })).toBeVisible();
  });

  test('the country list failing shows its toast and logs', async ({ page, request }) => {
    const { token, user } = await registerViaApi(request);
    await withSession(page, token, user);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/opening-station/countries-list**', (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1, msg: 'Internal server error', error: 'internal', data: null }),
      }),
    );
    await page.goto('/');
    await page.locator('.site-header').getByRole('button', { name: 'Open a station' }).click();
    await expect(page.locator('.toast[data-kind="error"]')).toHaveText('Failed to load country list');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors.some((e) => /load countries failed/.test(e))).toBe(true);
  });

  test('in Arabic on a 375 px screen the flow is right-to-left and usable', async ({ page, request }) => {
    const { token, user } = await registerViaApi(request);
    await withSession(page, token, user);
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/ar');
    await page.locator('.site-header .open-station.user-only').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-country-id="-1"]')).toBeVisible();
    expect(await dialog.evaluate((d) => getComputedStyle(d).direction)).toBe('rtl');
    await dialog.locator('[data-country-id="2"]').click();
    await expect(page).toHaveURL(/\/ar\/introduction\?countriesId=2$/);
    await expect(page.locator('h2').first()).toContainText(/[\u0600-\u06FF]/);
    await page.locator('.wizard-actions a.btn').last().click();
    await page.locator('[data-package-id]').first().click();
    await page.locator('.wizard-actions a.btn').last().click();
    await expect(page).toHaveURL(/\/ar\/choose-theme/);
    await expect(page.locator('[data-template-id]').first()).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
