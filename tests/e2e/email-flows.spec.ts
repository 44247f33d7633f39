import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { newAccount, registerViaApi } from './support';
import { awaitMail, inbox, resetLink, verificationCode } from './mailInbox';
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { pdfText } from '../support/pdfText.ts';
import { checkout, merchantWithCartItem, money, orderCard, payWith, sandbox } from './journeySteps';

test.describe('account e-mail flows (issue 27)', () => {
  test('register → the code mailed over SMTP → typed in Personal settings → verified', async ({ page, request }) => {
    const account = newAccount('v');
    const email = `${account}@example.com`;
    await page.goto('/');
    await page.locator('.site-header').getByRole('link', { name: 'Log in' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('Account').fill(account);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.goto('/personal');
    const card = page.getByRole('region', { name: 'Confirm your email address' });
    await expect(card.getByTestId('verify-address')).toHaveText(email);
    await expect(page.getByTestId('current-email').locator('..')).toContainText('Not verified');
    const code = await awaitMail(request, email, verificationCode);

    // A wrong code first: said at the field, the card stays.
    const wrong = code === '000000' ? '111111' : '000000';
    const input = card.getByLabel('6-digit code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await input.fill(wrong);
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(card.getByText(/That code is not right/)).toBeVisible();

    await input.fill(code);
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(card.getByRole('status')).toHaveText('Your email is verified');
    await expect(page.getByTestId('current-email').locator('..')).toContainText('Verified');
    // Asking for another code now: there is nothing left to prove.
    const info = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
    expect(info.emailVerified).toBe(true);
  });

  test('forgot password → the mailed link → a new password → logging in with it; the link works once', async ({
    page,
    request,
  }) => {
    const { account, token, user } = await registerViaApi(request);
    await page.goto('/');
    await page.locator('.site-header').getByRole('link', { name: 'Log in' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    // Focus moves to the new view's heading; the dialog keeps its name from it.
    await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    const sent = 'If an account uses this email, we have sent it a link to set a new password';
    await expect(dialog.getByTestId('forgot-sent')).toHaveText(sent);
    const axe = await new AxeBuilder({ page }).include('dialog.login-dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // An address no account uses reads the same.
    await dialog.getByLabel('Email').fill(`${newAccount('n')}@example.com`);
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await expect(dialog.getByTestId('forgot-sent')).toHaveText(sent);
    await dialog.getByRole('button', { name: 'Back to login' }).click();
    await expect(dialog.getByLabel('Account')).toBeFocused();
    await page.keyboard.press('Escape');

    const link = await awaitMail(request, user.email, resetLink);
    const { pathname, hash } = new URL(link);
    expect(pathname).toBe('/reset-password');
    await page.goto(pathname + hash);
    // The secret leaves the address bar at once, and the page sends no referrer.
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass1');
    await page.getByLabel('Confirm new password').fill('fresh-pass2');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.getByText('The two passwords entered do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('fresh-pass1');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.locator('.reset-card').getByRole('status')).toHaveText(
      'Your password has been set: log in with it',
    );

    // The old session ended with the reset.
    expect((await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Account').fill(account);
    await login.getByLabel('Password', { exact: true }).fill('fresh-pass1');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The same link a second time is refused, and offers a new one.
    await page.goto(pathname + hash);
    await page.getByLabel('New password', { exact: true }).fill('other-pass1');
    await page.getByLabel('Confirm new password').fill('other-pass1');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.locator('.reset-card').getByRole('alert')).toHaveText(
      'This link is not valid any more: ask for a new one',
    );
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect((await request.post('/api/login/authorize', { data: { account, password: 'other-pass1' } })).status()).toBe(
      401,
    );
  });
});

test.describe('receipts (issue 27)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('pay an order → the receipt arrives with its invoice PDF; the same invoice downloads from the order detail', async ({
    page,
    request,
  }) => {
    const { account, siteName, item } = await merchantWithCartItem(page, request);
    const email = `${account}@example.com`;
    await payWith(await checkout(page), /^Bank card \(sandbox\)/);
    await sandbox(page, 'Pay');

    // The receipt waits for its PDF, then goes: its subject names the invoice.
    const number = await awaitMail(request, email, (m) => / receipt (INV-\S+)$/.exec(m.subject)?.[1]);
    const mail = (await inbox(request, email)).find((m) => m.subject.endsWith(number))!;
    const parsed = await simpleParser(await (await request.get(`/dev/mail/raw/${mail.file}`)).body());
    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toContain(number);
    const amount = money(item.price, item.currency).replace(/\s+/g, '');
    const mailed = await pdfText(pdf!.content);
    expect(mailed).toContain(number);
    expect(mailed).toContain(amount);
    expect(parsed.text).toContain(number);

    // The order detail offers the same invoice.
    const card = await orderCard(page, siteName, 'Completed');
    await card.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: `Order details: ${siteName}` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: `Download invoice ${number}` }).click(),
    ]);
    const downloaded = await readFile((await download.path())!);
    expect(await pdfText(downloaded)).toBe(mailed);
  });
});
