import { describe, expect, it } from 'vitest';
import { formatRegionDate, formatRegionMoney, regionTag } from '../../src/shared/siteDesign/regionFormat.ts';

describe('region formatting', () => {
  it('writes Spanish money as the market writes it: Mexico, not Spain', () => {
    expect(formatRegionMoney('123456750', 'MXN', 'es', 'MX')).toBe('$1,234,567.50');
    expect(formatRegionMoney('123456750', 'EUR', 'es', 'ES')).toBe('1.234.567,50\u00a0€');
  });

  it('groups Indian amounts in lakh and crore', () => {
    expect(formatRegionMoney('1000000000', 'INR', 'en', 'IN')).toBe('₹1,00,00,000.00');
    expect(formatRegionMoney('10000000', 'INR', 'en', 'IN')).toBe('₹1,00,000.00');
  });

  it('keeps every digit of large amounts (no float on the way)', () => {
    expect(formatRegionMoney('999999999999999', 'USD', 'en', 'US')).toBe('$9,999,999,999,999.99');
    expect(formatRegionMoney('5', 'USD', 'en', 'US')).toBe('$0.05');
  });

  it('refuses what is not an amount in minor units', () => {
    for (const bad of ['', '-1', '1.5', '1e9', 'abc', '1234567890123456'])
      expect(formatRegionMoney(bad, 'USD', 'en', 'US')).toBe('');
  });

  it('keeps Chinese script per page language and ignores a malformed region', () => {
    expect(regionTag('zh-TW', 'HK')).toBe('zh-Hant-HK');
    expect(regionTag('zh', 'SG')).toBe('zh-Hans-SG');
    expect(regionTag('es', 'M X')).toBe('es');
  });

  it("writes dates in the region's order", () => {
    const d = new Date(Date.UTC(2026, 6, 4));
    expect(formatRegionDate(d, 'en', 'US')).toBe('July 4, 2026');
    expect(formatRegionDate(d, 'en', 'IN')).toBe('4 July 2026');
  });
});
