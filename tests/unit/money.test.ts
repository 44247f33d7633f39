import { describe, expect, it } from 'vitest';
import { figures, figureVars } from '../../src/shared/figures.ts';
import { formatMinor, formatPrice, formatPriceRange, parseMoney } from '../../src/shared/money.ts';
import { minorToDecimal, toMinor, totals } from '../../src/features/cart/cart.ts';
import type { CartItem } from '../../src/shared/schemas/cart.ts';

const item = (price: string, currency = 'USD', status = 1) => ({ price, currency, status }) as CartItem;

describe('minor units', () => {
  it('formats minor units with two places and parses them back', () => {
    expect(formatMinor(99900)).toBe('999.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-1050)).toBe('-10.50');
    expect(parseMoney('999')).toBe(99900);
    expect(parseMoney('999.5')).toBe(99950);
    expect(parseMoney('0.05')).toBe(5);
    expect(parseMoney('1e3')).toBeNull();
    expect(parseMoney('9.999')).toBeNull();
    expect(() => formatMinor(1.5)).toThrow(RangeError);
  });

  it('parses the cart’s decimal strings into minor units without floats', () => {
    expect(toMinor('999.00')).toBe(99900);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor('12')).toBe(1200);
    expect(toMinor('-3.05')).toBe(-305);
    expect(() => toMinor('1e3')).toThrow(RangeError);
    expect(() => toMinor('')).toThrow(RangeError);
  });

  it('writes minor units back as two-place decimals', () => {
    expect(minorToDecimal(30)).toBe('0.30');
    expect(minorToDecimal(123456)).toBe('1234.56');
    expect(minorToDecimal(-5)).toBe('-0.05');
  });

  it('totals only valid cart items, per currency, exactly', () => {
    const list = [item('0.10'), item('0.20'), item('5000.00', 'USD', 2), item('1500.50', 'BRL')];
    expect(totals(list)).toEqual([
      { currency: 'USD', price: '0.30' },
      { currency: 'BRL', price: '1500.50' },
    ]);
    expect(totals([])).toEqual([]);
  });
});

describe('formatPrice', () => {
  it('writes a price the locale’s way, symbol and word order included', () => {
    expect(formatPrice('999.00', 'USD', 'en')).toBe('$999.00');
    expect(formatPrice(999, 'USD', 'en')).toBe('$999.00');
    expect(formatPrice('1234.50', 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatPrice('1199.00', 'USD', 'ru')).toBe('1\u00a0199,00\u00a0$');
    // Bengali digits, as Intl writes them for 'bn' (the catalog text agrees).
    expect(formatPrice('999.00', 'USD', 'bn')).toBe('৯৯৯.০০\u00a0US$');
  });

  it('keeps the exact decimal value of the API’s string', () => {
    expect(formatPrice('90071992547409.99', 'USD', 'en')).toBe('$90,071,992,547,409.99');
  });

  it('survives an unknown currency code', () => {
    expect(formatPrice('10.00', 'NOT-A-CODE', 'en')).toBe('10.00 NOT-A-CODE');
    expect(formatPriceRange(1, 2, 'NOT-A-CODE', 'en')).toBe('1–2 NOT-A-CODE');
  });

  it('writes an estimate as a range of whole amounts', () => {
    expect(formatPriceRange(30_000, 50_000, 'USD', 'en')).toBe('$30,000 – $50,000');
    expect(formatPriceRange(30_000, 50_000, 'USD', 'ru')).toBe('30\u00a0000–50\u00a0000\u00a0$');
  });
});

describe('platform figures', () => {
  it('formats the starting price and the build cost per locale', () => {
    expect(figureVars('en')).toMatchObject({ startingPrice: '$999.00', buildCost: '$30,000 – $50,000' });
    expect(figureVars('ar').startingPrice).toBe(formatPrice(figures.startingPriceUsd, 'USD', 'ar'));
    expect(figureVars('en').templateCount).toBe(figures.templateCount);
  });
});

describe('money in right-to-left text', () => {
  it('keeps a Latin currency sign such as US$ whole inside Arabic (no "$US")', () => {
    const ar = formatPrice('1199.00', 'USD', 'ar');
    expect(ar).toContain('\u2066US$\u2069');
    expect(ar.replace(/[\u2066\u2069\u200f]/g, '').replace(/\s/g, ' ')).toBe('1,199.00 US$');
    expect(formatPrice('1199.00', 'USD', 'en')).toBe('$1,199.00');
    expect(formatPrice('25.5', 'USDT', 'ar')).toContain('\u2066USDT\u2069');
  });
});
