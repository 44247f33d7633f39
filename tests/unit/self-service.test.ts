import { describe, expect, it } from 'vitest';
import { formatOpeningDay, opensAt, showSelfServiceNotice } from '../../src/shared/selfService.ts';
import { brand } from '../../src/shared/brand.ts';

describe('self-service coming-soon notice', () => {
  it('shows before the opening day and hides from 00:00 UTC of it on', () => {
    expect(showSelfServiceNotice('2027-07-07', new Date('2027-07-06T23:59:59.999Z'))).toBe(true);
    expect(showSelfServiceNotice('2027-07-07', new Date('2027-07-07T00:00:00.000Z'))).toBe(false);
    expect(showSelfServiceNotice('2027-07-07', new Date('2028-01-01T00:00:00Z'))).toBe(false);
    expect(showSelfServiceNotice('2027-07-07', Date.UTC(2026, 0, 1))).toBe(true);
  });

  it('hides on a malformed date instead of showing a wrong promise', () => {
    expect(showSelfServiceNotice('7 July', new Date(0))).toBe(false);
    expect(showSelfServiceNotice('', new Date(0))).toBe(false);
    expect(Number.isNaN(opensAt('2027-7-7'))).toBe(true);
  });

  it('formats the day in the page language without a year', () => {
    expect(formatOpeningDay('2027-07-07', 'en')).toBe('July 7');
    expect(formatOpeningDay('2027-07-07', 'zh-CN')).toBe('7月7日');
    expect(formatOpeningDay('2027-07-07', 'es')).toBe('7 de julio');
    expect(formatOpeningDay('2027-07-07', 'ar')).not.toContain('2027');
  });

  it('is configured with a valid date', () => {
    expect(Number.isNaN(opensAt(brand.selfServiceOpensOn))).toBe(false);
  });
});
