import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { canvas, designableSite, editedLanguage, openDesign } from './designSteps';
import { consoleDesignApi } from './publishedSite';

/**
 * Issue 25 item 12: a published site's menu on a phone. At 390 px the page menu and the
 * language switcher fold behind one button (aria-expanded, aria-controls) that works with the
 * page's one small inline script under its CSP (no framework), with Esc closing it; Arabic
 * mirrors it. At desktop width the menus show as before. Also: the designer names the pages
 * with nothing to show before Publish. Screenshots for a person to look at go to
 * /tmp/shots-published/.
 */

const SHOTS = '/tmp/shots-published';
mkdirSync(SHOTS, { recursive: true });

/** The page's CSP violations and errors, as the browser reports them. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(e.message));
  return seen;
}

test('the published menu folds behind an accessible button at 390 px, in English and Arabic', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = await designableSite(request);
  const api = await consoleDesignApi(request, site, new URL(baseURL!).origin);
  const { version, doc } = await api.draft();
  // English and Arabic beside the site's first language, whose compliance texts (the market's
  // help service) the others show until written: without them publishing is refused.
  const languages = [...new Set([...doc.languages, 'en', 'ar'])] as typeof doc.languages;
  expect((await api.save(version, { ...doc, languages })).status).toBe(200);
  await api.publishAndWait();
  const errors = problems(page);

  for (const lang of ['en', 'ar'] as const) {
    const names = lang === 'en' ? { button: 'Menu', pages: 'Pages' } : { button: 'القائمة', pages: 'الصفحات' };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/s/${site.slug}/${lang}/`);
    const button = page.getByRole('button', { name: names.button });
    const menu = page.getByRole('navigation', { name: names.pages });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'site-navs');
    await expect(menu).toBeHidden();
    // One row: the site's name and the button, not a 172 px block of wrapped links.
    const header = (await page.locator('header.top').boundingBox())!;
    expect(header.height).toBeLessThan(80);
    const box = (await button.boundingBox())!;
    const logo = (await page.locator('.logo').boundingBox())!;
    // The button sits at the line's end: the right in English, the left in Arabic.
    if (lang === 'en') expect(box.x).toBeGreaterThan(logo.x);
    else expect(box.x + box.width).toBeLessThan(logo.x + logo.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${SHOTS}/site-${lang}-390-closed.png`, fullPage: false });

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Language' : 'اللغة' })).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/site-${lang}-390-open.png`, fullPage: false });
    // Esc closes it and gives focus back to the button; the keyboard opens it again.
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // A link of the open menu leads to its page.
    await menu.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/s/${site.slug}/${lang}/[a-z-]+/$`));
    await expect(page.getByRole('button', { name: names.button })).toHaveAttribute('aria-expanded', 'false');

    // Desktop: no button, the menus as they were.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/s/${site.slug}/${lang}/`);
    await expect(page.getByRole('button', { name: names.button })).toBeHidden();
    await expect(menu).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/site-${lang}-1280.png`, fullPage: false });
  }
  // The script ran under the page's CSP (nothing refused), and nothing failed.
  expect(errors).toEqual([]);
});

test('the designer names the empty pages before Publish, and publishes only when asked again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await designableSite(request);
  await openDesign(page, site);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'Nothing to show yet on' });
  // The template's Terms page has no words yet; named in the language being edited (the market's).
  const lang = await editedLanguage(page);
  const terms = (JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Record<string, string>)['design.page.terms']!;
  await expect(warning).toContainText(terms);
  await expect(warning).not.toContainText(JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8'))['design.page.lobby']);
  await page.screenshot({ path: `${SHOTS}/designer-en-1280-empty-pages.png` });
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('publish-status')).toBeEmpty();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Publish anyway' }).click();
  // Asked again, it publishes: the draft is still the version live since provisioning, and says so.
  await expect(page.getByTestId('publish-status')).toHaveText('No changes to publish.', { timeout: 30_000 });
  await expect(canvas(page).locator('main')).toBeVisible();
});
