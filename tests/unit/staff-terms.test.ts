import { describe, expect, it } from 'vitest';
import { mayOpen } from '../../src/features/staff/staff.ts';
import { extendedEnd, mayExtend, nextDateOf, parseDays, windowFromSearch } from '../../src/features/staff/terms.ts';

// The staff console's Terms screen: its pure rules (src/features/staff/terms.ts) and who opens it.

describe('the terms screen', () => {
  it('reads the window from the address: 7, 30 or 90 days, 30 otherwise', () => {
    expect(windowFromSearch('?days=7')).toBe(7);
    expect(windowFromSearch('?days=90')).toBe(90);
    expect(windowFromSearch('')).toBe(30);
    expect(windowFromSearch('?days=365')).toBe(30);
    expect(windowFromSearch('?days=abc')).toBe(30);
  });

  it('takes whole days from 1 to 730, in any digits a keyboard types', () => {
    expect(parseDays('30')).toBe(30);
    expect(parseDays(' 730 ')).toBe(730);
    expect(parseDays('٣٠')).toBe(30);
    expect(parseDays('৩০')).toBe(30);
    for (const bad of ['', '0', '731', '1.5', '-3', '3 0', '1e2', 'thirty']) expect(parseDays(bad), bad).toBeNull();
  });

  it('counts the new end on from the current end, and names the day the state moves next', () => {
    expect(extendedEnd('2027-01-31T10:00:00.000Z', 30).toISOString()).toBe('2027-03-02T10:00:00.000Z');
    const row = { suspendsOn: '2027-02-14T00:00:00.000Z', releasesOn: '2027-08-13T00:00:00.000Z' };
    expect(nextDateOf({ ...row, term: 'grace' })).toBe(row.suspendsOn);
    expect(nextDateOf({ ...row, term: 'suspended' })).toBe(row.releasesOn);
    expect(nextDateOf({ ...row, term: 'active' })).toBeNull();
  });

  it('opens for support, finance and administrators; only support and administrators extend', () => {
    for (const role of ['support', 'finance', 'admin'] as const) expect(mayOpen(role, 'terms'), role).toBe(true);
    expect(mayOpen('catalogue', 'terms')).toBe(false);
    expect(mayExtend('support')).toBe(true);
    expect(mayExtend('admin')).toBe(true);
    expect(mayExtend('finance')).toBe(false);
    expect(mayExtend('catalogue')).toBe(false);
  });
});
