import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, withSession } from './support';

// Marketing pages run one small script at load (src/scripts/page.ts); the header's menus,
// the dialogs and the session store (src/scripts/interactive.ts) load on the visitor's
// first sign of intent. These tests hold that split to what a visitor sees.

const INTERACTIVE = /\/_astro\/interactive\.[\w-]+\.js$/;

/**
 * Holds back pointer events the test did not make. The headless shell of @sparticuz/chromium
 * (the browser of a machine without Debian's) keeps its pointer at (0, 0), over the header,
 * and sends a pointerover there as the page lays out: a visitor resting on the header, which
 * rightly loads the code, but not the visitor these tests describe. `ownPointer` lets the
 * test's own pointer through.
 */
const POINTER = ['pointerover', 'pointermove', 'mouseover', 'mousemove'];
async function quietPointer(page: Page): Promise<void> {
  await page.addInitScript((types) => {
    const w = window as { ownPointer?: boolean };
    for (const type of types)
      window.addEventListener(type, (e) => w.ownPointer || e.stopImmediatePropagation(), { capture: true });
  }, POINTER);
}
const ownPointer = (page: Page) =>
  page.evaluate(() => {
    (window as { ownPointer?: boolean }).ownPointer = true;
  });

/** Script URLs the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && urls.push(r.url()));
  return urls;
}

test.describe('code loaded on intent', () => {
  test('a guest page loads one script; pointing at the header brings the rest', async ({ page }) => {
    const scripts = scriptsOf(page);
    await quietPointer(page);
    await page.goto('/terms-of-service');
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
    await page.waitForLoadState('networkidle');
    // The page's own script, nothing after it: what bench/pageWeight.ts counts is all there is.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/);

    await ownPointer(page);
    await page.locator('#site-header .brand').hover();
    await expect.poll(() => scripts.some((s) => INTERACTIVE.test(s))).toBe(true);
  });

  test('a click that comes before the code is replayed once it arrives', async ({ page }) => {
    // Hold the interactive code back: the visitor clicks "Log in" while it is on its way.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let requested = false;
    await page.route(INTERACTIVE, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/help-center');
    await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
    await page.locator('#site-header').getByRole('link', { name: 'Log in' }).click();
    // The click starts the download; its request reaches the route a moment later, not
    // necessarily before click() returns.
    await expect.poll(() => requested).toBe(true);
    // The link did not navigate, and nothing opened yet.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the mobile menu opens from a tap before the code has loaded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(INTERACTIVE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main-menu')).toBeVisible();
  });

  test('a log-in in another tab shows on a guest page that never loaded the session', async ({ context, request }) => {
    const { token, user } = await registerViaApi(request);
    const guest = await context.newPage();
    const scripts = scriptsOf(guest);
    await quietPointer(guest);
    await guest.goto('/help-center');
    await expect(guest.locator('html')).toHaveAttribute('data-auth', 'out');
    await guest.waitForLoadState('networkidle');
    expect(scripts.some((s) => INTERACTIVE.test(s))).toBe(false);

    const other = await context.newPage();
    await other.goto('/terms-of-service');
    await other.evaluate(
      ([tk, u]) => {
        localStorage.setItem('userInfo', JSON.stringify(u));
        localStorage.setItem('accessToken', tk as string);
      },
      [token, user],
    );
    await expect(guest.locator('html')).toHaveAttribute('data-auth', 'in');
    await expect(guest.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await guest.getByRole('button', { name: 'Account menu' }).click();
    await expect(guest.getByRole('menuitem', { name: user.username })).toBeVisible();
  });

  test('a stored session gets its avatar menu without any interaction', async ({ page, request }) => {
    const { token, user } = await registerViaApi(request);
    await withSession(page, token, user);
    const scripts = scriptsOf(page);
    await page.goto('/privacy-policy');
    await expect.poll(() => scripts.some((s) => INTERACTIVE.test(s))).toBe(true);
    // A keyboard user: focus, not a pointer.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#avatar-menu')).toBeVisible();
  });

  test('a referral link is remembered without opening anything', async ({ page }) => {
    await page.goto('/affiliate-program?leagueCode=REF42');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('leagueCode'))).toBe('REF42');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
