import { expect, test } from '@playwright/test';

// On an Arabic page, what a person types in Latin letters reads left to right, as typed:
// "@qa_tg" must not show as "qa_tg@".
const ltr = (el: Element) => el.matches(':dir(ltr)');

test.describe('Arabic: typed values keep their own direction', () => {
  test('the contact form and the help search', async ({ page }) => {
    await page.goto('/ar/contact-business');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = page.locator('form input[name="name"]').first();
    await name.fill('@qa_tg');
    await expect(name).toHaveAttribute('dir', 'auto');
    expect(await name.evaluate(ltr)).toBe(true);
    // Arabic typed in the same field is right to left again.
    await name.fill('محمد');
    expect(await name.evaluate(ltr)).toBe(false);

    await page.goto('/ar/help-center');
    const search = page.getByRole('searchbox');
    await search.fill('USDT');
    expect(await search.evaluate(ltr)).toBe(true);
  });
});
