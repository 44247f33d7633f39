import { expect, test } from '@playwright/test';
import { a11yTargets, describeViolations, scanPage } from '../support/a11y.ts';

// axe-core over every marketing page in English and Arabic, on a desktop and a phone
// screen: the budget is zero violations.
test.use({ reducedMotion: 'reduce' });

const screens = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

for (const screen of screens) {
  test.describe(screen.label, () => {
    test.use({ viewport: screen.viewport });
    for (const target of a11yTargets()) {
      test(`no axe violations: ${target.name}`, async ({ page }) => {
        await page.goto(target.path);
        await expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');
        const violations = await scanPage(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }
  });
}

test('no axe violations with the phone menu open: ar /', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar');
  await page.locator('[data-action="menu"]').click();
  await expect(page.locator('#main-menu')).toBeVisible();
  const violations = await scanPage(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
