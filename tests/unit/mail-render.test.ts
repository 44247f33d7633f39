import { describe, expect, it } from 'vitest';
import { locales, type LocaleCode } from '../../i18n/locales.ts';
import { brand } from '../../src/shared/brand.ts';
import { mailKinds, optionalNotices, type MailKind, type MailToRender } from '../../src/server/mail/kinds.ts';
import { renderMail } from '../../src/server/mail/render.ts';
import { mailSamples, samplePublicUrl } from '../support/mailSamples.ts';

const base = samplePublicUrl;
const render = <K extends MailKind>(kind: K, locale: LocaleCode, data = mailSamples[kind], publicUrl = base) =>
  renderMail({ kind, locale, data, publicUrl } as MailToRender<K>);

const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
/** A key shown instead of its text (i18next answers a missing key with the key itself). */
const KEY_MARKER = /\bmail\.[a-zA-Z]+\.[a-zA-Z]+/;

describe.each(locales)('every kind in $code', ({ code, lang, dir }) => {
  it.each([...mailKinds])('%s renders whole, translated and in the reader direction', (kind) => {
    const m = render(kind, code);
    for (const part of [m.subject, m.html, m.text]) {
      expect(part.trim()).not.toBe('');
      expect(part).not.toMatch(KEY_MARKER);
      expect(part).not.toContain('{{');
      expect(part).not.toContain('undefined');
    }
    expect(m.subject).not.toMatch(/[<>\r\n]/);
    expect(m.html).toContain(`<html dir="${dir}" lang="${lang}"`);
    // The card and every block carry the direction inline too, not only <html>.
    expect(m.html.match(new RegExp(`direction:${dir}`, 'g'))?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(m.html).toContain(`text-align:${dir === 'rtl' ? 'right' : 'left'}`);
    // Nothing is fetched when the message is opened.
    expect(m.html).not.toMatch(/<img\b/i);
    expect(m.html).not.toMatch(/url\(\s*['"]?http/i);
    for (const href of hrefs(m.html)) {
      expect(href === `mailto:${brand.supportEmail}` || href.startsWith(`${base}/`), href).toBe(true);
    }
  });
});

describe('links', () => {
  it('builds the reset link from the public URL and the locale path, the token in the fragment', () => {
    const { token } = mailSamples.password_reset;
    const en = render('password_reset', 'en', undefined, `${base}/`);
    expect(hrefs(en.html)).toContain(`${base}/reset-password#token=${token}`);
    expect(en.text).toContain(`${base}/reset-password#token=${token}`);
    expect(hrefs(render('password_reset', 'ar').html)).toContain(`${base}/ar/reset-password#token=${token}`);
    expect(hrefs(render('password_reset', 'zh-TW').html)).toContain(`${base}/zh-tw/reset-password#token=${token}`);
  });

  it('points notices at the account pages, and optional ones at Personal settings', () => {
    expect(hrefs(render('part_payment', 'ja').html)).toContain(`${base}/ja/my-order`);
    expect(hrefs(render('site_live', 'en').html)).toContain(`${base}/my-site`);
    expect(hrefs(render('topup_credited', 'es').html)).toContain(`${base}/es/settlement`);
    for (const kind of mailKinds) {
      const optional = (optionalNotices as readonly MailKind[]).includes(kind);
      expect(hrefs(render(kind, 'ru').html).includes(`${base}/ru/personal`), kind).toBe(optional);
      expect(render(kind, 'en').text.includes('switch these notices off'), kind).toBe(optional);
    }
  });

  it('writes links out in the text part', () => {
    const text = render('part_payment', 'en').text;
    expect(text).toContain(`My orders ${base}/my-order`);
    expect(render('domain_lapsed', 'en').text).toContain(`${base}/my-site`);
  });
});

describe('content', () => {
  it('says the configured cooling-off of a new withdrawal address in words of the locale, and each withdrawal step', () => {
    const code = (coolingHours: number | undefined, locale: LocaleCode = 'en') =>
      render('withdraw_address_code', locale, {
        ...mailSamples.withdraw_address_code,
        ...(coolingHours === undefined ? {} : { coolingHours }),
      }).text;
    expect(code(undefined)).toContain('receive money 24 hours after you confirm');
    expect(code(48)).toContain('48 hours after');
    expect(code(20 / 3600)).toContain('20 seconds after');
    expect(code(0.5, 'ar')).toContain('30 دقيقة');
    for (const status of ['firstApproval', 'exported'] as const) {
      const m = render('withdrawal_update', 'ru', { ...mailSamples.withdrawal_update, status });
      expect(m.subject).not.toContain('mail.');
      expect(m.text).toContain('12');
    }
    expect(render('withdrawal_update', 'en', { ...mailSamples.withdrawal_update, status: 'exported' }).subject).toMatch(
      /^Withdrawal of USDT\s12,500\.00 handed over for sending$/,
    );
  });

  it('shows the code big in the HTML and plainly in the text, with its lifetime in the locale', () => {
    const m = render('verify_email', 'en');
    expect(m.subject).toContain('482913');
    expect(m.html).toMatch(/font-size:32px[^>]*>482913</);
    expect(m.text).toContain('482913');
    expect(m.text).toContain('valid for 15 minutes');
    expect(render('verify_email', 'en', { code: '000001', expiresMinutes: 1, purpose: 'change' }).text).toContain(
      'valid for 1 minute.',
    );
    expect(render('verify_email', 'ar', { code: '111111', expiresMinutes: 2, purpose: 'register' }).text).toContain(
      'دقيقتين',
    );
    expect(render('verify_email', 'ru', { code: '111111', expiresMinutes: 5, purpose: 'register' }).text).toContain(
      '5 минут.',
    );
  });

  it('writes the receipt: invoice and order numbers, amount in the locale, method, UTC time, network and hash', () => {
    const r = mailSamples.receipt;
    const en = render('receipt', 'en');
    for (const part of [
      r.invoiceNo,
      r.orderNo!,
      'USDT\u00a01,234.50',
      'November 28, 2026',
      'UTC',
      'TRC20',
      r.txHash!,
    ]) {
      expect(en.text).toContain(part);
    }
    expect(en.text).toContain('attached to this email as a PDF');
    expect(en.subject).toContain(r.invoiceNo);
    expect(render('receipt', 'ru').text).toContain('1\u00a0234,50');
    expect(render('receipt', 'es').text).toContain('1234,50\u00a0USDT');
    const { orderNo: _o, network: _n, txHash: _h, ...topUp } = r;
    const bare = render('receipt', 'en', { ...topUp, what: 'topUp', method: 'balance' });
    expect(bare.text).toContain('Settlement balance');
    expect(bare.text).not.toContain('Transaction hash');
    expect(bare.text).not.toContain('Order no.');
  });

  it('formats USD amounts with the locale currency sign, and Arabic ones kept whole', () => {
    expect(render('late_credited', 'en').text).toContain('$1,520.75');
    expect(render('late_credited', 'ja').subject).toContain('$120.00');
    expect(render('late_credited', 'ar').text).toContain('\u2066US$\u2069');
  });

  it('says where mail goes after an email change, and to contact support', () => {
    const m = render('email_changed', 'en');
    expect(m.text).toContain(mailSamples.email_changed.newEmailMasked);
    expect(hrefs(m.html)).toContain(`mailto:${brand.supportEmail}`);
  });

  it('never puts a password into site_live, and shows the site address', () => {
    const m = render('site_live', 'en');
    expect(m.text).toContain(mailSamples.site_live.siteUrl);
    expect(m.text).not.toMatch(/password:/i);
  });
});

describe('hostile values', () => {
  it('escapes markup in the HTML and keeps the subject on one line', () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const live = render('site_live', 'en', { ...mailSamples.site_live, siteName: `${evil}\r\nBcc: x@evil.example` });
    expect(live.html).not.toContain('<script>');
    expect(live.html).not.toMatch(/<img\b/i);
    expect(live.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(live.subject).not.toMatch(/[\r\n]/);
    expect(live.subject).toContain('<script>');
    const lapsed = render('domain_lapsed', 'ar', { domain: `evil.example" onclick="x`, siteName: evil });
    expect(lapsed.html).not.toContain('" onclick="');
    expect(lapsed.html).toContain('&quot; onclick=&quot;');
  });

  it('shows a value that is no instant as stored instead of failing', () => {
    expect(render('password_changed', 'en', { at: 'not-a-time' }).text).toContain('not-a-time');
  });
});
