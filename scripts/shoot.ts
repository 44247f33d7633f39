import type { Page } from 'playwright-core';

/** A full-page shot of `page` into `file`, printed with a warning when the page is wider than its viewport. */
export async function shoot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: file, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(file, wide ? 'WIDER THAN THE VIEWPORT' : '');
}
