import { describe, expect, it } from 'vitest';
import { amountExamples, parseLocaleAmount, separators } from '../../src/shared/localeAmount.ts';
import { depositInput } from '../../src/shared/schemas/orders.ts';
import { intlLang } from '../../src/shared/translate.ts';

const accepts = (amount: string) => depositInput.safeParse({ amount, network: 'TRC20' }).success;

/** A number the way Intl writes it in the locale, e.g. 1234.5 → "1.234,5" in es. */
const written = (lang: string, n: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(n);

describe('top-up amounts typed the locale’s way', () => {
  it('reads the decimal comma of es, pt, ru, tr, id and vi', () => {
    for (const locale of ['es', 'pt', 'ru', 'tr', 'id', 'vi']) {
      const lang = intlLang(locale);
      expect(separators(lang).decimal, locale).toBe(',');
      expect(parseLocaleAmount('500,50', lang), locale).toBe('500.50');
      expect(parseLocaleAmount('500,5', lang), locale).toBe('500.5');
      expect(accepts(parseLocaleAmount('500,50', lang)), locale).toBe(true);
    }
  });

  it('reads whatever Intl writes back, grouping included, in every locale tested', () => {
    for (const locale of ['en', 'es', 'pt', 'ru', 'tr', 'id', 'vi', 'ar', 'bn']) {
      const lang = intlLang(locale);
      expect(parseLocaleAmount(written(lang, 1234.5), lang), locale).toBe('1234.50');
      expect(parseLocaleAmount(written(lang, 999_999.99), lang), locale).toBe('999999.99');
    }
  });

  it('reads group separators: dots in es, (no-break) spaces in ru, commas in en and ar', () => {
    expect(parseLocaleAmount('1.000', 'es')).toBe('1000');
    expect(parseLocaleAmount('1.000.000,00', 'es')).toBe('1000000.00');
    expect(parseLocaleAmount('1 000,5', 'ru')).toBe('1000.5');
    expect(parseLocaleAmount('1\u00a0000,5', 'ru')).toBe('1000.5');
    expect(parseLocaleAmount('1,000.50', 'en')).toBe('1000.50');
    expect(parseLocaleAmount('1,000.50', 'ar')).toBe('1000.50');
  });

  it('takes a lone point before one or two final digits as the decimal point in any locale', () => {
    expect(parseLocaleAmount('500.50', 'es')).toBe('500.50');
    expect(parseLocaleAmount('500.50', 'ru')).toBe('500.50');
    expect(parseLocaleAmount('500,50', 'en')).toBe('500.50');
    expect(parseLocaleAmount('500.50', 'en')).toBe('500.50');
  });

  it('reads Arabic-Indic digits and the Arabic separators, and Bengali digits', () => {
    expect(parseLocaleAmount('٥٠٠٫٥٠', 'ar')).toBe('500.50');
    expect(parseLocaleAmount('١٬٠٠٠٫٥', 'ar')).toBe('1000.5');
    expect(parseLocaleAmount('١٢٣٫٤', 'en')).toBe('123.4');
    expect(parseLocaleAmount('৫০০.৫০', 'bn')).toBe('500.50');
    expect(parseLocaleAmount('১০,০০,০০০', 'bn')).toBe('1000000');
    // Whatever digits Intl itself gives Arabic (Arabic-Indic in some ICU builds) read back.
    expect(parseLocaleAmount(written('ar-EG', 1234.5), 'ar-EG')).toBe('1234.50');
    expect(written('ar-EG', 1234.5)).toMatch(/[٠-٩]/);
  });

  it('never turns an ambiguous or malformed amount into another number: the schema refuses it', () => {
    // "5,000" in es is five with three decimals, not five thousand: refused, not misread.
    for (const [text, lang] of [
      ['5,000', 'es'],
      ['5.000', 'en'],
      ['1.000', 'ru'],
      ['1,2,3', 'en'],
      ['12abc', 'en'],
      ['-5', 'en'],
      ['', 'es'],
      ['1,000.5.5', 'en'],
    ] as const) {
      expect(accepts(parseLocaleAmount(text, lang)), `${text} in ${lang}`).toBe(false);
    }
    expect(parseLocaleAmount('500,', 'es')).toBe('500');
  });

  it('writes the hint’s examples the way the locale reads them', () => {
    expect(amountExamples('en', 500, 500.5)).toEqual({ whole: '500', decimal: '500.50' });
    expect(amountExamples('es', 500, 500.5)).toEqual({ whole: '500', decimal: '500,50' });
    expect(amountExamples('ru', 500, 500.5)).toEqual({ whole: '500', decimal: '500,50' });
    for (const lang of ['en', 'es', 'ru', 'ar', 'ar-EG', 'bn']) {
      const { whole, decimal } = amountExamples(lang, 500, 500.5);
      expect(parseLocaleAmount(whole, lang), lang).toBe('500');
      expect(parseLocaleAmount(decimal, lang), lang).toBe('500.50');
    }
  });
});
