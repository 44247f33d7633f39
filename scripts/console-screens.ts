// The operations console's pages as an operator sees them, for a person to look at: rendered by
// the real views (no server, no database) and shot in Chromium at 1280 px and a 390 px phone,
// in en, ar and ja, into SHOTS_DIR (default /tmp/shots). Prints each file and any page wider
// than its viewport. `node scripts/console-screens.ts`
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { LocaleCode } from '../i18n/locales.ts';
import { serverT } from '../src/server/platform/i18n.ts';
import { dashboardPage, loginPage, messagePage, type ViewCtx } from '../src/server/console/views/console.ts';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { shoot } from './shoot.ts';

const dir = process.env['SHOTS_DIR'] ?? '/tmp/shots';
const base = '/s/golden-dragon-vn/console';
const siteName = 'Golden Dragon Casino';

function view(locale: LocaleCode, signedIn: boolean): ViewCtx {
  const frame = { base, siteName, page: '', signedIn };
  return { locale, t: serverT(locale), timeZone: 'Asia/Ho_Chi_Minh', now: new Date(), frame };
}

const pages = {
  // A published site before its first version (sites/design/firstVersions.ts): no console frame.
  preparing: (l: LocaleCode) =>
    messagePage(
      { ...view(l, false), frame: undefined },
      serverT(l)('site.preparing.title'),
      serverT(l)('site.preparing.text'),
    ),
  login: (l: LocaleCode) => loginPage(view(l, false), { base, siteName }),
  dashboard: (l: LocaleCode) =>
    dashboardPage(view(l, true), {
      base,
      notice: serverT(l)('console.password.done'),
      site: {
        siteName,
        status: 'live',
        templateName: 'Golden Dragon',
        colors: ['#0b0d17', '#f5b301', '#e63946'],
        marketName: 'Việt Nam',
        currency: 'VND',
        launchTime: new Date('2026-11-23T10:00:00Z'),
        domain: 'http://localhost:4321/s/golden-dragon-vn/',
        opsAccount: 'ops1abc',
        paidUntil: new Date('2027-11-23T10:00:00Z'),
        term: 'grace',
        suspendsOn: new Date('2027-12-07T10:00:00Z'),
      },
    }),
};

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  for (const vp of [
    { name: 'desk', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    const ctx = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const page = await ctx.newPage();
    for (const locale of (process.env['LOCALES'] ?? 'en,ar,ja').split(',') as LocaleCode[]) {
      for (const [name, render] of Object.entries(pages)) {
        await page.setContent(render(locale));
        const file = `${dir}/console-${name}-${locale}-${vp.name}.png`;
        await shoot(page, file);
      }
    }
    await ctx.close();
  }
} finally {
  await browser.close();
}
