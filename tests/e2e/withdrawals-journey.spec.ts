import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, request as requests, test } from '@playwright/test';
import { getLocale, type LocaleCode, localePath } from '../../i18n/locales.ts';
import type { ChainTransfer } from '../../scripts/withdraw-signer.ts';
import { deriveAddress, newTestXpub } from '../../src/server/orders/providers/addresses.ts';
import { formatPrice } from '../../src/shared/money.ts';
import { isolate } from '../../src/shared/translate.ts';
import { axeViolations } from '../support/a11y.ts';
import {
  adminSession,
  catalog,
  codeOf,
  fundedMerchant,
  type JourneyServer,
  postTransferOut,
  runSignerProcess,
  startJourneyServer,
} from './journeyServer.ts';
import { awaitMail, inbox } from './mailInbox.ts';
import { withSession } from './support.ts';

/**
 * Issue 29, the whole withdrawal loop as one journey in Chromium, once in English at 1280 px and
 * once in Arabic (right to left) at 390 px: the merchant adds an address, types the e-mailed code,
 * waits out the cooling-off and requests 100 USDT with the password; finance approves it in the
 * staff console and exports it as a signed batch; the reference signer, a process of its own,
 * verifies the batch against the platform's published key, "sends" it on its fake chain and posts
 * `withdrawal.sent`; the chain watcher's `transfer.out` confirms it. The merchant's page shows each
 * state and the balances; the mailbox holds a mail of each step in the merchant's language.
 * Screenshots of the withdrawals card at each state go to SHOTS.
 */
test.describe.configure({ mode: 'serial' });

const COOLING_S = 15;
const SHOTS = '/tmp/withdrawals-journey-shots';
const STEPS = ['requested', 'approved', 'exported', 'sent', 'confirmed'] as const;

let server: JourneyServer;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
const xpub = newTestXpub(new Uint8Array(16).map(() => Math.floor(Math.random() * 256)));
let n = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startJourneyServer(COOLING_S);
  adminState = await adminSession(browser, server.base);
});
test.afterAll(async () => {
  await server?.stop();
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const { locale, width } of [
  { locale: 'en' as LocaleCode, width: 1280 },
  { locale: 'ar' as LocaleCode, width: 390 },
]) {
  test(`${locale} at ${width} px: address, cooling-off, request, approval, export, signer, chain; every step shown and mailed`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const s = catalog(locale);
    const lang = getLocale(locale).lang;
    const money = (a: string) => formatPrice(a, 'USDT', lang);

    // 1. A verified merchant holding 300 USDT, registered in its language (Accept-Language).
    const req = await requests.newContext({ baseURL: server.base, extraHTTPHeaders: { 'accept-language': lang } });
    const m = await fundedMerchant(req, '300.00');

    // 2. The merchant's Settlement page, in its language and width.
    const merchant = await browser.newContext({
      baseURL: server.base,
      viewport: { width, height: width < 500 ? 844 : 900 },
      locale: lang,
    });
    const page = await merchant.newPage();
    await withSession(page, m.token, m.user);
    await page.goto(localePath(locale, 'settlement'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const wd = page.locator('#withdrawals');
    // The card whole: the sticky site header would be painted across a card taller than the screen.
    const shot = (nn: string) =>
      wd.screenshot({
        path: `${SHOTS}/${locale}-${width}-${nn}.png`,
        style: '#site-header { position: static !important }',
      });
    await wd.scrollIntoViewIfNeeded();
    const book = wd.locator('.wd-book');
    await expect(book.getByText(s('settlement.withdraw.bookEmpty'))).toBeVisible();
    await expect(page.getByTestId('balance-available')).toHaveText(money('300.00'));
    await expect(page.getByTestId('balance-held')).toHaveText(money('0.00'));
    await expect(page.getByTestId('balance-total')).toHaveText(money('300.00'));
    await shot('01-funded');

    // An address, confirmed by the code mailed to the merchant; it cools off, then becomes choosable.
    const address = deriveAddress(xpub, n++, 'TRC20');
    const label = `Journey ${locale}${width}`;
    await book.getByRole('button', { name: s('settlement.withdraw.addAddress'), exact: true }).click();
    await book.getByLabel(s('settlement.withdraw.addressLabel')).fill(address);
    await book.getByLabel(s('settlement.withdraw.nameLabel')).fill(label);
    await book.getByRole('button', { name: s('settlement.withdraw.add'), exact: true }).click();
    const code = book.getByLabel(s('settlement.withdraw.codeLabel'));
    await expect(code).toBeFocused();
    const row = book.getByRole('listitem').filter({ hasText: label });
    await expect(row).toContainText(s('settlement.withdraw.state.pending'));
    await code.fill(await awaitMail(req, m.email, (mail) => (mail.text.includes(address) ? codeOf(mail) : null)));
    await book.getByRole('button', { name: s('settlement.withdraw.confirmCode') }).click();
    await expect(wd.getByRole('status').first()).toHaveText(s('withdraw.addressConfirmed'));
    await expect(row).toContainText(s('settlement.withdraw.state.cooling'));
    const option = wd.getByRole('option', { name: new RegExp(label) });
    await expect(option).toBeDisabled();
    await shot('02-cooling');
    await expect(option).toBeEnabled({ timeout: (COOLING_S + 15) * 1000 });
    await expect(row).toContainText(s('settlement.withdraw.state.usable'));
    await shot('03-usable');

    // 100 USDT requested with the password: 101.00 held (the TRC20 fee is 1.00).
    const form = wd.locator('.wd-withdraw');
    await form.getByLabel(s('settlement.withdraw.toAddress')).selectOption({ label: (await option.textContent())! });
    await form.getByLabel(s('settlement.amountLabel')).fill('100');
    await expect(form.locator('.wd-quote')).toContainText(money('101.00'));
    await form.getByRole('button', { name: s('settlement.withdraw.continue') }).click();
    const dialog = page.getByRole('dialog', { name: s('settlement.withdraw.confirmTitle') });
    await dialog.getByLabel(s('settlement.withdraw.password')).fill(m.password);
    await dialog.getByRole('button', { name: s('settlement.withdraw.request') }).click();
    await expect(dialog).toBeHidden();
    await expect(wd.getByRole('status').first()).toHaveText(s('withdraw.requested'));
    const request = wd.locator('.wd-history').getByRole('listitem').first();
    const status = request.locator('.wd-status');
    await expect(status).toHaveText(s('settlement.withdraw.status.requested'));
    await expect(request).toContainText(money('100.00'));
    await expect(page.getByTestId('balance-available')).toHaveText(money('199.00'));
    await expect(page.getByTestId('balance-held')).toHaveText(money('101.00'));
    await expect(page.getByTestId('balance-total')).toHaveText(money('300.00'));
    await shot('04-requested');
    const { list } = await m.api.get('/api/withdrawals');
    const id = list[0]!.id;
    /** The merchant's page read again, at the withdrawal's new state. */
    const merchantSees = async (state: (typeof STEPS)[number], nn: string) => {
      await page.reload();
      await wd.scrollIntoViewIfNeeded();
      await expect(status).toHaveText(s(`settlement.withdraw.status.${state}`));
      await shot(nn);
    };

    // 3. Finance in the staff console: the request from the queue, approved with a reason.
    const finance = await browser.newContext({
      baseURL: server.base,
      storageState: adminState,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const staff = await finance.newPage();
    await staff.goto('/staff/withdrawals/');
    const queue = staff.getByRole('table', { name: 'To decide' });
    const queued = queue.getByRole('row').filter({ hasText: `Withdrawal #${id}` });
    await expect(queued).toContainText(m.account);
    await expect(queued).toContainText('100.00');
    await queued.getByRole('link', { name: `Open Withdrawal #${id}` }).click();
    await expect(staff.getByRole('heading', { name: `Withdrawal #${id}`, level: 1 })).toBeVisible();
    await staff.getByRole('button', { name: 'Approve' }).click();
    const approve = staff.getByRole('dialog', { name: `Approve withdrawal #${id} of USDT 100.00?` });
    await approve.getByLabel('Reason').fill(`Journey ${locale}: top-up seen on the chain`);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Withdrawal approved' })).toBeFocused();
    await merchantSees('approved', '05-approved');

    // Exported from the Approved tab as one signed batch; the JSON for the signer downloaded.
    await staff.goto('/staff/withdrawals/?status=approved');
    await expect(staff.getByRole('table', { name: 'Approved' })).toContainText(`Withdrawal #${id}`);
    await staff.getByRole('button', { name: 'Export approved withdrawals' }).click();
    const exporting = staff.getByRole('dialog', { name: 'Export every approved withdrawal as one signed batch?' });
    await exporting.getByLabel('Reason').fill(`Journey ${locale}: daily export`);
    await exporting.getByRole('button', { name: 'Export approved withdrawals' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Batch exported and signed' })).toBeFocused();
    const batch = staff.locator('section.wd-card');
    await expect(batch.getByRole('table', { name: 'What the batch holds' })).toContainText(`Withdrawal #${id}`);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Download the JSON for the signer' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^withdrawals-batch-\d+\.json$/);
    // The file the signer is given, as downloaded: the signed bytes and their signature.
    const dir = mkdtempSync(join(tmpdir(), 'journey-signer-'));
    const batchFile = join(dir, download.suggestedFilename());
    await download.saveAs(batchFile);
    const signed = JSON.parse(readFileSync(batchFile, 'utf8')) as { content: string; signature: string };
    const intents = JSON.parse(signed.content).intents as { withdrawalId: number; to: string; amount: string }[];
    expect(intents).toEqual([expect.objectContaining({ withdrawalId: id, to: address, amount: '100.00' })]);
    const shown = (await batch.locator('dt:text-is("Signature (Ed25519)") + dd').textContent())!.trim();
    expect(signed.signature).toBe(shown);
    await finance.close();
    await merchantSees('exported', '06-exported');

    // 4. The reference signer, a process of its own, pinned to the platform's published key.
    const key = await (await req.get('/api/withdrawals/export-key')).json();
    const chainFile = join(dir, 'chain.json');
    const signer = await runSignerProcess(batchFile, {
      SIGNER_PUBLIC_KEY: key.data.publicKey,
      SIGNER_NOTIFY_SECRET: server.notifySecret,
      SIGNER_NOTIFY_URL: `${server.base}/api/withdrawals/notify`,
      SIGNER_CHAIN_FILE: chainFile,
    });
    expect(signer.code, signer.stderr).toBe(0);
    const [sent] = (JSON.parse(readFileSync(chainFile, 'utf8')) as { transfers: ChainTransfer[] }).transfers;
    expect(sent).toMatchObject({ withdrawalId: id, to: address, amount: '100.00' });
    expect(signer.stdout).toContain(`${id}\tsent\t${sent!.txHash}`);

    // 5. The merchant sees it sent, with the transaction's hash.
    await merchantSees('sent', '07-sent');
    await expect(request.locator('.wd-hash')).toHaveText(sent!.txHash);
    await expect(request.locator('.wd-hash')).toHaveAttribute('dir', 'ltr');

    // 6. The chain watcher sees the transfer out: confirmed, the hold gone for good.
    const seen = await postTransferOut(server, { ...sent!, address: sent!.to });
    expect(seen.status, JSON.stringify(seen.json)).toBe(200);
    await merchantSees('confirmed', '08-confirmed');
    await expect(page.getByTestId('balance-available')).toHaveText(money('199.00'));
    await expect(page.getByTestId('balance-held')).toHaveText(money('0.00'));
    await expect(page.getByTestId('balance-total')).toHaveText(money('199.00'));
    await expect(request.locator('.wd-hash')).toHaveText(sent!.txHash);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);

    // 7. A mail at each step, in the merchant's language, with the amount written its way (held in
    // a first-strong isolate in a right-to-left sentence).
    const amount = getLocale(locale).dir === 'rtl' ? isolate(money('100.00')) : money('100.00');
    const subjectOf = (step: string) => s(`mail.withdrawal.${step}.subject`).replace('{{amount}}', amount);
    await expect
      .poll(async () => (await inbox(req, m.email)).map((mail) => mail.subject), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(STEPS.map(subjectOf)));
    if (locale === 'ar') {
      expect(subjectOf('confirmed')).toMatch(/\p{Script=Arabic}/u);
      expect(subjectOf('confirmed')).not.toContain('Withdrawal');
    }

    await merchant.close();
    await req.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
}
