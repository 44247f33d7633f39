import { expect, test } from '@playwright/test';
import { merchantWithLiveSite } from './liveSite';
import { withSession } from './support';

/**
 * Issue 25, items 11 and 12: the console's style sheet reached the page HTML-escaped, so it
 * rendered in the browser's serif default; it opened in English from the Arabic storefront;
 * and its one-time link landed on the login form when the storefront was opened on another
 * host than PUBLIC_URL (here: 127.0.0.1 for a server whose PUBLIC_URL says localhost).
 */
test('the console is drawn by its own style sheet, not the serif default', async ({ page, request }) => {
  test.setTimeout(90_000);
  const m = await merchantWithLiveSite(request);
  const consolePath = new URL(m.site.backendUrl!).pathname;
  await page.goto(consolePath);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).not.toMatch(/^("?Times New Roman"?|serif)$/i);
  expect(font).toMatch(/^system-ui,.*"Segoe UI".*sans-serif$/);
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  // `section>:last-child{margin-bottom:0}`: a rule with a `>` (escaped, it was dropped). A used
  // link's page ends its section with a paragraph, which has a margin of its own otherwise.
  await page.goto(`${consolePath}/signin?token=${'x'.repeat(43)}`);
  await expect(page.locator('main section > :last-child')).toHaveCSS('margin-bottom', '0px');
  await expect(page.locator('main section > p').first()).toHaveCSS('margin-top', '16px');
});

test('My sites in Arabic, on another host than PUBLIC_URL, opens the console signed in and in Arabic', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const m = await merchantWithLiveSite(request);
  const consoleUrl = new URL(m.site.backendUrl!);
  // The browser's own language stays English: only the storefront says Arabic.
  const otherHost = baseURL!.replace('localhost', '127.0.0.1');
  expect(new URL(otherHost).host).not.toBe(consoleUrl.host);
  await withSession(page, m.token, m.user);
  await page.goto(`${otherHost}/ar/my-site`);
  const card = page.getByRole('listitem', { name: m.siteName });
  await expect(card.getByRole('link', { name: /\/console/ })).toHaveAttribute('href', /\/console\?lang=ar$/);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: new RegExp(`^فتح لوحة التحكم – ${m.siteName}`) }).click(),
  ]);
  await expect(tab.getByRole('heading', { name: 'نظرة عامة على الموقع' })).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tab.locator('html')).toHaveAttribute('lang', 'ar');
  expect(tab.url()).toBe(consoleUrl.href);
  // Signed in by the link: Log out is there, and the language stays after a reload.
  await tab.reload();
  await expect(tab.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'ar');
});
