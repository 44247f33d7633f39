import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import { canvas, designableSite, editedLanguage, expectSaved, livePage, openDesign, publish } from './designSteps';

/**
 * The site designer in Chromium (issue 17), second part: undo that outlives a switch of page or
 * language; the visual template picker (keyboard, search, states, the confirmation, the switch);
 * standard page titles in a language added later, live.
 */

/** Names sit in Unicode isolates inside sentences (SwitchConfirm.tsx `isolated`). */
const isolated = (name: string) => `\u2068${name}\u2069`;
const unique = () => Date.now().toString(36).slice(-5);
const catalog = (lang: LocaleCode) => JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Record<string, string>;

/** The hero of the page shown, selected: its Heading field. */
async function heroHeading(page: Page) {
  await canvas(page).locator('main section').first().click();
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true }).filter({ visible: true });
  await expect(heading).toBeVisible();
  return heading;
}

const pageMenu = (page: Page) => page.getByLabel('Page', { exact: true });
const languageMenu = (page: Page) => page.getByLabel('Language', { exact: true });
const undo = (page: Page) => page.getByRole('button', { name: 'Undo' });

test.describe('site designer: history, templates, titles', () => {
  test('undo after switching page and back, and language and back, restores the text before', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    const first = await editedLanguage(page);
    const heading = await heroHeading(page);
    const original = await heading.inputValue();

    // A page away and back.
    const edited = `Grand opening ${unique()}`;
    await heading.fill(edited);
    await expect(canvas(page).getByText(edited)).toBeVisible();
    await expectSaved(page);
    const home = await pageMenu(page).inputValue();
    await pageMenu(page).selectOption({ index: 1 });
    await expect(canvas(page).getByText(edited)).toHaveCount(0);
    await pageMenu(page).selectOption(home);
    await expect(canvas(page).getByText(edited)).toBeVisible();
    await expect(undo(page)).toBeEnabled();
    await undo(page).click();
    await expect(canvas(page).getByText(edited)).toHaveCount(0);
    await expect(canvas(page).locator('main section').first()).toContainText(original);
    await expectSaved(page);
    expect(await (await page.request.get(`${site.consoleUrl}/api/design/draft`)).text()).not.toContain(edited);

    // A language away and back.
    const second: LocaleCode = first === 'en' ? 'es' : 'en';
    const again = `Weekend cup ${unique()}`;
    await (await heroHeading(page)).fill(again);
    await expectSaved(page);
    await page.getByLabel('Add a language').selectOption(second);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(languageMenu(page)).toHaveValue(second);
    await languageMenu(page).selectOption(first);
    await expect(canvas(page).getByText(again)).toBeVisible();
    await expect(undo(page)).toBeEnabled();
    // Adding a language wrote its texts into this page on the server: that is the latest step
    // here (historyShelf.ts), so the first undo steps back over it, the second over the typing.
    await undo(page).click();
    await expect(canvas(page).getByText(again)).toBeVisible();
    await undo(page).click();
    await expect(canvas(page).getByText(again)).toHaveCount(0);
    await expect(canvas(page).locator('main section').first()).toContainText(original);
    // Redo is still ahead.
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(canvas(page).getByText(again)).toBeVisible();
  });

  test('the template picker: search, keyboard choice, what switching keeps, the switch', async ({ page, request }) => {
    test.setTimeout(120_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    const kept = `Kept heading ${unique()}`;
    await (await heroHeading(page)).fill(kept);
    await expectSaved(page);
    const before = JSON.parse(await (await page.request.get(`${site.consoleUrl}/api/design/draft`)).text()).data;

    await page.getByRole('button', { name: 'Template', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Template of the draft' });
    const grid = dialog.getByRole('radiogroup', { name: 'Templates to switch to' });
    await expect(grid.getByRole('radio').first()).toBeVisible();
    await expect(dialog.getByText('In use').first()).toBeAttached();

    // Nothing matches: said, not an empty grid.
    await dialog.getByLabel('Search templates').fill('zzqqxxnothing');
    await expect(dialog.getByText('No templates match your search.')).toBeVisible();
    await dialog.getByLabel('Search templates').fill('');
    await expect(grid.getByRole('radio').nth(2)).toBeVisible();

    // Categories are pressed buttons, one after another in the Tab order; Enter picks one.
    const categories = dialog.getByRole('group', { name: 'Template categories' }).getByRole('button');
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
    const inSecond = Number(await categories.nth(1).locator('.count').textContent());
    await categories.first().focus();
    await page.keyboard.press('Tab');
    await expect(categories.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(categories.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByText(new RegExp(`^${inSecond} templates?$`))).toBeVisible();
    await categories.first().click();
    // The whole catalogue again, drawn: a grid still being replaced would take the focus with it.
    const all = Number(await categories.first().locator('.count').textContent());
    await expect(dialog.getByText(new RegExp(`^${all} templates?$`))).toBeVisible();
    await expect(grid.getByRole('radio').nth(2)).toBeVisible();

    // The keyboard: Tab into the group, an arrow moves the choice, Enter goes on.
    const radios = grid.getByRole('radio');
    await radios.first().focus();
    await expect(radios.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();
    const chosenName = (await grid.locator('label').nth(1).locator('.template-name').textContent())!;
    const chosenId = Number(await grid.locator('label').nth(1).getAttribute('data-template-id'));
    await page.keyboard.press('Enter');
    const question = dialog.getByRole('heading', { name: `Switch the draft to “${isolated(chosenName)}”?` });
    await expect(question).toBeFocused();
    await expect(dialog.getByRole('heading', { name: 'What stays' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'What changes' })).toBeVisible();

    // Back keeps the choice; then the switch.
    await dialog.getByRole('button', { name: 'Back to the templates' }).click();
    await expect(radios.nth(1)).toBeChecked();
    await dialog.getByRole('button', { name: `Continue with “${isolated(chosenName)}”` }).click();
    await dialog.getByRole('button', { name: 'Switch the draft' }).click();
    await expect(dialog).toBeHidden();
    await expect(canvas(page).getByText(kept)).toBeVisible();
    const after = JSON.parse(await (await page.request.get(`${site.consoleUrl}/api/design/draft`)).text()).data;
    expect(after.doc.templateId).toBe(chosenId);
    expect(after.doc.templateId).not.toBe(before.doc.templateId);
    expect(JSON.stringify(after.doc)).toContain(kept);
  });

  test('the template picker says when the catalogue cannot be reached, and retries', async ({ page, request }) => {
    test.setTimeout(90_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    let down = true;
    await page.route('**/api/cart/template-list**', (route) => (down ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Template', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Template of the draft' });
    await expect(dialog.getByRole('alert')).toContainText('Network error');
    down = false;
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByRole('radiogroup').getByRole('radio').first()).toBeVisible();
  });

  test('a language added later: standard pages are titled in it, in the editor and live', async ({ page, request }) => {
    test.setTimeout(120_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    const first = await editedLanguage(page);
    const second: LocaleCode = first === 'ar' ? 'tr' : 'ar';
    const words = catalog(second);
    await page.getByLabel('Add a language').selectOption(second);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(languageMenu(page)).toHaveValue(second);
    await expect(pageMenu(page).locator('option', { hasText: words['design.page.lobby']! })).toHaveCount(1);
    // The preview takes the edited language's direction, not the console's.
    await expect(canvas(page).locator('html')).toHaveAttribute('dir', second === 'ar' ? 'rtl' : 'ltr');
    await languageMenu(page).selectOption(first);
    await expect(canvas(page).locator('html')).toHaveAttribute('dir', first === 'ar' ? 'rtl' : 'ltr');
    await languageMenu(page).selectOption(second);
    await expectSaved(page);
    await publish(page);
    const lobby = await livePage(request, site, second, 'lobby/');
    expect(lobby).toContain(`<title>${words['design.page.lobby']} · `);
    const home = await livePage(request, site, second);
    for (const key of ['design.page.lobby', 'design.page.promotions']) expect(home).toContain(`>${words[key]}<`);
    // The template's Terms page has no words yet: titled in the language, but out of the menu (pageContent.ts).
    expect(home).not.toContain(`>${words['design.page.terms']}<`);
    expect(await livePage(request, site, second, 'terms/')).toContain(`<title>${words['design.page.terms']} · `);
  });

  test('in an Arabic console, the preview keeps the direction of the language edited', async ({ page, request }) => {
    test.setTimeout(90_000);
    const site = await designableSite(request);
    await openDesign(page, site);
    const first = await editedLanguage(page);
    await page
      .context()
      .addCookies([{ name: 'console_lang', value: 'ar', domain: 'localhost', path: site.consoleUrl }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(canvas(page).locator('main')).toBeVisible({ timeout: 20_000 });
    await expect(canvas(page).locator('html')).toHaveAttribute('lang', getLocale(first).lang);
    await expect(canvas(page).locator('html')).toHaveAttribute('dir', getLocale(first).dir);
  });
});
