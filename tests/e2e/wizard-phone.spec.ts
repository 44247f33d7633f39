import { expect, type Page, test } from '@playwright/test';
import { merchant, packageRadios } from './wizardSteps';

/** The template step and the home page comparison on a 390 px phone. */

test.describe('wizard on a 390 px phone', () => {
  test('after tapping a card far down, the choice, its preview and Next stay within reach', async ({
    page,
    request,
  }) => {
    await merchant(page, request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/package?countriesId=1');
    await packageRadios(page).first().click();
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    const cards = page.locator('[data-template-id]');
    await expect(cards).toHaveCount(24);
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').nth(1).click();
    const last = cards.last();
    await last.click();
    const name = (await last.textContent())!.trim();

    const inView = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390;
    };
    const next = page.getByRole('button', { name: 'Next: website information' });
    await expect(next).toBeEnabled();
    expect(await inView(next)).toBe(true);
    const choice = page.getByRole('link', { name: `See the preview: ${name}` });
    expect(await inView(choice)).toBe(true);
    await choice.click();
    await expect.poll(() => inView(page.locator('.live-preview iframe'))).toBe(true);
    // Two cards a row: the gallery is half as long as one card a row.
    const tops = await page
      .locator('.template-grid')
      .evaluate((grid) => [...grid.children].slice(0, 2).map((card) => (card as HTMLElement).offsetTop));
    expect(tops[0]).toBe(tops[1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the home page comparison reads without sideways scrolling, each answer labelled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const table = page.getByRole('table', { name: /A traditional build compared with/ });
    await table.scrollIntoViewIfNeeded();
    const ours = table.getByRole('cell').filter({ hasText: '8 minutes' });
    await expect(ours).toBeVisible();
    const box = (await ours.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const label = await ours.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Unicorn"');
    const wrap = page.locator('#comparison .table-wrap');
    expect(await wrap.evaluate((w) => w.scrollWidth <= w.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
