import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, request as http, test } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import {
  canvas,
  type DesignSite,
  designApiCall,
  designableSite,
  dragSection,
  expectSaved,
  publish,
} from './designSteps';
import { consoleAccepts } from './liveSite';
import { type OwnServer, startOwnServer } from './ownServer';

/**
 * The casino journey (issue 31), in Chromium against a server of its own: a merchant builds a
 * lobby with real games in the designer (a games section picked by hand with the picker, and
 * the searchable lobby), sets where players sign up, and publishes; a visitor finds a game by
 * search, opens its page, plays the fake aggregator's demo in the frame and reaches the
 * operator's sign-up — in English at 1280 px, then in Arabic on a 390 px phone.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/casino-shots';
const SIGNUP = 'https://casino-operator.example/join';
let server: OwnServer;
let api: APIRequestContext;
let site: DesignSite;
let picked = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startOwnServer({ name: 'casino' });
  api = await http.newContext({ baseURL: server.base });
  site = await designableSite(api);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function signedIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.base, viewport });
  const page = await context.newPage();
  expect(await consoleAccepts(page, site.consoleUrl, site.opsAccount, site.opsPassword)).toBe(true);
  return { context, page };
}

/** The operator's own sign-up page, answered by the browser itself (no network in tests). */
async function operatorSite(page: Page) {
  await page
    .context()
    .route(`${SIGNUP}**`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Operator</title><h1>Operator sign-up</h1>' }),
    );
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('merchant: picks games by hand, adds the lobby, sets the sign-up address and publishes', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await signedIn(browser, { width: 1280, height: 900 });
  await page.goto(`${site.consoleUrl}/player-links`);
  await page.getByLabel('Sign-up page').fill(SIGNUP);
  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByRole('status')).toContainText('Player links saved');

  await page.goto(`${site.consoleUrl}/design`);
  await expect(canvas(page).locator('main')).toBeVisible({ timeout: 20_000 });
  // The template's rows are real games of the market once the preview has them.
  await expect(canvas(page).locator('.games img').first()).toBeVisible({ timeout: 20_000 });

  await dragSection(page, 'Games: row or grid');
  await page.getByRole('combobox', { name: 'Which games' }).selectOption({ label: 'Picked by hand' });
  const search = page.getByRole('searchbox', { name: 'Find a game' });
  // A game of the site's market (Viet Nam) with a demo, found by the words of its title.
  const found = await (await api.get('/api/games?market=VN&q=dragon&pageSize=60')).json();
  picked = (found.data.items as { title: string; demo: boolean }[]).find((g) => g.demo)!.title;
  await search.fill(picked);
  const add = page.getByRole('button', { name: `Add ${picked}`, exact: true }).first();
  await expect(add).toBeEnabled({ timeout: 15_000 });
  await add.click();
  await expect(page.getByRole('button', { name: `Remove ${picked}` })).toBeVisible();
  // The preview shows the picked game's real tile.
  await expect(canvas(page).locator('.games .gt', { hasText: picked }).first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/designer-en-1280.png` });

  await dragSection(page, 'Game lobby with search');
  await expect(canvas(page).locator('.lobby .games img').first()).toBeVisible({ timeout: 15_000 });
  await expectSaved(page, 'gameLobby');
  await publish(page);
  await context.close();
});

async function playJourney(browser: Browser, lang: 'en' | 'ar', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.base, viewport });
  const page = await context.newPage();
  await operatorSite(page);
  await page.goto(`/s/${site.slug}/${lang}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The picked game's tile is on the page.
  await expect(page.locator('.games .gt', { hasText: picked }).first()).toBeAttached();

  // Search in the lobby: the script fetches the site's games.json and redraws the tiles.
  const word = picked.split(' ')[0]!;
  const lobby = page.locator('section.lobby');
  await lobby.getByRole('searchbox').fill(word);
  await expect(lobby.locator('.games .gt').first()).toContainText(new RegExp(word, 'i'), { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/lobby-${lang}-${viewport.width}.png`, fullPage: false });
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);

  await lobby.locator('.games a', { hasText: picked }).first().click();
  await expect(page).toHaveURL(/\/games\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(picked);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'VideoGame', name: picked });

  // Play for fun: the demo opens in the frame under the buttons and can be played.
  await page.locator('a[data-demo]').click();
  const frame = page.frameLocator('.demo iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(picked, { timeout: 15_000 });
  await frame.locator('#spin').click();
  await expect(frame.locator('#result')).not.toBeEmpty();
  await expect(page.locator('.demo iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  await page.screenshot({ path: `${SHOTS}/game-${lang}-${viewport.width}.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The operator's sign-up, from the header (on a phone, at the top of the folded menu).
  const menu = page.locator('header .menu-btn');
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await page.locator('.acct a.btn').first().click();
  await expect(page).toHaveURL(SIGNUP);
  await expect(page.getByRole('heading', { name: 'Operator sign-up' })).toBeVisible();
  await context.close();
}

/** The site in `lang` too: added and published through the design API, as the editor calls it. */
async function publishedIn(browser: Browser, lang: 'en' | 'ar') {
  const { context, page } = await signedIn(browser, { width: 1280, height: 900 });
  // The designer's page may call the design API (the console's overview allows no fetch).
  await page.goto(`${site.consoleUrl}/design`);
  const call = (method: string, path: string, body?: unknown) =>
    designApiCall(page, site.consoleUrl, method, path, body);
  let draft = (await call('GET', '/draft')).json.data;
  if (!draft.doc.languages.includes(lang)) {
    expect((await call('POST', '/add-language', { language: lang, version: draft.version })).status).toBe(200);
    draft = (await call('GET', '/draft')).json.data;
    expect((await call('POST', `/publish?version=${draft.version}`)).status).toBe(200);
  }
  await expect.poll(async () => (await api.get(`/s/${site.slug}/${lang}/`)).status(), { timeout: 30_000 }).toBe(200);
  await context.close();
}

test('visitor en 1280: searches, opens the game, plays the demo, reaches the sign-up', async ({ browser }) => {
  test.setTimeout(150_000);
  await publishedIn(browser, 'en');
  await playJourney(browser, 'en', { width: 1280, height: 900 });
});

test('visitor ar 390: the same on a phone, right to left', async ({ browser }) => {
  test.setTimeout(150_000);
  await publishedIn(browser, 'ar');
  await playJourney(browser, 'ar', { width: 390, height: 844 });
});
