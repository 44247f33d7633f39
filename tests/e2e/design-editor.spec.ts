import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import {
  canvas,
  designableSite,
  dragSection,
  editedLanguage,
  expectSaved,
  livePage,
  openDesign,
  publish,
} from './designSteps';

/**
 * The site designer in Chromium (issue 17): Design from the console, a section dragged in, its
 * text in two languages, published and live in both, rolled back to the previous HTML byte for
 * byte; two tabs on one draft; the phone layout.
 */

const unique = () => Date.now().toString(36).slice(-5);

test.describe('site designer', () => {
  test('drag a section, write it in two languages, publish, see it live, roll back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    const first = await editedLanguage(page);
    const before = await livePage(request, site, first);

    await dragSection(page, 'Text');
    const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
    await expect(heading).toBeVisible();
    const own = `Spring cup ${unique()}`;
    // Key by key, as a hand types: every change re-renders the editor, and no key may be lost.
    await heading.pressSequentially(own);
    await expect(heading).toHaveValue(own);
    await expectSaved(page, own);

    // A second language: the section shows the first language's text, marked, until written.
    const second: LocaleCode = first === 'en' ? 'es' : 'en';
    await page.getByLabel('Add a language').selectOption(second);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue(second);
    await canvas(page).getByText(own).click();
    await expect(heading).toHaveValue(own);
    // Puck keeps a second, hidden copy of the fields for its phone layout: the visible one counts.
    const marker = page
      .getByText(/^Shown in .+: type here to give this language its own text\.$/)
      .filter({ visible: true });
    await expect(marker).toBeVisible();
    const translated = `Copa ${unique()} in ${second}`;
    await heading.fill(translated);
    await expect(marker).toHaveCount(0);
    await expectSaved(page, translated);

    const published = await publish(page);
    const liveFirst = await livePage(request, site, first);
    const liveSecond = await livePage(request, site, second);
    expect(liveFirst).toContain(own);
    expect(liveFirst).not.toContain(translated);
    expect(liveSecond).toContain(translated);
    expect(liveSecond).toContain(`lang="${getLocale(second).lang}"`);

    // Rollback republishes the version before ours: the same bytes as before.
    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Published versions' });
    await versions.getByRole('button', { name: `Roll back to version ${published - 1}` }).click();
    // Asked in place, with focus on the question's answer (keyboard and screen-reader users land there).
    const again = versions.getByRole('button', { name: `Publish version ${published - 1} again` });
    await expect(again).toBeFocused();
    await again.click();
    await expect(page.getByTestId('publish-status')).toHaveText(`Version ${published + 1} is live.`, {
      timeout: 30_000,
    });
    expect(await livePage(request, site, first)).toBe(before);
  });

  test('a tab saving over a newer draft gets the conflict, with the other tab’s change shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    const stale = await page.context().newPage();
    await stale.goto(`${site.consoleUrl}/design`);
    await expect(canvas(stale).locator('main')).toBeVisible({ timeout: 20_000 });

    await dragSection(page, 'Text');
    const fromA = `From tab A ${unique()}`;
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill(fromA);
    await expectSaved(page, fromA);
    const draftUrl = `${site.consoleUrl}/api/design/draft`;
    const draftOfA = await (await page.request.get(draftUrl)).text();
    expect(draftOfA).toContain(fromA);

    // Tab B's edit is the dropped section itself: its save (a moment later) meets tab A's newer
    // draft. Typing into the new section first would race that save, which swaps the section out.
    await dragSection(stale, 'Text');
    const dialog = stale.getByRole('dialog', { name: 'Changed in another tab' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(canvas(stale).getByText(fromA)).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep the newer version' }).click();
    await expect(dialog).toBeHidden();
    await expectSaved(stale);

    // Nothing was overwritten: the draft is tab A's, byte for byte.
    expect(await (await stale.request.get(draftUrl)).text()).toBe(draftOfA);
  });

  test('an image uploaded into an image field shows in the preview and is saved', async ({ page, request }) => {
    test.setTimeout(90_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    await canvas(page).locator('main section').first().click();
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/design/assets'));
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await expect(canvas(page).locator('img[src*="/assets/"]').first()).toBeVisible();
    await expectSaved(page);
    const draft = await (await page.request.get(`${site.consoleUrl}/api/design/draft`)).text();
    expect(draft).toMatch(/"asset:[0-9a-f]{64}"/);
  });

  test('on a 390 px phone: page, language and publish stay usable', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const site = await designableSite(request);
    await openDesign(page, site);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    // The folded controls open from More.
    await expect(page.getByRole('button', { name: 'Template' })).toBeHidden();
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('button', { name: 'Template' })).toBeVisible();
    const pages = page.getByLabel('Page', { exact: true });
    const options = await pages.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await pages.selectOption({ index: 1 });
    await expect(canvas(page).locator('main')).toBeVisible();
    const first = await editedLanguage(page);
    // Nothing was edited: the draft is the version published at provisioning, and Publish says so.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The template's empty pages are named first (published-menu.spec.ts): publish anyway.
    await page.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(page.getByTestId('publish-status')).toHaveText('No changes to publish.', { timeout: 30_000 });
    expect(await livePage(request, site, first)).toContain('<html');
  });
});
