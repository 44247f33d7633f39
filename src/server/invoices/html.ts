import { findLocale, getLocale, type LocaleCode } from '../../../i18n/locales.ts';
import type { InvoiceLine, InvoiceParty, InvoicePayment, InvoiceSnapshot } from '../../shared/invoice.ts';
import type { MessageKey, Translate } from '../../shared/messageKey.ts';
import { formatMinor, formatPrice } from '../../shared/money.ts';
import { intlLang } from '../../shared/translate.ts';
import { html, raw, type SafeHtml } from '../platform/html.ts';
import { serverT } from '../platform/i18n.ts';
import { INVOICE_CSS } from './invoiceCss.ts';
import { memo } from '../../shared/translate.ts';

/** The font stack: Latin and Cyrillic first, then each script's Noto; Han in the reader's own forms first. */
const HAN: Partial<Record<LocaleCode, string[]>> = {
  zh: ['Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans KR'],
  'zh-TW': ['Noto Sans TC', 'Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR'],
  ja: ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR'],
  ko: ['Noto Sans KR', 'Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC'],
};
const fontStack = (locale: LocaleCode) =>
  [
    'Noto Sans',
    'Noto Sans Arabic',
    'Noto Sans Thai',
    'Noto Sans Bengali',
    ...(HAN[locale] ?? ['Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans KR']),
  ]
    .map((f) => `'${f}'`)
    .join(', ');

interface View {
  t: Translate;
  lang: string;
  currency: string;
}

const money = (v: View, minor: number) => formatPrice(formatMinor(minor), v.currency, v.lang);
/** Intl formats are costly to build: one per language (a burst prints hundreds of invoices). */
const dateFormat = memo((lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }));
const regionNames = memo((lang: string) => new Intl.DisplayNames([lang], { type: 'region' }));
const date = (v: View, iso: string) => dateFormat(v.lang).format(new Date(iso));
/** Codes, numbers and hashes read left to right even in an Arabic page. */
const ltr = (text: string) => html`<bdi dir="ltr">${text}</bdi>`;

function regionName(lang: string, code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames(lang).of(code) ?? code;
  } catch {
    return code;
  }
}

function party(v: View, titleKey: MessageKey, p: InvoiceParty): SafeHtml {
  const country = regionName(v.lang, p.country);
  return html`<section class="party">
    <h2>${v.t(titleKey)}</h2>
    <p class="name"><bdi>${p.name}</bdi></p>
    ${p.address ? html`<p class="address"><bdi>${p.address}</bdi></p>` : ''}
    ${country ? html`<p>${country}</p>` : ''}
    ${p.taxId ? html`<p>${v.t('invoice.taxId')}: ${ltr(p.taxId)}</p>` : ''}
    ${p.email ? html`<p>${v.t('invoice.email')}: ${ltr(p.email)}</p>` : ''}
  </section>`;
}

function lineText(v: View, line: InvoiceLine): string {
  switch (line.kind) {
    case 'package':
      return v.t('invoice.line.package', { package: line.packageName, site: line.siteName, orderNo: line.orderNo });
    case 'topUp':
      return v.t('invoice.line.topUp', { network: line.network ?? '' });
    case 'credit':
      return v.t('invoice.line.credit', { number: line.number });
  }
}

const METHOD_KEYS: Record<string, MessageKey> = {
  usdt: 'invoice.method.usdt',
  sandbox: 'invoice.method.sandbox',
  balance: 'invoice.method.balance',
};

function payment(v: View, p: InvoicePayment): SafeHtml {
  const method = METHOD_KEYS[p.method];
  return html`<tr>
    <td>${method ? v.t(method) : p.method}${p.network ? html` · ${ltr(p.network)}` : ''}</td>
    <td>${date(v, p.at)}</td>
    <td class="num">${money(v, p.amountMinor)}</td>
  </tr>
  ${p.txHash ? html`<tr class="hash"><td colspan="3">${v.t('invoice.txHash')}: <code>${ltr(p.txHash)}</code></td></tr>` : ''}`;
}

const titleIn = (t: Translate, s: InvoiceSnapshot) =>
  t(s.series === 'CN' ? 'invoice.creditNoteTitle' : 'invoice.title');

/** The PDF's title and language: "Invoice INV-2026-000123", in the snapshot's language. */
export function invoiceMeta(s: InvoiceSnapshot): { title: string; lang: string } {
  const locale = findLocale(s.locale)?.code ?? 'en';
  return { title: `${titleIn(serverT(locale), s)} ${s.number}`, lang: intlLang(locale) };
}

/**
 * The invoice as one HTML document in the snapshot's language (right to left for Arabic),
 * with no script and nothing fetched but the fonts the renderer serves itself.
 */
export function invoiceHtml(s: InvoiceSnapshot, fontCss: string): string {
  const locale = findLocale(s.locale)?.code ?? 'en';
  const { dir } = getLocale(locale);
  const v: View = { t: serverT(locale), lang: intlLang(locale), currency: s.currency };
  const title = titleIn(v.t, s);
  const doc = html`<!doctype html>
<html lang="${v.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${title} ${s.number}</title>
<style>${raw(fontCss)}${raw(INVOICE_CSS)}body{font-family:${raw(fontStack(locale))},sans-serif}</style>
</head>
<body>
<header>
  <p class="seller-name"><bdi>${s.seller.name}</bdi></p>
  <div class="title"><h1>${title}</h1><p class="number">${ltr(s.number)}</p></div>
</header>
<dl class="meta">
  <div><dt>${v.t('invoice.number')}</dt><dd>${ltr(s.number)}</dd></div>
  <div><dt>${v.t('invoice.issuedAt')}</dt><dd>${date(v, s.issuedAt)}</dd></div>
  <div><dt>${v.t('invoice.suppliedAt')}</dt><dd>${date(v, s.suppliedAt)}</dd></div>
</dl>
${s.credits ? html`<p class="credits">${v.t('invoice.credits', { number: s.credits.number })}${s.credits.reason ? html`<br>${v.t('invoice.reason')}: <bdi>${s.credits.reason}</bdi>` : ''}</p>` : ''}
<div class="parties">${party(v, 'invoice.seller', s.seller)}${party(v, 'invoice.buyer', s.buyer)}</div>
<table class="lines">
  <thead><tr><th>${v.t('invoice.description')}</th><th class="qty">${v.t('invoice.quantity')}</th><th class="num">${v.t('invoice.amount')}</th></tr></thead>
  <tbody>${s.lines.map((l) => html`<tr><td>${lineText(v, l)}</td><td class="qty">${new Intl.NumberFormat(v.lang).format(l.quantity)}</td><td class="num">${money(v, l.amountMinor)}</td></tr>`)}</tbody>
</table>
<table class="totals">
  <tr><th>${v.t('invoice.subtotal')}</th><td class="num">${money(v, s.totals.subtotalMinor)}</td></tr>
  <tr><th>${v.t('invoice.tax', { rate: s.totals.taxRate })}</th><td class="num">${money(v, s.totals.taxMinor)}</td></tr>
  <tr class="total"><th>${v.t('invoice.total')}</th><td class="num">${money(v, s.totals.totalMinor)}</td></tr>
</table>
${
  s.payments.length
    ? html`<h2>${v.t('invoice.payment')}</h2><table class="payments"><thead><tr><th>${v.t('invoice.payment')}</th><th>${v.t('invoice.paidAt')}</th><th class="num">${v.t('invoice.amount')}</th></tr></thead><tbody>${s.payments.map((p) => payment(v, p))}</tbody></table>`
    : ''
}
${s.rate ? html`<p>${v.t('invoice.rate')}: ${ltr(s.rate)}</p>` : ''}
${s.reverseCharge ? html`<p class="note">${v.t('invoice.reverseCharge')}</p>` : ''}
<footer>${v.t('invoice.footer')}</footer>
</body>
</html>`;
  return doc.value;
}
