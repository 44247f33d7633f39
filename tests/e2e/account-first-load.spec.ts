import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { cartBasics } from './inertSupport';
import { registerViaApi, withSession } from './support';

/**
 * What an account screen downloads before the merchant does anything. i18next and zod each
 * cost ~15 KB gz and are needed only at build time and when a form is checked; both once
 * reached every account screen through a single value import, unseen by any test (README,
 * "Account screen weights"). `npm run bench` prints the full figures; this holds the line in
 * `npm test`: neither library at first load, and the whole under the bench's 100 KB gz.
 */
const LIBRARIES_LOADED_ON_DEMAND = [
  { name: 'i18next', mark: 'i18next.changeLanguage' },
  { name: 'zod', mark: '_zod' },
];
const FIRST_SCREEN_KB = 100;

interface Script {
  url: string;
  body: string;
}

/** Every script the screen ran until its islands hydrated and its requests settled, inline ones included. */
async function firstLoad(page: Page, path: string): Promise<Script[]> {
  const pending: Promise<Script | undefined>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script')
      pending.push(
        res.text().then(
          (body) => ({ url: res.url(), body }),
          () => undefined,
        ),
      );
    else if (type === 'document')
      pending.push(
        res.text().then((html) => ({
          url: `${res.url()} (inline)`,
          body: [
            ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
          ]
            .map((m) => m[1])
            .join('\n'),
        })),
      );
  });
  await page.goto(path);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${path} kept the merchant`).toBe(path.split('?')[0]);
  return (await Promise.all(pending)).filter((s): s is Script => !!s);
}

test('account screens load neither i18next nor zod before interaction, and stay under 100 KB gz', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const m = await registerViaApi(request);
  const basics = await cartBasics(request, m.token);
  const screens = [
    '/cart',
    `/introduction?countriesId=${basics.countriesId}`,
    `/package?countriesId=${basics.countriesId}`,
    `/choose-theme?countriesId=${basics.countriesId}&packageId=${basics.packageId}`,
    '/my-order',
    '/my-site',
    '/settlement',
    '/personal',
  ];
  for (const path of screens) {
    // A fresh context per screen: nothing cached, as a merchant's first screen of a visit.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await withSession(page, m.token, m.user);
      const scripts = await firstLoad(page, path);
      for (const lib of LIBRARIES_LOADED_ON_DEMAND)
        expect(
          scripts.filter((s) => s.body.includes(lib.mark)).map((s) => s.url),
          `${path} loads ${lib.name} at first load`,
        ).toEqual([]);
      const kb = scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0) / 1024;
      expect(kb, `${path}: ${kb.toFixed(1)} KB gz of script`).toBeLessThanOrEqual(FIRST_SCREEN_KB);
    } finally {
      await context.close();
    }
  }
});
