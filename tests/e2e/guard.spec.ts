import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';

// The suite's Chromium runs with --disable-blink-features=AutomationControlled and a
// desktop user agent (playwright.config.ts), so it passes the guard like a person's
// browser; these tests switch the tell-tale signals on one at a time.
/** A catalog lookup that fails loudly on a missing key. */
const catalog = (code: string) => {
  const strings = JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
  return (key: string): string =>
    strings[key] ??
    (() => {
      throw new Error(`${code}: no ${key}`);
    })();
};
const en = catalog('en');
const ar = catalog('ar');
const ja = catalog('ja');
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const asWebdriver = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => true }));

/** Serves our page without its anti-framing headers, as a CDN that drops them would. */
async function withoutFrameHeaders(route: Route): Promise<void> {
  const res = await route.fetch();
  const headers = { ...res.headers() };
  delete headers['x-frame-options'];
  delete headers['content-encoding'];
  delete headers['content-length'];
  if (headers['content-security-policy'])
    headers['content-security-policy'] = headers['content-security-policy'].replace(/frame-ancestors [^;]+;?\s*/, '');
  await route.fulfill({ status: res.status(), headers, body: await res.body() });
}

test.describe('anti-scraping guard', () => {
  test('a webdriver visitor is blocked with the reason in the page language', async ({ page }) => {
    await asWebdriver(page);
    await page.goto('/ar/help-center');
    await expect(page.getByRole('heading', { level: 1, name: ar('guard.title') })).toBeVisible();
    await expect(page.getByText(ar('guard.reason.webdriver'))).toBeVisible();
    await expect(page.getByText(ar('guard.reason.botUserAgent'))).toHaveCount(0);
    await expect(page).toHaveTitle(ar('guard.title'));
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'block');
    // The page itself is gone, not merely covered.
    await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: ar('page.helpCenter') })).toHaveCount(0);
  });

  test('a headless user agent is blocked as a bot', async ({ browser }) => {
    const ctx = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
    });
    const page = await ctx.newPage();
    await page.goto('/ja');
    await expect(page.getByRole('heading', { level: 1, name: ja('guard.title') })).toBeVisible();
    await expect(page.getByText(ja('guard.reason.botUserAgent'))).toBeVisible();
    await ctx.close();
  });

  test('a window that stays zero-size is blocked', async ({ page }) => {
    // Both outer sizes 0 — the old headless signature — for good.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'outerWidth', { get: () => 0 });
      Object.defineProperty(window, 'outerHeight', { get: () => 0 });
    });
    await page.goto('/help-center');
    await expect(page.getByText(en('guard.reason.zeroSizeWindow'))).toBeVisible();
  });

  test('a window that is empty only while it is created passes', async ({ page }) => {
    await page.addInitScript(() => {
      let empty = true;
      document.addEventListener('DOMContentLoaded', () => setTimeout(() => (empty = false), 30));
      const inner = { w: window.innerWidth, h: window.innerHeight };
      Object.defineProperty(window, 'innerWidth', { get: () => (empty ? 0 : inner.w) });
      Object.defineProperty(window, 'innerHeight', { get: () => (empty ? 0 : inner.h) });
    });
    await page.goto('/help-center');
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
    await expect(page.getByRole('heading', { level: 1, name: en('page.helpCenter') })).toBeVisible();
  });

  test('a window whose outer size arrives late (a busy machine) passes', async ({ page }) => {
    // Chromium reports outer 0×0 until the browser process tells the page its size; 1.5 s is
    // past the guard's first 750 ms of looking again, and well inside its whole wait.
    await page.addInitScript(() => {
      const start = performance.now();
      const late = () => performance.now() - start < 1500;
      const outer = { w: window.innerWidth, h: window.innerHeight + 80 };
      Object.defineProperty(window, 'outerWidth', { get: () => (late() ? 0 : outer.w) });
      Object.defineProperty(window, 'outerHeight', { get: () => (late() ? 0 : outer.h) });
    });
    await page.goto('/help-center');
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
    await expect(page.getByText(en('guard.title'))).toHaveCount(0);
  });

  test('a normal visitor gets the page', async ({ page }) => {
    await page.goto('/help-center');
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
    await expect(page.getByRole('heading', { level: 1, name: en('page.helpCenter') })).toBeVisible();
    await expect(page.getByText(en('guard.title'))).toHaveCount(0);
  });

  test('Googlebot reads marketing pages even from an automated, headless browser', async ({ browser }) => {
    const ctx = await browser.newContext({ userAgent: GOOGLEBOT });
    const page = await ctx.newPage();
    await asWebdriver(page);
    await page.goto('/services/online-casino-payment-gateway');
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByText(en('guard.title'))).toHaveCount(0);
    await ctx.close();
  });

  test('a page framed by the same site breaks out to the top window', async ({ page }) => {
    await page.route('**/help-center', withoutFrameHeaders);
    await page.route('**/frame-host', (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>host</title><iframe src="/help-center" title="framed"></iframe>',
      }),
    );
    await page.goto('/frame-host');
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.getByRole('heading', { level: 1, name: en('page.helpCenter') })).toBeVisible();
  });

  test('a page framed by another site shows the access-denied notice', async ({ page, baseURL }) => {
    await page.route('**/help-center', withoutFrameHeaders);
    await page.route('http://framer.test/**', (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>framer</title><iframe src="${baseURL}/ja/help-center" title="framed" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto('http://framer.test/');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: ja('guard.deniedTitle') })).toBeVisible();
    await expect(frame.getByText(ja('guard.reason.framed'))).toBeVisible();
    await expect(frame.getByRole('link', { name: ja('guard.openDirect') })).toHaveAttribute('target', '_top');
    expect(page.url()).toBe('http://framer.test/');
  });

  test('open developer tools are reported, never blocked', async ({ page }) => {
    await page.goto('/help-center');
    const reported = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener('app:devtools', (e) => resolve((e as CustomEvent<{ open: boolean }>).detail.open), {
            once: true,
          }),
        ),
    );
    // Docked tools make the outer window larger than the viewport by more than 160 px.
    await page.evaluate(() =>
      Object.defineProperty(window, 'outerWidth', { configurable: true, get: () => window.innerWidth + 300 }),
    );
    expect(await reported).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: en('page.helpCenter') })).toBeVisible();
  });
});
