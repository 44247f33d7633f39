import { describe, expect, it } from 'vitest';
import { currencyDigits, formatJackpotAmount, parseJackpotAmount } from '../../src/shared/siteDesign/jackpotAmount.ts';
import { intlLang } from '../../src/shared/translate.ts';

// Issue 25 item 12: the jackpot is typed in major units, the language's way, and stored in hundredths.

const minor = (text: string, lang = 'en') => {
  const r = parseJackpotAmount(text, lang);
  return r.ok ? r.minor : r.error;
};

describe('the jackpot amount as typed', () => {
  it('reads the figures the issue saw refused', () => {
    expect(minor('1,000,000.00')).toBe('100000000');
    expect(minor('1 000 000')).toBe('100000000');
    expect(minor('1\u00a0000\u00a0000', 'fr')).toBe('100000000');
    expect(minor('1000000')).toBe('100000000');
  });

  it('reads each language’s own way, and the English way where the own way does not fit', () => {
    expect(minor('1.000.000,50', intlLang('vi'))).toBe('100000050');
    expect(minor('1.000.000', intlLang('vi'))).toBe('100000000');
    expect(minor('1,000,000.00', intlLang('vi'))).toBe('100000000');
    expect(minor('1 000 000,5', intlLang('ru'))).toBe('100000050');
    expect(minor('١٬٠٠٠٬٠٠٠٫٢٥', intlLang('ar'))).toBe('100000025');
    expect(minor('10,00,000', intlLang('bn'))).toBe('100000000');
    expect(minor('1.250,50', intlLang('es'))).toBe('125050');
    expect(minor('1,250.5')).toBe('125050');
  });

  it('takes a currency sign or code around the figure', () => {
    expect(minor('$1,000,000')).toBe('100000000');
    expect(minor('1.000.000 ₫', intlLang('vi'))).toBe('100000000');
    expect(minor('USD 2,500.75')).toBe('250075');
    expect(minor('2500 VND')).toBe('250000');
  });

  it('empty is no figure; zeros and trailing zeros are fine', () => {
    expect(minor('')).toBe('');
    expect(minor('   ')).toBe('');
    expect(minor('0')).toBe('0');
    expect(minor('0.50')).toBe('50');
    expect(minor('12.500')).toBe('1250');
    expect(minor('007')).toBe('700');
  });

  it('refuses what is not an amount, with a reason', () => {
    expect(minor('abc')).toBe('design.error.amountFormat');
    expect(minor('-5')).toBe('design.error.amountFormat');
    expect(minor('1,2,3')).toBe('design.error.amountFormat');
    expect(minor('1e6')).toBe('design.error.amountFormat');
    expect(minor('12.345')).toBe('design.error.amountDecimals');
    expect(minor('12345678901234')).toBe('design.error.amountTooLarge');
    expect(minor('12345678901234.5')).toBe('design.error.amountTooLarge');
    expect(minor('9999999999999.99')).toBe('999999999999999');
  });

  it('writes hundredths back the way the language reads them, and reads that back', () => {
    expect(formatJackpotAmount('100000000', 'en')).toBe('1,000,000');
    expect(formatJackpotAmount('125050', 'en')).toBe('1,250.50');
    expect(formatJackpotAmount('', 'en')).toBe('');
    expect(formatJackpotAmount('999999999999999', 'en')).toBe('9,999,999,999,999.99');
    for (const code of ['en', 'vi', 'es', 'ru', 'ar', 'bn', 'zh', 'th', 'tr', 'ja']) {
      const lang = intlLang(code);
      for (const m of ['100000000', '125050', '5', '999999999999999']) {
        expect(minor(formatJackpotAmount(m, lang), lang), `${code} ${m}`).toBe(m);
      }
    }
  });
});

// Issue 32: asked in the market's main unit (never cents), in the language's own digits, and
// whole in a currency without minor units.
describe('the jackpot in the market’s unit and digits', () => {
  const read = (text: string, code: string, currency?: string) => {
    const r = parseJackpotAmount(text, intlLang(code), currency);
    return r.ok ? r.minor : r.error;
  };

  it('reads every digit system a keyboard may type', () => {
    expect(read('১০,০০,০০০', 'bn', 'BDT')).toBe('100000000'); // Bengali, lakh grouping
    expect(read('১০,০০,০০০ টাকা', 'bn', 'BDT')).toBe('100000000');
    expect(read('৳ ১,২৫০.৫০', 'bn', 'BDT')).toBe('125050');
    expect(read('١٬٠٠٠٬٠٠٠٫٥', 'ar')).toBe('100000050'); // Arabic-Indic
    expect(read('۱۲۳۴', 'ar')).toBe('123400'); // Persian (Extended Arabic-Indic)
    expect(read('๑,๐๐๐ บาท', 'th', 'THB')).toBe('100000'); // Thai
    expect(read('１，０００円', 'ja', 'JPY')).toBe('100000'); // full-width
    expect(read('१,००० रुपये', 'en', 'INR')).toBe('100000'); // Devanagari
  });

  it('takes the currency as the market writes it, before or after the figure', () => {
    expect(read('Rp 1.000.000', 'id', 'IDR')).toBe('100000000');
    expect(read('1.000.000đ', 'vi', 'VND')).toBe('100000000');
    expect(read('1,000,000원', 'ko', 'KRW')).toBe('100000000');
    expect(read('RM 1,250.50', 'ms', 'MYR')).toBe('125050');
    expect(read('R$ 1.250,50', 'pt', 'BRL')).toBe('125050');
    expect(read('Rs. 1,000', 'en', 'PKR')).toBe('100000');
    expect(read('abc', 'en')).toBe('design.error.amountFormat');
    expect(read('Rp', 'id', 'IDR')).toBe('design.error.amountFormat');
  });

  it('refuses decimals where the currency has no minor unit (Intl, ISO 4217), and keeps two elsewhere', () => {
    for (const [currency, code] of [
      ['JPY', 'ja'],
      ['KRW', 'ko'],
      ['VND', 'vi'],
      ['IDR', 'id'],
    ] as const) {
      expect(currencyDigits(currency), currency).toBe(0);
      expect(read(formatJackpotAmount('100000000', intlLang(code)), code, currency), currency).toBe('100000000');
    }
    expect(read('1.000.000,5', 'vi', 'VND')).toBe('design.error.amountWhole');
    expect(read('1,000.50', 'ja', 'JPY')).toBe('design.error.amountWhole');
    expect(read('1.000,50', 'id', 'IDR')).toBe('design.error.amountWhole');
    expect(read('1,000.00', 'ko', 'KRW')).toBe('100000'); // zero decimals are no decimals
    expect(currencyDigits('THB')).toBe(2);
    expect(read('1,000.50', 'th', 'THB')).toBe('100050');
    expect(read('1,000.505', 'th', 'THB')).toBe('design.error.amountDecimals');
    expect(currencyDigits(undefined)).toBe(2);
    expect(currencyDigits('not a code')).toBe(2);
  });
});
