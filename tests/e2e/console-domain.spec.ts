import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { overflow } from './journeySteps';
import { consoleAccepts, merchantWithLiveSite } from './liveSite';

/**
 * Issue 17, an operator's own domain in the console (no script on these pages): add it, read
 * the two DNS records to create, check too early (told why, in their language), create the
 * records (the test server's in-memory DNS, FAKE_DNS), check again → verified, then remove it
 * after confirming. At a desktop and a phone width, in English and Arabic.
 */

const shots = process.env['SHOTS_DIR'];
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.locator('section#domain').screenshot({ path: `${shots}/${name}.png` });
}

/** The records an operator would create at their DNS provider (routes/testDns.ts, test servers only). */
async function createRecords(
  page: Page,
  records: { name: string; txt?: string[]; cname?: string[]; clear?: boolean }[],
) {
  for (const r of records) {
    const res = await page.request.post('/__e2e/dns', { data: r });
    expect(res.status()).toBe(204);
  }
}

/** One domain's record row (`CNAME` or `TXT`): its name and value as the page shows them. */
async function recordOf(domain: ReturnType<Page['locator']>, type: 'CNAME' | 'TXT') {
  const rec = domain
    .locator('dl.rec')
    .filter({ has: domain.page().locator('code', { hasText: new RegExp(`^${type}$`) }) });
  const codes = rec.locator('dd code');
  return { name: (await codes.nth(1).innerText()).trim(), value: (await codes.nth(2).innerText()).trim() };
}

for (const width of [1280, 390]) {
  test(`own domain at ${width} px: add, records, an early check, DNS set, verified, removed after confirming`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = await merchantWithLiveSite(request);
    const consolePath = new URL(m.site.backendUrl!).pathname;
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await consoleAccepts(page, consolePath, m.opsAccount, m.opsPassword)).toBe(true);

    const section = page.locator('section#domain');
    const host = `www.${m.siteName}.example`;
    await section.getByLabel('Domain', { exact: true }).fill(`  WWW.${m.siteName.toUpperCase()}.example  `);
    await section.getByRole('button', { name: 'Add domain' }).click();
    await expect(section.getByRole('status')).toHaveText('Domain added. Create its DNS records, then check.');
    const domain = section.getByRole('article', { name: host });
    await expect(domain).toContainText('Waiting for DNS');
    await expect(domain).toContainText('Not checked yet');
    await expect(domain).toContainText('Create these two DNS records at your DNS provider:');
    const cname = await recordOf(domain, 'CNAME');
    const txt = await recordOf(domain, 'TXT');
    // Names relative to the zone, as DNS providers ask for them (the full name is in a hint).
    expect(cname.name).toBe('www');
    expect(cname.value).toMatch(/^[a-z0-9.-]+$/);
    expect(txt.name).toBe('_unicorn-verify.www');
    expect(txt.value).toMatch(/^[0-9a-f]{32}$/);

    // Checked before any record exists: still waiting, and the console says what is missing.
    await domain.getByRole('button', { name: 'Check now' }).click();
    await expect(domain.getByText('The TXT record was not found yet.')).toBeVisible();
    await expect(domain).toContainText('Waiting for DNS');
    await expect(domain).toContainText(/Last checked on/);
    expect(await overflow(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `domain-pending-en-${width}`);

    // The records created at the "DNS provider": checked again, verified, the address shown.
    await createRecords(page, [
      { name: `_unicorn-verify.${host}`, txt: [txt.value] },
      { name: host, cname: [`${cname.value}.`] },
    ]);
    await domain.getByRole('button', { name: 'Check now' }).click();
    await expect(domain).toContainText('Verified');
    await expect(domain.getByRole('link', { name: `https://${host}/` })).toBeVisible();
    await expect(domain.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(domain.getByText('The TXT record was not found yet.')).toHaveCount(0);
    await shot(page, `domain-verified-en-${width}`);

    // The CNAME removed later: each "Check again" counts a failure; at the third the domain lapses.
    await createRecords(page, [{ name: host, clear: true }]);
    await domain.getByRole('button', { name: 'Check again' }).click();
    await expect(domain).toContainText('Failed DNS checks in a row: 1 of 3.');
    await expect(domain).toContainText('The TXT record is right; the CNAME record was not found yet.');
    await expect(domain).toContainText('Verified');
    await shot(page, `domain-failing-en-${width}`);
    for (const n of [2, 3]) {
      await domain.getByRole('button', { name: 'Check again' }).click();
      await expect(domain).toContainText(n === 2 ? 'Failed DNS checks in a row: 2 of 3.' : 'DNS lost');
    }
    await expect(domain).toContainText(/the site is not served on this domain/);
    await expect(domain).toContainText('Create these two DNS records at your DNS provider:');
    await expect(domain.getByRole('link', { name: `https://${host}/` })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `domain-lapsed-en-${width}`);
    // In Arabic, right to left: the lapsed domain, then restored: checked again, verified again.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arDomain = page.locator('section#domain').getByRole('article', { name: host });
    await expect(arDomain).toContainText('انقطع ربط DNS');
    await expect(arDomain).toContainText(/لم يعد الموقع يُعرض على هذا النطاق/);
    expect(await overflow(page)).toBe(0);
    await shot(page, `domain-lapsed-ar-${width}`);
    await createRecords(page, [{ name: host, cname: [cname.value] }]);
    await arDomain.getByRole('button', { name: 'تحقّق مرة أخرى' }).click();
    await expect(arDomain).toContainText('تم التحقق');
    await expect(arDomain.getByRole('link', { name: `https://${host}/` })).toBeVisible();

    // Removing it asks first.
    await arDomain.getByRole('link', { name: 'إزالة' }).click();
    const confirm = arDomain.getByRole('group', { name: /هل تريد إزالة هذا النطاق/ });
    await expect(confirm).toBeVisible();
    expect(await overflow(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `domain-confirm-ar-${width}`);
    // Cancel keeps it; confirming removes it.
    await confirm.getByRole('link', { name: 'إلغاء' }).click();
    await expect(arDomain.getByRole('group')).toHaveCount(0);
    await expect(arDomain).toBeVisible();
    await arDomain.getByRole('link', { name: 'إزالة' }).click();
    await arDomain.getByRole('button', { name: 'نعم، أزِله' }).click();
    await expect(page.locator('section#domain').getByRole('status')).toHaveText('تمت إزالة النطاق.');
    await expect(page.locator('section#domain').getByRole('article')).toHaveCount(0);
    await expect(page.locator('section#domain')).toContainText('لم تتم إضافة أي نطاق بعد');
    await shot(page, `domain-removed-ar-${width}`);
  });
}
