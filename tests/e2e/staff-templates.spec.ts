import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { packFiles, png, template } from '../support/templatePacks.ts';
import { ADMIN, type StaffServer, startStaffServer, totpNow } from './staffServer.ts';

/**
 * Templates in the staff console's catalogue, in Chromium against a server of its own (an
 * administrator made by `npm run staff:add`): a template added with its picture (the storefront
 * finds it at once) and edited; a pack imported from a folder, imported again (nothing added,
 * and said), and a bad pack refused with each problem named; Arabic right to left at 390 px.
 * Screenshots go to /tmp/tpl-shots/ for a person to look at.
 */
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
const SHOTS = '/tmp/tpl-shots';
const tag = Date.now().toString(36);
const url = (path: string) => `${server.base}${path}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startStaffServer();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/staff/'));
  await page.getByLabel('E-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('.staff-secret dd').textContent())!;
  await page.getByLabel('Code').fill(totpNow(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  adminState = await context.storageState();
  await context.close();
});
test.afterAll(async () => {
  await server?.stop();
});

async function asAdmin(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: adminState, viewport });
  return { context, page: await context.newPage() };
}

/** The storefront's template search of a market, as the gallery asks it. */
async function storefront(page: Page, countriesId: number, q: string) {
  const res = await page.request.get(
    url(`/api/cart/template-list?countriesId=${countriesId}&q=${encodeURIComponent(q)}`),
  );
  return (await res.json()).data.total as number;
}

/** A pack folder on disk, as a designer hands it over. */
function packFolder(name: string, files: { name: string; data: string }[]) {
  const dir = join(mkdtempSync(join(tmpdir(), 'e2e-pack-')), name);
  for (const f of files) {
    mkdirSync(join(dir, f.name, '..'), { recursive: true });
    writeFileSync(join(dir, f.name), Buffer.from(f.data, 'base64'));
  }
  return dir;
}

test('a template added with its picture: the storefront finds it at once; edited, the list shows the new name', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await asAdmin(browser);
  await page.goto(url('/staff/catalogue/'));
  const section = page.getByRole('region', { name: 'Templates', exact: true });
  await expect(section.getByRole('table')).toBeVisible();
  await shot(page, 'en-1280-list');
  await section.getByRole('button', { name: 'Add a template' }).click();
  await expect(section.getByRole('heading', { name: 'Add a template', level: 3 })).toBeFocused();

  // Sent empty: each field says what it needs, and the focus goes to the first.
  await section.getByRole('button', { name: 'Add the template' }).click();
  await expect(section.getByText('Choose at least one market.')).toBeVisible();
  await expect(section.getByLabel('Key')).toBeFocused();

  const key = `e2e-tiger-${tag}`;
  await section.getByLabel('Key').fill(key);
  await section.getByLabel('Name in English').fill(`Neon Tiger ${tag}`);
  await section.getByText('Names in other languages').click();
  await section.getByLabel('العربية').fill(`النمر ${tag}`);
  await section.getByLabel('Category').selectOption('slots');
  await section.getByRole('checkbox', { name: 'Global site' }).check();
  await section.getByLabel('Layout').selectOption('showcase');
  await section.getByLabel('Thumbnail picture').setInputFiles({
    name: 'tiger.png',
    mimeType: 'image/png',
    buffer: png(320, 200, [220, 30, 140]),
  });
  await expect(section.getByRole('img', { name: 'Thumbnail picture: chosen, not saved yet' })).toBeVisible();
  await section.getByLabel('Reason').fill('new design from the studio');
  await shot(page, 'en-1280-form');
  await section.getByRole('button', { name: 'Add the template' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Template added.' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Templates', level: 2 })).toBeFocused();
  expect(await storefront(page, -1, `neon tiger ${tag}`)).toBe(1);

  await section.getByLabel('Find a template').fill(key);
  await section.getByRole('button', { name: 'Search' }).click();
  const row = section.getByRole('row').filter({ hasText: key });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit Neon Tiger ${tag}` }).click();
  await expect(section.getByLabel('Name in English')).toHaveValue(`Neon Tiger ${tag}`);
  await expect(section.getByRole('img', { name: 'Thumbnail picture: now' })).toBeVisible();
  await section.getByLabel('Name in English').fill(`Lotus Palace ${tag}`);
  await section.getByLabel('Reason').fill('renamed by the studio');
  await section.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: key })).toContainText(`Lotus Palace ${tag}`);
  expect(await storefront(page, -1, `lotus palace ${tag}`)).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('a pack imported from its folder; again, nothing is added and it says so; a bad pack names each problem', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await asAdmin(browser);
  const keys = [`e2e-a-${tag}`, `e2e-b-${tag}`];
  const folder = packFolder(
    'summer',
    packFiles(
      `Summer ${tag}`,
      keys.map((k) => template(k)),
    ),
  );
  await page.goto(url('/staff/catalogue/'));
  const section = page.getByRole('region', { name: 'Templates', exact: true });
  await section.getByRole('button', { name: 'Import a pack' }).click();
  await expect(section.getByRole('heading', { name: 'Import a pack', level: 3 })).toBeFocused();
  const importOnce = async (dir: string) => {
    await section.getByLabel('Pack folder').setInputFiles(dir);
    await expect(section.getByText(/^Files chosen: \d+/)).toBeVisible();
    await section.getByLabel('Reason').fill('monthly pack');
    await section.getByRole('button', { name: 'Import the pack' }).click();
  };
  await importOnce(folder);
  const results = section.getByRole('table');
  await expect(section.getByText('Pack imported. Added: 2 · Updated: 0 · Unchanged: 0')).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: keys[0]! })).toContainText('Added');
  await shot(page, 'en-1280-import');
  expect(await storefront(page, 1, `pack ${keys[1]}`)).toBe(1);

  await importOnce(folder);
  await expect(
    section.getByText('Nothing changed: this pack was imported before. Added: 0 · Updated: 0 · Unchanged: 2'),
  ).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: keys[1]! })).toContainText('Unchanged');

  const bad = packFolder('bad', [
    ...packFiles(`Bad ${tag}`, [template(`e2e-c-${tag}`, { markets: ['ZZ'] }), template(`e2e-d-${tag}`)]).filter(
      (f) => f.name !== `images/e2e-d-${tag}-thumb.png`,
    ),
    { name: `images/e2e-d-${tag}-thumb.png`, data: Buffer.from('not a picture').toString('base64') },
  ]);
  await importOnce(bad);
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('The pack was not imported: templates refused: 2. Nothing changed.');
  await expect(alert).toContainText(`e2e-c-${tag}: A market named here does not exist.`);
  await expect(alert).toContainText(`e2e-d-${tag}: This file is not a PNG, JPEG or WebP picture.`);
  await shot(page, 'en-1280-import-refused');
  expect(await storefront(page, 1, `pack e2e-d-${tag}`)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  rmSync(join(folder, '..'), { recursive: true, force: true });
  rmSync(join(bad, '..'), { recursive: true, force: true });
  await context.close();
});

test('Templates in Arabic on a phone and on a desktop: right to left, translated, no sideways scroll, no axe violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    const { context, page } = await asAdmin(browser, { width, height });
    await page.goto(url('/ar/staff/catalogue/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = page.getByRole('region', { name: 'القوالب', exact: true });
    await expect(section.getByRole('table')).toBeVisible();
    await section.getByLabel('ابحث عن قالب').fill(`e2e-a-${tag}`);
    await section.getByRole('button', { name: 'بحث' }).click();
    await expect(section.getByRole('row').filter({ hasText: `e2e-a-${tag}` })).toHaveCount(2);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `ar-${width}-list`);
    await section.getByRole('button', { name: 'إضافة قالب' }).click();
    await section.getByRole('button', { name: 'أضف القالب' }).click();
    await expect(section.getByText('اختر سوقًا واحدًا على الأقل.')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `ar-${width}-form`);
    await section.getByRole('button', { name: 'العودة إلى القائمة' }).click();
    await section.getByRole('button', { name: 'استيراد حزمة' }).click();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `ar-${width}-import`);
    await context.close();
  }
  const { context, page } = await asAdmin(browser, { width: 390, height: 844 });
  await page.goto(url('/staff/catalogue/'));
  const section = page.getByRole('region', { name: 'Templates', exact: true });
  await expect(section.getByRole('table')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await shot(page, 'en-390-list');
  await section.getByRole('button', { name: 'Add a template' }).click();
  expect(await noSidewaysScroll(page)).toBe(true);
  await shot(page, 'en-390-form');
  await context.close();
});
