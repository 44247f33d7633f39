import { expect, test } from '@playwright/test';
import { cartBasics } from './inertSupport';
import { apiOf, registerViaApi } from './support';
import { merchant, packageRadios } from './wizardSteps';

/** Each wizard step reached by a link, a bookmark or Back: what it asks for first, and where it sends you. */

test.describe('wizard: every step checks the earlier choices', () => {
  test("a visitor opening a cart item's design is asked to log in, then lands on it signed in", async ({
    page,
    request,
  }) => {
    const m = await registerViaApi(request);
    const item = await apiOf(request, m.token).post('/api/cart/create', {
      body: { ...(await cartBasics(request, m.token)), siteName: `edit${m.account}`.slice(0, 20).toLowerCase() },
    });
    // The template step is open to visitors; a cart item is not.
    await page.goto(`/choose-theme?cartItemId=${item.id}`);
    const login = page.getByRole('dialog');
    await expect(login.getByRole('alert')).toHaveText('Log in or register to continue. Your choices are kept.');
    await login.getByLabel('Account').fill(m.account);
    await login.getByLabel('Password', { exact: true }).fill(m.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/choose-theme\\?cartItemId=${item.id}$`));
    await expect(page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a bookmarked template step without a package goes back to the package step and says why', async ({
    page,
    request,
  }) => {
    await merchant(page, request);
    await page.goto('/choose-theme?countriesId=2');
    await expect(page).toHaveURL(/\/package\?countriesId=2$/); // the message is shown once, not kept in the address
    await expect(page.getByRole('alert')).toHaveText('Choose a package for this market first.');
    await expect(packageRadios(page).first()).toBeVisible();
  });

  test('an unknown or missing market shows why and offers the market choice, not a Retry that cannot work', async ({
    page,
    request,
  }) => {
    await merchant(page, request);
    for (const path of ['/introduction?countriesId=999', '/package?countriesId=999']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('This market is not available');
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    }
    await page.goto('/package');
    await expect(page.getByRole('alert')).toContainText('No market selected yet.');
    await page.getByRole('alert').getByRole('button', { name: 'Choose a market' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your market' })).toBeVisible();

    // An id that is not a number is just as unknown: never silently the market chosen before.
    for (const path of ['/introduction?countriesId=abc', '/package?countriesId=abc', '/choose-theme?countriesId=abc']) {
      await page.goto('/introduction?countriesId=1');
      await expect(page.getByRole('link', { name: 'Next: choose a package' })).toBeVisible();
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('This market is not available');
    }
  });

  test('the global site has its own wording, not "in Global site"', async ({ page, request }) => {
    await merchant(page, request);
    await page.goto('/introduction?countriesId=-1');
    await expect(page.getByRole('heading', { level: 2, name: 'Open your global site' })).toBeVisible();
    await expect(page.getByText('Open your site in Global site')).toHaveCount(0);
  });

  test('a package chosen for one market does not carry over to another', async ({ page, request }) => {
    await merchant(page, request);
    await page.goto('/package?countriesId=1');
    await packageRadios(page).last().click(); // Enterprise, market 1
    await expect(packageRadios(page).last()).toBeChecked();

    // A hand-made link naming market 1's package for market 2 is refused too.
    const market1Package = await page.locator('[data-package-id]').last().getAttribute('data-package-id');
    await page.goto(`/choose-theme?countriesId=2&packageId=${market1Package}`);
    await expect(page).toHaveURL(/\/package\?countriesId=2$/);
    await page.goto('/choose-theme?countriesId=2');
    await expect(page).toHaveURL(/\/package\?countriesId=2$/);
    await expect(page.getByRole('alert')).toHaveText('Choose a package for this market first.');
    await expect(page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio', { checked: true })).toHaveCount(
      0,
    );

    await packageRadios(page).last().click(); // Enterprise, market 2
    const market2Price = (await page.locator('[data-package-id] .price').last().textContent())!;
    const market2Package = await page.locator('[data-package-id]').last().getAttribute('data-package-id');
    expect(market2Package).not.toBe(market1Package);
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    await expect(page).toHaveURL(new RegExp(`countriesId=2&packageId=${market2Package}$`));
    await page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio').first().click();
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Next: website information' }).click();
    await expect(page.locator('.summary')).toContainText(market2Price);
    await page.getByLabel('Site name').fill(`Market two ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // Market 1 still has its own choice.
    await page.goto('/package?countriesId=1');
    await expect(packageRadios(page).last()).toBeChecked();
  });

  test('website information without a template goes back to the template step and says why', async ({
    page,
    request,
  }) => {
    await merchant(page, request);
    await page.goto('/package?countriesId=1');
    await packageRadios(page).first().click();
    const packageId = await page.locator('[data-package-id]').first().getAttribute('data-package-id');
    await page.goto(`/choose-theme?countriesId=1&packageId=${packageId}&step=info`);
    await expect(page.getByRole('alert')).toHaveText('Choose a template and a colour scheme first.');
    await expect(page.locator('[aria-current="step"]')).toContainText('Choose template');
    await expect(page).not.toHaveURL(/step=info/);
  });

  test('a step change starts at the top, its heading clear of the sticky header; Back returns to the template step', async ({
    page,
    request,
  }) => {
    await merchant(page, request);
    await page.goto('/package?countriesId=1');
    await packageRadios(page).first().click();
    await page.getByRole('link', { name: 'Next: choose a template' }).click();
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio').first().click();
    const radios = page.getByRole('radiogroup', { name: 'Templates' }).getByRole('radio');
    await radios.last().click(); // far down the page
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Next: website information' }).click();

    const heading = page.getByRole('heading', { name: 'Website information' });
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const header = (await page.locator('.site-header').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    // Scrolled to by a link or focus, the heading stops below the header.
    expect(
      await heading.evaluate((h) => Number.parseFloat(getComputedStyle(h).scrollMarginBlockStart)),
    ).toBeGreaterThanOrEqual(header.height);

    await page.goBack();
    await expect(page).toHaveURL(/\/choose-theme\?countriesId=1&packageId=\d+$/);
    await expect(page.locator('[aria-current="step"]')).toContainText('Choose template');
    await expect(radios.last()).toBeChecked();
    await page.goForward();
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText('Choose template');
    await expect(page).toHaveURL(/\/choose-theme\?countriesId=1&packageId=\d+$/);
  });
});
