import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { locales, localePath } from '../../i18n/locales';
import { pageRoutes } from '../../src/shared/routes';
import { registerViaApi, settling, withSession } from '../e2e/support';

// A missing counted key shows its base (`wizard.templateCount`), not a plural form (`…_other`).
const keys = new Set(
  Object.keys(JSON.parse(readFileSync('i18n/en.json', 'utf8')) as Record<string, string>).map((k) =>
    k.replace(/_(zero|one|two|few|many|other)$/, ''),
  ),
);
const han = /[\u4E00-\u9FFF]/;

/** Every page × every locale: status, lang, dir, no raw i18n key, no stray Chinese. */
for (const l of locales) {
  test.describe(`sweep ${l.code}`, () => {
    test(`every page renders in ${l.code}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const { token, user } = await registerViaApi(request);
      await withSession(page, token, user);
      const { settled } = settling(page);
      for (const route of pageRoutes) {
        const url = localePath(l.code, route.path);
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        expect(new URL(page.url()).pathname, url).toBe(url);
        const html = page.locator('html');
        await expect(html, url).toHaveAttribute('lang', l.lang);
        await expect(html, url).toHaveAttribute('dir', l.dir);
        // Let islands render their first state before reading the text.
        await settled();
        const text = await page.evaluate(() => {
          const clone = document.body.cloneNode(true) as HTMLElement;
          for (const n of clone.querySelectorAll('[data-lang-switch], script, style')) n.remove();
          return clone.innerText;
        });
        const raw = text.split(/[\s,.;:!?()«»"“”]+/).filter((w) => keys.has(w));
        expect(raw, `${url} shows raw i18n keys`).toEqual([]);
        if (!['zh', 'zh-TW', 'ja'].includes(l.code)) {
          const lines = text.split('\n').filter((line) => han.test(line));
          expect(lines, `${url} shows Chinese text`).toEqual([]);
        }
      }
    });
  });
}
