import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { registerViaApi, settling, withSession } from '../e2e/support';
import { SCRIPTLESS_FRAMES } from '../support/a11y.ts';

/**
 * The account and open-station pages (islands with live data), logged in, in light and
 * dark themes, English and Arabic: no WCAG 2 A/AA violations.
 */
const pages = [
  '/personal',
  '/cart',
  '/choose-theme?countriesId=1&packageId=1',
  '/package?countriesId=1',
  '/introduction?countriesId=1',
  '/my-order',
  '/my-site',
  '/settlement',
  '/created',
  // Opened without a token it shows its refusal and the way to a new link.
  '/reset-password',
];

for (const theme of ['light', 'dark'] as const) {
  for (const prefix of ['', '/ar']) {
    test(`account and flow pages pass axe (${theme}, ${prefix || 'en'})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { token, user } = await registerViaApi(request);
      await withSession(page, token, user);
      const { settled } = settling(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of pages) {
        await page.goto(prefix + path);
        await settled();
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa'])
          .exclude(SCRIPTLESS_FRAMES)
          .analyze();
        const found = result.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
        expect(found, `${prefix}${path} (${theme})`).toEqual([]);
      }
    });
  }
}
