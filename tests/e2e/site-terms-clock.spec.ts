import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, request as requests, test } from '@playwright/test';
import ar from '../../i18n/ar.json' with { type: 'json' };
import en from '../../i18n/en.json' with { type: 'json' };
import { getLocale, localePath, type LocaleCode } from '../../i18n/locales.ts';
import { translator } from '../../src/lib/clientStrings.ts';
import { axeViolations } from '../support/a11y.ts';
import { overflow } from './journeySteps';
import { merchantWithLiveSite } from './liveSite';
import { awaitMail } from './mailInbox.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { apiOf, withSession } from './support';

/**
 * A site's term as its clock runs (issue 30), in Chromium against a server of its own whose clock
 * the test moves (TEST_CLOCK: POST /__e2e/clock runs the day's sweep): the reminder 30 days before
 * the end in the merchant's mail, the end (grace: the site still served, My sites says until when),
 * the suspension (the site answers 503 with a notice in the visitor's language, My sites says
 * offline), then a renewal from My sites paid in the payment step brings it back at once, a year
 * after the old end. English at 1280 px and Arabic at 390 px (the merchant's mail in Arabic too).
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/site-terms-clock-shots';
const DAY = 86_400_000;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startOwnServer({ name: 'terms', env: { TEST_CLOCK: 'on' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Moves the server's clock to `at` (never back) and answers its time now. */
async function clockTo(req: APIRequestContext, at: number): Promise<number> {
  const now = Date.parse((await (await req.post('/__e2e/clock', { data: { advanceMs: 0 } })).json()).now);
  const r = await req.post('/__e2e/clock', { data: { advanceMs: Math.max(0, Math.round(at - now)) } });
  expect(r.ok()).toBe(true);
  return Date.parse((await r.json()).now);
}

/** The mail's fixed words around its placeholders are all in `subject` (values come in bidi isolates). */
const fits = (template: string, subject: string) =>
  template
    .split(/\{\{\w+\}\}/)
    .map((s) => s.trim())
    .filter(Boolean)
    .every((part) => subject.includes(part));

const variants: { locale: LocaleCode; width: number; catalog: Record<string, string> }[] = [
  { locale: 'en', width: 1280, catalog: en },
  { locale: 'ar', width: 390, catalog: ar },
];

for (const { locale, width, catalog } of variants) {
  test(`${locale} at ${width} px: reminded, in grace, suspended with 503, renewed back`, async ({ browser }) => {
    test.setTimeout(240_000);
    const t = translator(catalog, locale);
    const lang = getLocale(locale).lang;
    const tag = `${locale}-${width}`;
    // The merchant registers in its language: its mail comes in it.
    const req = await requests.newContext({ baseURL: server.base, extraHTTPHeaders: { 'Accept-Language': lang } });
    const m = await merchantWithLiveSite(req);
    const email = `${m.account}@example.com`;
    const end = Date.parse(m.site.paidUntil!);
    const mailed = (key: string) =>
      // The catalog's words (not a translation with empty values: "{{site}}" may sit mid-sentence).
      awaitMail(
        req,
        email,
        (mail) => (mail.subject.includes(m.siteName) && fits(catalog[key]!, mail.subject) ? mail.subject : null),
        60_000,
      );

    // 30 days before the end: the reminder.
    await clockTo(req, end - 30 * DAY + 3_600_000);
    await mailed('mail.term.d30.subject');

    // A day after the end: grace. The site is still served; My sites says when it goes offline.
    await clockTo(req, end + DAY);
    await mailed('mail.term.ended.subject');
    // Each phase signs in afresh: a session runs out on the moved clock, as a merchant's would.
    const contexts: { close: () => Promise<void> }[] = [];
    const openPage = async () => {
      const context = await browser.newContext({
        baseURL: server.base,
        viewport: { width, height: width < 500 ? 844 : 900 },
        locale: lang,
      });
      contexts.push(context);
      const p = await context.newPage();
      const s = await apiOf(req).post('/api/login/authorize', { body: { account: m.account, password: m.password } });
      await withSession(p, s.accessToken, s.userInfo);
      return p;
    };
    let page = await openPage();
    const visit = await page.goto(m.site.domain!);
    expect(visit?.status()).toBe(200);
    await page.goto(localePath(locale, 'my-site'));
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cardOf = (p: Page) => p.getByRole('listitem', { name: m.siteName });
    let card = cardOf(page);
    await expect.poll(async () => fits(catalog['sites.term.grace']!, (await card.textContent()) ?? '')).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${tag}-1-grace.png` });

    // 14 days after the end: suspended. The site answers 503 with the notice in the visitor's language.
    await clockTo(req, end + 15 * DAY);
    await mailed('mail.term.suspended.subject');
    const visitor = await openPage();
    const off = await visitor.goto(m.site.domain!);
    expect(off?.status()).toBe(503);
    expect(off?.headers()['retry-after']).toBe('86400');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t('site.lapsed.title'));
    await visitor.screenshot({ path: `${SHOTS}/${tag}-2-suspended-site.png` });
    page = await openPage();
    await page.goto(localePath(locale, 'my-site'));
    card = cardOf(page);
    await expect(card).toContainText(t('sites.term.suspended'));
    expect(await overflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${tag}-3-suspended-card.png` });

    // Renewed from My sites and paid: online again at once, a year after the OLD end.
    const newEnd = new Date(end);
    newEnd.setUTCMonth(newEnd.getUTCMonth() + 12);
    await card.getByRole('button', { name: `${t('sites.renew.one')} – ${m.siteName}` }).click();
    const dialog = page.getByRole('dialog', { name: t('sites.renew.title', { site: m.siteName }) });
    await expect(dialog.locator(`time[datetime="${newEnd.toISOString()}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: t('sites.renew.pay') }).click();
    const pay = page.getByRole('dialog', { name: t('pay.ui.title') });
    await pay
      .getByRole('group', { name: t('pay.ui.method') })
      .getByRole('radio', { name: /^USDT \(\u2068?TRC20/ })
      .check();
    await pay.getByRole('button', { name: new RegExp(`^${t('pay.ui.pay', { amount: '' }).trim()} `) }).click();
    await pay.getByRole('button', { name: t('usdt.simulate') }).click();
    await expect(pay).toBeHidden({ timeout: 15_000 });
    await expect(card.locator(`time[datetime="${newEnd.toISOString()}"]`)).toBeVisible({ timeout: 60_000 });
    await expect(card).not.toContainText(t('sites.term.suspended'));
    await mailed('mail.term.renewed.subject');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${tag}-4-renewed.png` });
    const back = await page.goto(m.site.domain!);
    expect(back?.status()).toBe(200);
    for (const c of contexts) await c.close();
    await req.dispose();
  });
}
