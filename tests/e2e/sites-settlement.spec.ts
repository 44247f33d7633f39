import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { consoleAccepts, merchantWithLiveSite } from './liveSite';
import { apiOf, newAccount, registerViaApi, withSession } from './support';
import { cartBasics } from './inertSupport';

/**
 * The paid journey's second half (spec §2, §3, §9): a paid order's site in My sites, the
 * site and its operations console in new tabs, the operations password reset, and a
 * USDT top-up on Settlement raising the balance — all against the real server in test mode.
 */

test.describe('My sites and Settlement', () => {
  test('a paid site is listed, opens, and its console follows a password reset', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const m = await merchantWithLiveSite(request);
    await withSession(page, m.token, m.user);
    await page.goto('/en/my-site');

    const card = page.getByRole('listitem', { name: m.siteName });
    await expect(card).toBeVisible();
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    await expect(card.getByText(m.opsAccount)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The filter lives in the URL.
    await page.getByRole('searchbox', { name: 'Filter by site name' }).fill(m.siteName);
    await expect(page).toHaveURL(new RegExp(`siteName=${m.siteName}`));
    await expect(card).toBeVisible();

    // The site opens in a new tab.
    const [sitePage] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: new RegExp(`^Visit site – ${m.siteName}`) }).click(),
    ]);
    await sitePage.waitForLoadState();
    expect(sitePage.url()).toContain('/s/');
    await expect(sitePage.locator('body')).not.toBeEmpty();
    await sitePage.close();

    // The back end opens in a new tab, signed in through a one-time link: no password typed.
    // The link carries the storefront's language (issue 25); the console's address is without it.
    const consoleHref = (await card.getByRole('link', { name: /\/console/ }).getAttribute('href'))!;
    expect(consoleHref).toMatch(/\/console\?lang=en$/);
    const consoleUrl = consoleHref.replace(/\?lang=en$/, '');
    const [consolePage] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('button', { name: new RegExp(`^Open back office – ${m.siteName}`) }).click(),
    ]);
    await expect(consolePage.getByRole('heading', { name: 'Site overview' })).toBeVisible();
    expect(consolePage.url()).toBe(consoleUrl);
    await consolePage.close();
    // The login form (a browser without that session) takes the operations account too.
    const other = await page.context().browser()!.newContext();
    expect(await consoleAccepts(await other.newPage(), consoleUrl, m.opsAccount, m.opsPassword)).toBe(true);
    await other.close();

    // Reset the operations password: the dialog validates, then the server takes the new one.
    await card.getByRole('button', { name: `Reset password – ${m.siteName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await expect(dialog.getByLabel('Operations account')).toHaveValue(m.opsAccount);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter the new password');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('New password').fill('second99');
    await dialog.getByLabel('Confirm password').fill('second99');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#toasts')).toContainText('The password has been reset');

    // A fresh browser (no console session): only the new password opens the console.
    const fresh = await page.context().browser()!.newContext();
    const tab = await fresh.newPage();
    expect(await consoleAccepts(tab, consoleUrl, m.opsAccount, m.opsPassword)).toBe(false);
    expect(await consoleAccepts(tab, consoleUrl, m.opsAccount, 'second99')).toBe(true);
    await fresh.close();
  });

  test("a 3-site package launches its next site through the wizard's gallery, at an address the merchant chose", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const m = await merchantWithLiveSite(request, { sites: 3 });
    await withSession(page, m.token, m.user);
    // The Created page says how many sites the package still holds, and leads to the next one.
    await page.goto(`/en/created?orderId=${m.orderId}`);
    await expect(page.getByText("This order's package includes 2 more sites to launch.")).toBeVisible();
    await page.goto('/en/my-site');
    const slots = page.getByRole('region', { name: 'Sites included in your orders' });
    await expect(slots).toContainText(/sites still to launch: 2 of 3/);
    await slots.getByRole('link', { name: /^Launch a site/ }).click();
    await expect(page).toHaveURL(/\/choose-theme\?launch=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Launch a site from order/ })).toBeVisible();

    // The wizard's gallery: search, categories, pages of cards, the live preview and the schemes.
    const gallery = page.getByRole('radiogroup', { name: 'Templates' });
    await expect(gallery.getByRole('radio').first()).toBeVisible();
    await expect(gallery.getByRole('radio', { checked: true })).toHaveCount(1); // the order's own
    await expect(page.getByText(/^\d+ templates?$/)).toBeVisible();
    const second = gallery.locator('label.template-card').nth(1);
    const chosenName = (await second.locator('.template-name').innerText()).trim();
    await second.click();
    await expect(page.locator('.live-preview figcaption')).toHaveText(chosenName);
    // axe leaves the script-less preview frame out (support/a11y.ts): its name is checked here.
    await expect(page.locator('.live-preview iframe')).toHaveAccessibleName(
      `Preview of the ${chosenName} template in the chosen colours`,
    );
    const schemes = page.getByRole('radiogroup', { name: 'Colour scheme' });
    await schemes.getByRole('radio').nth(2).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next: website information' }).click();

    // The name, then the address: a transliterated default, checked as it is typed.
    const siteName = `Lucky ${newAccount('s').slice(-6)}`;
    await page.getByLabel('Site name').fill(siteName);
    const address = page.getByLabel('Site address');
    await expect(address).toHaveValue(siteName.toLowerCase().replace(' ', '-'));
    const taken = new URL(m.site.domain!, page.url()).pathname.split('/')[2]!;
    await address.fill(taken);
    await expect(page.getByText(new RegExp(`^This address is already in use. ${taken}-2 is free$`))).toBeVisible();
    await page.getByRole('button', { name: `Use ${taken}-2` }).click();
    await expect(address).toHaveValue(`${taken}-2`);
    await expect(page.getByText('This address is free')).toBeVisible();
    await page.getByLabel('Operations account').fill('second12');
    await page.getByLabel('Operations password').fill('launch12');
    await page.getByLabel('Confirm password').fill('launch12');
    await expect(page.locator('.summary')).toContainText(chosenName);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Launch site' }).click();

    await expect(page).toHaveURL(/\/my-site$/);
    await expect(page.locator('#toasts')).toContainText('Your new site is being set up');
    await expect(slots).toContainText(/sites still to launch: 1 of 3/);
    const card = page.getByRole('listitem', { name: siteName });
    await expect(card.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(chosenName)).toBeVisible();
    await expect(card.getByText('second12')).toBeVisible();
    const visit = card.getByRole('link', { name: new RegExp(`^Visit site – ${siteName}`) });
    expect(await visit.getAttribute('href')).toMatch(new RegExp(`/s/${taken}-2/$`));
    const consoleUrl = (await card.getByRole('link', { name: /\/console/ }).getAttribute('href'))!;
    const fresh = await page.context().browser()!.newContext();
    const tab = await fresh.newPage();
    // The checkout site's account does not open it; its own does.
    expect(await consoleAccepts(tab, new URL(consoleUrl, page.url()).href, m.opsAccount, m.opsPassword)).toBe(false);
    expect(await consoleAccepts(tab, new URL(consoleUrl, page.url()).href, 'second12', 'launch12')).toBe(true);
    await fresh.close();
  });

  test('a USDT top-up in test mode raises the balance; the address is never stored', async ({ page, request }) => {
    const m = await registerViaApi(request);
    await withSession(page, m.token, m.user);
    await page.goto('/en/settlement');
    const balance = page.locator('.settlement-stat-value').first();
    await expect(balance).toHaveText('USDT\u00a00.00');

    await page.getByLabel('Amount (USDT)').fill('25.50');
    await page.getByRole('radio', { name: 'ERC20 (Ethereum network)' }).check();
    await page.getByRole('button', { name: 'Get a payment address' }).click();

    await expect(page.getByRole('note')).toHaveText('Test mode — do not send real funds');
    // The top-up's own network (the withdraw form below names the networks too).
    await expect(page.locator('.usdt-network')).toHaveText('ERC20 (Ethereum network)');
    await expect(page.locator('.usdt-amount')).toHaveText('USDT\u00a025.50');
    await expect(page.getByRole('img', { name: /QR code of the USDT address/ })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left' })).toContainText(/\d+:\d\d/);
    const address = (await page.locator('.usdt-address').textContent())!.trim();
    expect(address.length).toBeGreaterThan(20);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(address);
    expect(page.url()).not.toContain(address);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Simulate transfer' }).click();
    await expect(balance).toHaveText('USDT\u00a025.50', { timeout: 15_000 });
    await expect(page.locator('#toasts')).toContainText('Top-up received');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('USDT top-up')).toBeVisible();
    await expect(history.getByText('+USDT\u00a025.50')).toBeVisible();
  });

  test('the pending figure follows open top-ups without a reload; an open top-up shows its address again', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const m = await registerViaApi(request);
    await withSession(page, m.token, m.user);
    await page.goto('/en/settlement');
    const balance = page.locator('.settlement-stat-value').nth(0);
    const pending = page.locator('.settlement-stat-value').nth(1);
    await expect(pending).toHaveText('USDT\u00a00.00');

    await page.getByLabel('Amount (USDT)').fill('25.50');
    await page.getByRole('button', { name: 'Get a payment address' }).click();
    const address = (await page.locator('.usdt-address').textContent())!.trim();
    // Pending at once: the new top-up counts, no reload.
    await expect(pending).toHaveText('USDT\u00a025.50');

    // Leave the address screen (a reload drops it: it is never stored) and open it again from the list.
    await page.reload();
    await expect(page.locator('.usdt-address')).toHaveCount(0);
    const open = page.getByRole('list', { name: 'Open top-ups' }).getByRole('listitem');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('USDT\u00a025.50');
    await expect(open).toContainText('TRC20 (TRON network)');
    await open.getByRole('button', { name: 'Show address' }).click();
    await expect(page.locator('.usdt-address')).toHaveText(address);
    await expect(page.getByRole('img', { name: /QR code of the USDT address/ })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left' })).toContainText(/\d+:\d\d/);
    expect(await axeViolations(page)).toEqual([]);

    // The transfer arrives outside this screen (here the simulation API; on the chain, the
    // watcher's event): the figures follow while the page is open, and the screen says so.
    const api = apiOf(request, m.token);
    const { depositId } = (await api.get('/api/settlement')).openTopUps[0]!;
    await api.post('/api/pay/simulate', { body: { depositId } });
    await expect(balance).toHaveText('USDT\u00a025.50', { timeout: 15_000 });
    await expect(pending).toHaveText('USDT\u00a00.00');
    await expect(open).toHaveCount(0);
    await expect(page.locator('.usdt-address')).toHaveCount(0);
    await expect(page.locator('#toasts')).toContainText('Top-up received');
  });

  test('the header counts the cart', async ({ page, request }) => {
    const m = await registerViaApi(request);
    const basics = await cartBasics(request, m.token);
    for (const n of [1, 2]) {
      await apiOf(request, m.token).post('/api/cart/create', {
        body: { ...basics, siteName: `cc${n}${newAccount('c').slice(-8)}`.toLowerCase() },
      });
    }
    await withSession(page, m.token, m.user);
    await page.goto('/en/settlement');
    await expect(page.getByRole('link', { name: '2 items in cart' })).toBeVisible();
  });
});
