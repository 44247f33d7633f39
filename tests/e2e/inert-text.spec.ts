import { expect, test, type Page } from '@playwright/test';
import { hostileSiteName, LONG, P, PROFILE } from './inertPayloads';
import { cartBasics, esMsg, expectEscaped, expectRefused, registerHostile, spanish, watch } from './inertSupport';
import { apiOf, registerViaApi, withSession } from './support';

/**
 * Issue 11, hostile input: text a merchant or a visitor stores — the account name, profile
 * fields, site names, contact messages and affiliate applications — is shown as text wherever
 * it appears (account screens, the header's avatar menu, the generated site, its operations
 * console, the marketing forms), never run or parsed as markup. Each screen is judged by
 * `watch`: no `window.__pwned`, no dialog, no CSP violation, no element a payload would make.
 * What a field refuses is a localized 400 (Spanish here), and the most hostile accepted value
 * is stored instead. Whether contact messages and applications are stored verbatim is
 * checked in tests/api/stored-text.test.ts (no screen shows them).
 */

const avatarName = async (page: Page) => {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.locator('#avatar-menu [data-user-name]');
};

test.describe('stored text is inert', () => {
  test('account name, email and profile fields: header menu and Settings', async ({ page, request }) => {
    const check = await watch(page);
    const m = await registerHostile(request);
    await withSession(page, m.token, m.user);

    // Without a nickname the header names the account itself.
    await page.goto('/settlement');
    await expect(await avatarName(page)).toHaveText(m.account);
    await check('settlement, account name in the avatar menu');

    // Refusals are localized 400s and change nothing.
    const save = (data: Record<string, unknown>) => request.post('/api/user/save', { headers: spanish(m.token), data });
    await expectRefused(await save({ nickname: LONG }), 'nickname', esMsg('validation.tooLong_other', { count: '40' }));
    await expectRefused(await save({ img: P.js }), 'img', esMsg('personal.avatarInvalid'));
    await expectRefused(await save({ img: `//x/${P.img}` }), 'img', esMsg('personal.avatarInvalid'));
    const api = apiOf(request, m.token);
    const untouched = await api.get('/api/user/info');
    expect([untouched.nickname, untouched.img]).toEqual([null, null]);

    // The most hostile accepted values, stored and returned verbatim as JSON (never sniffed as HTML).
    expect(await api.post('/api/user/save', { body: PROFILE })).toMatchObject(PROFILE);
    const info = await request.get('/api/user/info', { headers: { authorization: `Bearer ${m.token}` } });
    expect(info.headers()['content-type']).toMatch(/^application\/json/);
    expect(info.headers()['x-content-type-options']).toBe('nosniff');
    expect((await info.json()).data).toMatchObject({ ...PROFILE, username: m.account, email: m.email });

    await page.goto('/personal');
    await expect(page.getByLabel('Nickname')).toHaveValue(PROFILE.nickname);
    await expect(page.getByLabel('Real name')).toHaveValue(PROFILE.realName);
    await expect(page.getByLabel('Other contact')).toHaveValue(PROFILE.otherContact);
    await expect(page.getByLabel('Remark')).toHaveValue(PROFILE.remark);
    await expect(page.getByTestId('current-email')).toHaveText(m.email);
    // The session's stored User-Agent is markup: the list names no device rather than showing it.
    await expect(page.getByText('Unknown device', { exact: true })).toBeVisible();
    const name = await avatarName(page);
    await expect(name).toHaveText(PROFILE.nickname);
    await expect(page.getByText(PROFILE.nickname, { exact: true })).toBeVisible();
    // The stored avatar path 404s and falls back; it never becomes an attribute of its own.
    await expect(page.locator('[data-user-avatar]')).toHaveAttribute('src', '/avatar-default.svg');
    await check('personal settings');

    // Saving the form sends the same values back unchanged.
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Your information has been saved' })).toBeVisible();
    const again = await api.get('/api/user/info');
    expect(again).toMatchObject({ nickname: PROFILE.nickname, realName: PROFILE.realName, remark: PROFILE.remark });
    await check('personal settings after saving');
  });

  test('a site name: cart, checkout, Created, My orders, My sites, the site and its console', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const check = await watch(page);
    const m = await registerViaApi(request);
    const basics = await cartBasics(request, m.token);
    const create = (siteName: string) =>
      request.post('/api/cart/create', { headers: spanish(m.token), data: { ...basics, siteName } });
    for (const bad of [P.img, P.script, P.svg, P.js, P.tpl, P.bidi, 'ab\u200Dcd'])
      await expectRefused(await create(bad), 'siteName', esMsg('cart.siteNameChars'));
    await expectRefused(await create('ж'.repeat(200)), 'siteName', esMsg('cart.siteNameLength'));
    const api = apiOf(request, m.token);
    expect(await api.get('/api/cart/list')).toHaveLength(0);

    const name = hostileSiteName();
    await api.post('/api/cart/create', { body: { ...basics, siteName: name } });
    await withSession(page, m.token, m.user);

    await page.goto('/cart');
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await check('cart');

    await page.getByRole('checkbox', { name: /I have read and agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const ops = page.getByRole('dialog', { name: 'Set up your operations account' });
    await expect(ops.getByText(`Choose the operations account and password for “${name}”`)).toBeVisible();
    await check('checkout dialog');
    await ops.getByLabel('Operations account').fill('inert2026');
    await ops.getByLabel('Operations password').fill('pass1234');
    await ops.getByLabel('Confirm password').fill('pass1234');
    await ops.getByRole('button', { name: 'Continue to payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Payment' });
    await pay
      .getByRole('group', { name: 'Payment method' })
      .getByRole('radio', { name: /^Bank card/ })
      .check();
    await pay.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/created\?orderId=\d+$/);
    await expect(page.locator('#created-headline')).toHaveText('Your site is live', { timeout: 30_000 });
    await expect(page.getByText(name).first()).toBeVisible();
    await check('created');

    await page.goto('/my-order');
    const card = page.locator('li.order-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: `Order details: ${name}` });
    await expect(detail.locator('dd').getByText(name, { exact: true })).toBeVisible();
    await check('my orders, order detail');

    await page.goto('/my-site');
    const site = page.getByRole('listitem', { name });
    await expect(site.getByRole('heading', { name, exact: true })).toBeVisible();
    await check('my sites');
    const siteUrl = (await site.getByRole('link', { name: /^Visit site/ }).getAttribute('href'))!;
    const consoleUrl = (await site.getByRole('link', { name: /\/console/ }).getAttribute('href'))!;

    // A filter from the address bar is text too.
    await page.goto(`/my-site?siteName=${encodeURIComponent(P.img)}`);
    await expect(page.getByText(`No site matches “${P.img}”.`)).toBeVisible();
    await check('my sites, filter from the URL');

    // The published site (its address leads to its first language): text in the HTML and the browser.
    const siteHtml = await (await request.get(siteUrl)).text();
    expect(siteHtml).toContain(`>${name}</a>`);
    expect(siteHtml.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(name);
    const tab = await context.newPage();
    const checkTab = await watch(tab);
    await tab.goto(siteUrl);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(tab.locator('a.logo')).toHaveText(name);
    await checkTab('generated site');

    // The console: the site name in its banner, a markup account reflected only as a value.
    const reflected = `${P.svg}${P.tpl}`;
    const origin = new URL(page.url()).origin;
    // The link carries the storefront's language (`?lang=`); the form posts to the console's path.
    const consoleBase = consoleUrl.split('?')[0]!;
    const refused = await request.post(`${consoleBase}/login`, {
      form: { account: reflected, password: 'wrong123' },
      headers: { origin, 'accept-language': 'en' },
    });
    expect(refused.status()).toBe(401);
    const refusedHtml = await refused.text();
    expectEscaped(refusedHtml, reflected);
    expect(refusedHtml).toContain(`<title>${name} — back office</title>`);
    await tab.goto(consoleUrl);
    await expect(tab.locator('header p')).toContainText(name);
    await tab.getByLabel('Operations account').fill(reflected);
    await tab.getByLabel('Password').fill('wrong123');
    await tab.getByRole('button', { name: 'Log in' }).click();
    await expect(tab.getByText('Incorrect operations account or password')).toBeVisible();
    await expect(tab.getByLabel('Operations account')).toHaveValue(reflected);
    await checkTab('console login, refused');
    await tab.getByLabel('Operations account').fill('inert2026');
    await tab.getByLabel('Password').fill('pass1234');
    await tab.getByRole('button', { name: 'Log in' }).click();
    await expect(tab.getByRole('heading', { name: 'Site overview' })).toBeVisible();
    await expect(tab.locator('dd').getByText(name, { exact: true })).toBeVisible();
    await checkTab('console overview');
  });

  test('contact and affiliate forms send markup and show none of it', async ({ page }) => {
    const check = await watch(page);
    await page.goto('/contact-business');
    const contact = page.locator('form[data-form="contact"]');
    await contact.getByLabel('Your name').fill(`${P.img}${P.bidi}`);
    await contact.getByLabel('Email').fill("q'+'x@example.com");
    await contact.getByLabel('Company (optional)').fill(P.svg);
    await contact.getByLabel('Message').fill(LONG);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByText('Submitted! We will contact you soon')).toBeVisible();
    await check('contact form');

    await page.goto('/affiliate-program');
    const league = page.locator('form[data-form="league"]');
    await league.getByLabel('Your name').fill(P.script);
    await league.getByLabel('How can we reach you?').fill(P.js);
    await league.getByLabel('Main promotion channel').selectOption('website');
    await league.getByLabel('Traffic sources (optional)').fill(P.tpl);
    await league.getByLabel('Anything else? (optional)').fill(LONG);
    await league.getByRole('button', { name: 'Apply now' }).click();
    await expect(league.getByText(/^Application no\. \d+ received/)).toBeVisible();
    await check('affiliate form');
  });
});
