import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localePath, type LocaleCode } from '../../i18n/locales.ts';
import { pageRoutes } from '../../src/shared/routes.ts';

/** The accessibility budget covers every marketing page in a left-to-right and a right-to-left locale. */
export const A11Y_LOCALES: LocaleCode[] = ['en', 'ar'];

export function a11yTargets(): { name: string; path: string }[] {
  return pageRoutes
    .filter((r) => r.marketing)
    .flatMap((r) => A11Y_LOCALES.map((code) => ({ name: `${code} /${r.path}`, path: localePath(code, r.path) })));
}

/** WCAG 2.2 A/AA plus axe's best practices (landmarks, heading order, …). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Frames axe cannot enter: a sandbox without `allow-scripts` (the wizard's live preview, a
 * template's page framed inert). axe runs inside every frame it checks, and in a frame whose
 * scripts are off its run never settles — the analysis waited until the test's timeout. Such a
 * frame is left out with its element; callers assert its accessible name (axe's frame-title)
 * themselves, and its page is checked where it is served on its own (published sites).
 */
export const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** WCAG 2 A/AA violations of a screen as it stands (populated states the page sweeps cannot reach). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .exclude(SCRIPTLESS_FRAMES)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

export type A11yViolation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/**
 * Runs axe on a loaded page. Pages are opened with reduced motion, so scroll-reveal
 * sections are in their final, visible state (axe cannot judge contrast mid-fade).
 */
export async function scanPage(page: Page): Promise<A11yViolation[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(SCRIPTLESS_FRAMES).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

export function describeViolations(vs: A11yViolation[]): string {
  return vs.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
}
