import { type APIRequestContext, expect, type FrameLocator, type Page } from '@playwright/test';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import { consoleAccepts, merchantWithLiveSite } from './liveSite';

// Steps of the site designer's browser tests: a live site's console, its Design page, Puck's canvas.

export async function designableSite(request: APIRequestContext) {
  const m = await merchantWithLiveSite(request);
  const consoleUrl = new URL(m.site.backendUrl!).pathname;
  const slug = consoleUrl.split('/')[2]!;
  return { ...m, consoleUrl, slug };
}

export type DesignSite = Awaited<ReturnType<typeof designableSite>>;

/** Signs in to the console and opens Design from its section nav. */
export async function openDesign(page: Page, site: DesignSite) {
  expect(await consoleAccepts(page, site.consoleUrl, site.opsAccount, site.opsPassword)).toBe(true);
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Design' }).click();
  await expect(page).toHaveURL(`${site.consoleUrl}/design`);
  await expect(canvas(page).locator('main')).toBeVisible({ timeout: 20_000 });
}

export const canvas = (page: Page): FrameLocator => page.frameLocator('iframe#preview-frame');

export const saveStatus = (page: Page) => page.getByTestId('save-status');

/**
 * The status reads saved and, given a text just typed, the stored draft has it: right after
 * typing, the status can still be the previous save's (the change has not reached the editor yet).
 */
export async function expectSaved(page: Page, text?: string) {
  if (text !== undefined) {
    const draft = page.url().replace(/\/design$/, '/api/design/draft');
    await expect.poll(async () => (await page.request.get(draft)).text(), { timeout: 15_000 }).toContain(text);
  }
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}

/** Drags a palette entry onto the canvas, below its first section (pointer steps, as a hand would). */
export async function dragSection(page: Page, label: string) {
  const source = page.getByText(label, { exact: true }).first();
  const from = (await source.boundingBox())!;
  const to = (await page.locator('iframe#preview-frame').boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + Math.min(140, to.height / 3) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 20, start.y + ((end.y - start.y) * i) / 20);
  }
  await page.mouse.up();
}

/** The first language's code, as the language menu shows it selected. */
export const editedLanguage = (page: Page) =>
  page.getByLabel('Language', { exact: true }).inputValue() as Promise<LocaleCode>;

/** The published page of a language (`/s/<slug>/<lang>/`), as a visitor gets it. */
export async function livePage(request: APIRequestContext, site: DesignSite, lang: LocaleCode, path = '') {
  const res = await request.get(`/s/${site.slug}/${getLocale(lang).path}/${path}`);
  expect(res.status()).toBe(200);
  return res.text();
}

/** Publishes (after the save) and waits for the version to be live; its number. */
export async function publish(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const status = page.getByTestId('publish-status');
  // Pages with nothing to show yet (the template's Terms) are named first: publish anyway.
  const anyway = page.getByRole('button', { name: 'Publish anyway' });
  await expect(anyway.or(status.filter({ hasText: /\S/ })).first()).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(status).toHaveText(/^Version \d+ is live\.$/, { timeout: 30_000 });
  return Number(/\d+/.exec((await status.textContent()) ?? '')![0]);
}

/** Calls a site's design API from inside its console page (its cookie, its origin), as the editor does. */
export const designApiCall = (page: Page, consoleUrl: string, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([url, m, b]) => {
      const res = await fetch(url as string, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, json: await res.json() };
    },
    [`${consoleUrl}/api/design${path}`, method, body] as const,
  );
