import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, withSession } from './support';

/** A logged-in merchant on the template step of market 1 with its first package. */
async function onTemplateStep(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const { token, user } = await registerViaApi(request);
  await withSession(page, token, user);
  await page.goto('/package?countriesId=1');
  await page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio').first().click();
  await page.getByRole('link', { name: 'Next: choose a template' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio').first()).toBeVisible();
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Template categories' }).getByRole('tab');
const countOf = async (tab: ReturnType<Page['locator']>) => Number(await tab.locator('.count').textContent());

test.describe('template gallery', () => {
  test('a signed-out visitor browses packages and templates, and the gallery loads with no CSP error', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto('/package?countriesId=1');
    await page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio').first().click();
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    await expect(page).toHaveURL(/\/choose-theme\?countriesId=1&packageId=\d+$/); // not sent to log in
    const gallery = page.getByRole('radiogroup', { name: 'Templates' });
    await gallery.getByRole('radio').first().click();
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').first().click();
    await expect(page.frameLocator('.live-preview iframe').locator('.hero-title')).toBeVisible();
    // Every thumbnail of the page has loaded (or failed) before the console is read.
    await expect
      .poll(() =>
        page
          .locator('[data-template-id] img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('category counts follow the search; search and category survive a reload', async ({ page, request }) => {
    await onTemplateStep(page, request);
    const allBefore = await countOf(tabs(page).first());
    const word = (await page.locator('[data-template-id] .template-name').first().textContent())!
      .trim()
      .split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Search templates' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}(&|$)`));
    // Every tab counts what the search finds: "All" equals the result count, and is smaller.
    const shown = async () => Number(((await page.getByText(/^\d+ templates?$/).textContent()) ?? '').split(' ')[0]);
    await expect
      .poll(async () => {
        const all = await countOf(tabs(page).first());
        return all < allBefore && all === (await shown());
      })
      .toBe(true);
    const withResults = tabs(page)
      .filter({ hasNot: page.locator('.count', { hasText: /^0$/ }) })
      .nth(1);
    const inTab = await countOf(withResults);
    // Every tab is its own stop in the Tab order (no arrow-key roving).
    await tabs(page).first().focus();
    await page.keyboard.press('Tab');
    await expect(tabs(page).nth(1)).toBeFocused();
    await withResults.click();
    await expect(page.getByText(new RegExp(`^${inTab} templates?$`))).toBeVisible();
    await expect(page).toHaveURL(/[?&]category=\d+/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search templates' })).toHaveValue(word);
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected).toHaveCount(1);
    await expect(page.getByText(new RegExp(`^${inTab} templates?$`))).toBeVisible();
    await expect.poll(() => countOf(selected)).toBe(inTab);
  });

  test('after a reload the chosen template is shown first and marked, though on another page', async ({
    page,
    request,
  }) => {
    await onTemplateStep(page, request);
    await page.getByRole('navigation', { name: 'Template pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    // The pager moves at once; the cards of page 2 are there when the grid is no longer busy.
    await expect(page.getByRole('radiogroup', { name: 'Templates' })).toHaveAttribute('aria-busy', 'false');
    const card = page.locator('[data-template-id]').nth(3);
    const chosenId = await card.getAttribute('data-template-id');
    const chosenName = (await card.locator('.template-name').textContent())!.trim();
    await card.getByRole('radio').click();
    await expect(card.getByRole('radio')).toBeChecked();

    // Back to the first page, then a reload of it: the choice is still there to see.
    await page.getByRole('navigation', { name: 'Template pages' }).getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.reload();
    const first = page.locator('[data-template-id]').first();
    await expect(first).toHaveAttribute('data-template-id', chosenId!);
    await expect(first.getByRole('radio')).toBeChecked();
    await expect(first).toContainText(chosenName);
    await expect(first).toContainText('Your choice');
  });

  test('on the dark theme every swatch is ringed, so the near-black base stays visible', async ({ page, request }) => {
    await onTemplateStep(page, request);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const base = page.locator('.color-card .swatches > span').first();
    await expect(base).toBeVisible();
    // The base colour is within a hair of the page background; the ring is light.
    await expect(base).toHaveCSS('box-shadow', /rgba\(229, 231, 235, 0\.7\) 0px 0px 0px 1px/);
  });
});
