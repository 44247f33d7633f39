import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { merchantWithLiveSite } from './liveSite';

/**
 * Issue 17, the console in the operator's language and zone: the header's switcher works by
 * keyboard alone (no script on these pages), survives the round trip, and reads right to left
 * in Arabic on a phone.
 */
test('the console switcher works by keyboard, in Arabic right to left, and moves times to the chosen zone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const m = await merchantWithLiveSite(request);
  const consolePath = new URL(m.site.backendUrl!).pathname;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(consolePath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Skip link first, then the language select: End goes to Türkçe, one up to العربية.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(language).toHaveValue('ar');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى لوحة التحكم' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  expect(page.url()).toMatch(new RegExp(`${consolePath}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // Signed in, still Arabic; the header's select names the market's zone, and another one moves the times.
  await page.getByLabel('حساب العمليات').fill(m.opsAccount);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(m.opsPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { name: 'نظرة عامة على الموقع' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'أقسام لوحة التحكم' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'المنطقة الزمنية' }).selectOption('UTC');
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The launch time (the overview's first time; the paid-until day follows it).
  const launchTime = page.locator('main time').first();
  await expect(launchTime).toHaveText(/GMT\+0$/);
  const launched = new Date((await launchTime.getAttribute('datetime'))!);
  const utc = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(launched);
  await expect(launchTime).toContainText(utc);
});
