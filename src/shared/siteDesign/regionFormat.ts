import { getLocale, type LocaleCode } from '../../../i18n/locales.ts';

/**
 * Amounts and dates on a site follow the market's region and currency, not only the page's
 * language: Spanish in Mexico writes pesos as Mexico does ($1,234.50), not as Spain
 * (1.234,50 €); English in India groups in lakh (₹12,34,567.50).
 */
export function regionTag(lang: LocaleCode, region: string): string {
  const base = getLocale(lang).lang;
  const language = base.split('-')[0]!;
  // Chinese keeps its script, so a Traditional page stays Traditional in any region.
  const script = language === 'zh' ? (lang === 'zh-TW' ? '-Hant' : '-Hans') : '';
  return /^[A-Za-z]{2}$/.test(region) ? `${language}${script}-${region.toUpperCase()}` : base;
}

/**
 * An amount in minor units (hundredths, as money.ts stores them) as a decimal string, formatted
 * as money of `currency` in the language and region. Exact: the digits never pass through a float.
 */
export function formatRegionMoney(minor: string, currency: string, lang: LocaleCode, region: string): string {
  if (!/^\d{1,15}$/.test(minor)) return '';
  const padded = minor.padStart(3, '0');
  const decimal = `${padded.slice(0, -2)}.${padded.slice(-2)}`;
  const format = new Intl.NumberFormat(regionTag(lang, region), { style: 'currency', currency });
  return format.format(decimal as unknown as number); // Intl reads a decimal string exactly
}

/** A calendar date (UTC) as the language and region write it. */
export function formatRegionDate(date: Date, lang: LocaleCode, region: string): string {
  return new Intl.DateTimeFormat(regionTag(lang, region), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
