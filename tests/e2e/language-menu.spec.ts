import { expect, test } from '@playwright/test';

test.describe('language menu', () => {
  test('Escape closes it and focus returns to its button', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('details[data-lang-switch]').first();
    const button = menu.locator('summary');
    await button.click();
    await expect(menu.getByRole('link', { name: 'العربية' })).toBeVisible();
    await menu.getByRole('link', { name: 'Español' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'العربية' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a dialog opening over it closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('details[data-lang-switch]').first();
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: 'العربية' })).toBeVisible();
    // A guest's "Open a site" opens the market choice.
    await page.getByRole('button', { name: 'Open a site' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'العربية' })).toBeHidden();
  });
});
