import { expect, test } from '@playwright/test';

test.describe('walking skeleton', () => {
  test('home renders in English with header, footer and current year', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveCount(4);
    await expect(nav.getByRole('link', { name: 'Affiliate program' })).toHaveAttribute('href', '/affiliate-program');
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
    await expect(page.locator('footer a[data-social]')).toHaveCount(8);
  });

  test('Arabic is right-to-left and the layout mirrors', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const brand = await page.locator('.site-header .brand').boundingBox();
    const viewport = page.viewportSize()!;
    expect(brand!.x).toBeGreaterThan(viewport.width / 2);
  });

  test('zh-TW is reachable in both cases', async ({ page }) => {
    const res = await page.goto('/zh-TW/');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/zh-tw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('unknown locale and unknown path go home; /login opens the dialog', async ({ page }) => {
    await page.goto('/fr/cart');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/no/such/page');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/login');
    expect(page.url()).toContain('showLogin=1');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a localized /login opens the login dialog in that language', async ({ page }) => {
    await page.goto('/ja/login?leagueCode=AB12');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/ja/');
    expect(url.searchParams.get('showLogin')).toBe('1');
    expect(url.searchParams.get('leagueCode')).toBe('AB12');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'ログイン' })).toBeVisible();
    await page.goto('/zh-TW/login');
    expect(new URL(page.url()).pathname).toBe('/zh-tw/');
    await page.goto('/en/login');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a guarded page from a cold start lands on home with the dialog and redirect', async ({ page }) => {
    await page.goto('/ja/my-order?status=1');
    await expect(page).toHaveURL(/\/ja\?showLogin=1&redirect=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/ja/my-order?status=1');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('marketing pages load no React until a dialog opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/help-center');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /client\.|react/i.test(s))).toBe(false);
    await page.getByRole('button', { name: 'Open a site' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((s) => /CountryDialog/.test(s))).toBe(true);
  });

  test('the language switcher keeps the page and query', async ({ page }) => {
    await page.goto('/help-center?q=payment');
    await page.locator('[data-lang-switch] summary').click();
    await page.locator('[data-lang-switch] a[hreflang="vi"]').click();
    await expect(page).toHaveURL(/\/vi\/help-center\?q=payment$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('the theme toggle is stored and applied before paint', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/package');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the theme toggle shows a moon in light, a sun in dark, and names what it switches to', async ({ page }) => {
    await page.goto('/');
    const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
    await expect(toDark.locator('svg:visible')).toHaveAttribute('data-icon', 'moon');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toHaveCount(0);
    await toDark.click();
    const toLight = page.getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight.locator('svg:visible')).toHaveAttribute('data-icon', 'sun');
    await expect(toLight).toBeFocused();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toHaveCount(0);
  });

  test('the header turns solid after 10 px of scroll on the landing page only', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('#site-header');
    await expect(header).not.toHaveAttribute('data-scrolled', '');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await page.goto('/help-center');
    await expect(page.locator('#site-header')).toHaveAttribute('data-solid', '');
  });

  test('the mobile menu opens, locks scrolling and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Affiliate program' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  });

  test('hashed assets are immutable, HTML is short-lived, and security headers are set', async ({ request }) => {
    const html = await request.get('/');
    expect(html.headers()['cache-control']).toContain('max-age=60');
    expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(html.headers()['x-content-type-options']).toBe('nosniff');
    const body = await html.text();
    const asset = body.match(/\/_astro\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(js.headers()['cache-control']).toContain('immutable');
    expect(js.headers()['content-encoding']).toBe('br');
  });
});
