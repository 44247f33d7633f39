// `npm run screens`: the account screens as a merchant sees them, for a person to look at.
// Against a running server (BASE, default http://localhost:4321): seeds a merchant with a cart
// item, an unpaid order and a paid order whose site is live (the page-weight bench's merchant),
// then takes full-page shots of every account screen at 1280 px and a 390 px phone, in en and
// ar, into SHOTS_DIR (default /tmp/shots). Prints each file and any screen wider than its viewport.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { seedMerchant, sessionState } from '../bench/merchant.ts';
import { chromiumArgs, chromiumPath, personUserAgent } from '../tests/support/chromium.ts';
import { shoot } from './shoot.ts';

const base = process.env['BASE'] ?? 'http://localhost:4321';
const dir = process.env['SHOTS_DIR'] ?? '/tmp/shots';
const SCREENS =
  'cart,choose-theme?countriesId=1,my-order,created?orderId=PAID,created?orderId=PENDING,my-site,settlement,personal';
const UA = { desk: personUserAgent.desktop, phone: personUserAgent.phone };

const merchant = await seedMerchant(base);
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  for (const vp of [
    { name: 'desk' as const, width: 1280, height: 800 },
    { name: 'phone' as const, width: 390, height: 844 },
  ]) {
    for (const locale of ['en', 'ar']) {
      const phone = vp.name === 'phone';
      const ctx = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        isMobile: phone,
        hasTouch: phone,
        userAgent: UA[vp.name],
        storageState: sessionState(base, merchant),
      });
      const page = await ctx.newPage();
      for (const screen of (process.env['SCREENS'] ?? SCREENS).split(',')) {
        const path = screen
          .replace('PAID', String(merchant.paidOrderId))
          .replace('PENDING', String(merchant.unpaidOrderId));
        await page.goto(`${base}/${locale}/${path}`, { waitUntil: 'networkidle' });
        const name = screen
          .replace(/\?.*PAID$/, '-paid')
          .replace(/\?.*PENDING$/, '-pending')
          .replace(/\?.*/, '');
        const file = `${dir}/${name}-${locale}-${vp.name}.png`;
        await shoot(page, file);
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
}
