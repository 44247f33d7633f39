import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { localePath, type LocaleCode } from '../../i18n/locales.ts';
import { translator } from '../../src/lib/clientStrings.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import ar from '../../i18n/ar.json' with { type: 'json' };
import { overflow } from './journeySteps';
import { merchantWithLiveSite } from './liveSite';
import { apiOf, withSession } from './support';

/**
 * Renewing a live site from My sites (issue 30): its paid-until day on the card, the Renew
 * dialog's quote (each end before and after, the price), the renewal order paid with a
 * simulated USDT transfer in the payment step, and the card's new end once the worker has
 * applied it. In English on a desktop and in Arabic on a 390 px phone.
 */

const SHOTS = '/tmp/renew-shots';
const screens: { locale: LocaleCode; width: number; height: number; catalog: Record<string, string> }[] = [
  { locale: 'en', width: 1280, height: 900, catalog: en },
  { locale: 'ar', width: 390, height: 844, catalog: ar },
];

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

for (const { locale, width, height, catalog } of screens) {
  test(`renews a live site from My sites and shows its new end (${locale}, ${width} px)`, async ({ page, request }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const t = translator(catalog, locale);
    const tag = `${locale}-${width}`;
    const m = await merchantWithLiveSite(request);
    const paidUntil = m.site.paidUntil!;
    expect(paidUntil).toBeTruthy();
    await page.setViewportSize({ width, height });
    await withSession(page, m.token, m.user);
    await page.goto(localePath(locale, 'my-site'));
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The card: "Paid until" and the day the term ends.
    const card = page.getByRole('listitem', { name: m.siteName });
    await expect(card.getByText(t('sites.term.paidUntil'), { exact: true })).toBeVisible();
    const end = card.locator(`time[datetime="${paidUntil}"]`);
    await expect(end).toBeVisible();
    if (locale === 'en')
      await expect(end).toHaveText(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(paidUntil)));
    expect(await overflow(page)).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `${tag}-1-card`);

    // Renew: a labelled dialog with the focus inside it; Escape closes it and gives the focus back.
    const renew = card.getByRole('button', { name: `${t('sites.renew.one')} – ${m.siteName}` });
    await renew.click();
    const dialog = page.getByRole('dialog', { name: t('sites.renew.title', { site: m.siteName }) });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(renew).toBeFocused();
    await renew.press('Enter');

    // The quote: the end now and after, the price of the package's term today.
    const quote = await apiOf(request, m.token).get('/api/renewals/quote', { query: { siteIds: String(m.site.id) } });
    const newEnd = quote.sites[0]!.newPaidUntil;
    expect(new Date(newEnd).getTime()).toBeGreaterThan(new Date(paidUntil).getTime());
    await expect(dialog.locator(`time[datetime="${paidUntil}"]`)).toBeVisible();
    await expect(dialog.locator(`.renew-new-end time[datetime="${newEnd}"]`)).toBeVisible();
    await expect(dialog.getByText(t('sites.renew.lead', { months: quote.months }))).toBeVisible();
    await expect(dialog.getByText(t('term.packageNote'))).toBeVisible();
    const price = dialog.locator('.renew-price dd');
    if (locale === 'en')
      await expect(price).toHaveText(
        new Intl.NumberFormat('en', { style: 'currency', currency: quote.currency }).format(Number(quote.amount)),
      );
    else await expect(price).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `${tag}-2-renew-dialog`);

    // Continue to payment: the renewal order, paid in the payment step as any order.
    await dialog.getByRole('button', { name: t('sites.renew.pay') }).click();
    const pay = page.getByRole('dialog', { name: t('pay.ui.title') });
    await expect(pay).toBeVisible();
    await expect(dialog).toBeHidden();
    await pay
      .getByRole('group', { name: t('pay.ui.method') })
      .getByRole('radio', { name: /^USDT \(\u2068?TRC20/ })
      .check();
    await pay.getByRole('button', { name: new RegExp(`^${t('pay.ui.pay', { amount: '' }).trim()} `) }).click();
    const simulate = pay.getByRole('button', { name: t('usdt.simulate') });
    await expect(simulate).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await shot(page, `${tag}-3-pay`);
    await simulate.click();
    await expect(pay).toBeHidden({ timeout: 15_000 });

    // The worker extends the term; the list looks again until the card shows the new end.
    const renewed = card.locator(`time[datetime="${newEnd}"]`);
    await expect(renewed).toBeVisible({ timeout: 60_000 });
    if (locale === 'en')
      await expect(renewed).toHaveText(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(newEnd)));
    await expect(card.locator(`time[datetime="${paidUntil}"]`)).toHaveCount(0);
    const site = (await apiOf(request, m.token).get('/api/site')).list.find((s) => s.id === m.site.id)!;
    expect(site.paidUntil).toBe(newEnd);
    expect(site.term).toBe('active');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `${tag}-4-renewed`);

    // My orders names the order a renewal, and its detail says until when the site is paid.
    await page.goto(localePath(locale, 'my-order'));
    const order = page.locator('li.order-card').filter({ hasText: t('orders.kind.renewal') });
    await expect(order).toHaveCount(1);
    await order.getByRole('button', { name: t('orders.ui.details') }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByText(t('sites.term.paidUntil'), { exact: true })).toBeVisible();
    await expect(detail.locator(`time[datetime="${newEnd}"]`)).toBeVisible();
    await shot(page, `${tag}-5-order`);
  });
}

for (const { locale, width, height, catalog } of [screens[1]!, screens[0]!]) {
  test(`renews all the sites of a package at once (${locale}, ${width} px)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const t = translator(catalog, locale);
    const tag = `${locale}-${width}-all`;
    // A three-site package with all three launched (slots 2 and 3 through the launch API).
    const m = await merchantWithLiveSite(request, { sites: 3 });
    const api = apiOf(request, m.token);
    for (const slot of [2, 3]) {
      await api.post('/api/site/launch', {
        body: {
          orderId: m.orderId,
          slot,
          siteName: `${m.siteName}${slot}`,
          account: m.opsAccount,
          password: m.opsPassword,
        },
      });
    }
    await expect
      .poll(async () => (await api.get('/api/site')).list.filter((s) => s.status === 'live').length, {
        timeout: 30_000,
      })
      .toBe(3);
    const before = (await api.get('/api/site')).list;
    const quote = await api.get('/api/renewals/quote', { query: { siteIds: before.map((s) => s.id).join(',') } });
    const pkg = (await api.get('/api/order/list', { query: {} })).list.find((o) => o.id === m.orderId)!;
    // All the package's sites cost the package's price today.
    expect(quote.amount).toBe(pkg.amount);
    await page.setViewportSize({ width, height });
    await withSession(page, m.token, m.user);
    await page.goto(localePath(locale, 'my-site'));
    const all = page.getByRole('button', { name: t('sites.renew.all', { count: 3 }) });
    await expect(all).toHaveCount(1);
    await all.click();
    const dialog = page.getByRole('dialog', { name: t('sites.renew.titleAll', { count: 3 }) });
    for (const s of quote.sites)
      await expect(dialog.locator(`time[datetime="${s.newPaidUntil}"]`).first()).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await shot(page, `${tag}-1-dialog`);
    await dialog.getByRole('button', { name: t('sites.renew.pay') }).click();
    const pay = page.getByRole('dialog', { name: t('pay.ui.title') });
    await pay
      .getByRole('group', { name: t('pay.ui.method') })
      .getByRole('radio', { name: /^USDT \(\u2068?TRC20/ })
      .check();
    await pay.getByRole('button', { name: new RegExp(`^${t('pay.ui.pay', { amount: '' }).trim()} `) }).click();
    await pay.getByRole('button', { name: t('usdt.simulate') }).click();
    await expect(pay).toBeHidden({ timeout: 15_000 });
    // Every card shows its own new end, a term after its own old end.
    for (const s of quote.sites) {
      const card = page.getByRole('listitem', { name: s.siteName });
      await expect(card.locator(`time[datetime="${s.newPaidUntil}"]`)).toBeVisible({ timeout: 60_000 });
    }
    await shot(page, `${tag}-2-renewed`);
  });
}
