// axe-core over every marketing page in en and ar, on a desktop and a phone screen.
// Budget: zero violations (WCAG 2.2 A/AA and axe best practices; see tests/support/a11y.ts).
import { chromium } from 'playwright-core';
import { chromiumArgs, personUserAgent } from '../tests/support/chromium.ts';
import { a11yTargets, scanPage } from '../tests/support/a11y.ts';
import type { Row } from './row.ts';

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { label: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
];
// The guard reads the user agent: present a person's browser, not HeadlessChrome.
const USER_AGENT = personUserAgent.desktop;

export async function runAxe(baseUrl: string, chromiumPath: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: Row[] = [];
  try {
    for (const vp of VIEWPORTS) {
      const ctx = await browser.newContext({
        baseURL: baseUrl,
        viewport: vp.viewport,
        isMobile: vp.isMobile,
        reducedMotion: 'reduce',
        userAgent: USER_AGENT,
      });
      const page = await ctx.newPage();
      for (const target of a11yTargets()) {
        await page.goto(target.path, { waitUntil: 'load' });
        const decision = await page
          .locator('html')
          .getAttribute('data-guard-decision', { timeout: 5000 })
          .catch(() => null);
        const violations = decision === 'allow' ? await scanPage(page) : [];
        const ids = violations.map((v) => `${v.id}${v.targets[0] ? ` @ ${v.targets[0]}` : ''}`);
        rows.push({
          name: `${target.name} (${vp.label})`,
          value: decision !== 'allow' ? `guard: ${decision}` : ids.length ? `${ids.length}: ${ids.join('; ')}` : 0,
          budget: '0',
          ok: decision === 'allow' && violations.length === 0,
        });
      }
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
