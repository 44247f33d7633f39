import { describe, expect, it } from 'vitest';
import {
  ageOf,
  auditQuery,
  barsOf,
  changesOf,
  deadlineTone,
  durationText,
  groupSecret,
  idFromSearch,
  isPrice,
  inviteToken,
  isRecoveryCode,
  isTotp,
  mayOpen,
  navScreenOf,
  normalizeCode,
  normalizePrice,
  recordHref,
  reasonGiven,
  seriesSummary,
  shortValue,
  staffHref,
  statusMove,
} from '../../src/features/staff/staff.ts';

describe('staff console: sign-in rules', () => {
  it('groups a TOTP key in fours and reads a typed code without its spaces', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
  });

  it('tells an authenticator code from a recovery code', () => {
    expect(isTotp('123456')).toBe(true);
    expect(isTotp('12345')).toBe(false);
    expect(isTotp('12345a')).toBe(false);
    expect(isRecoveryCode('qezdj-s7t6w')).toBe(true);
    expect(isRecoveryCode('qezdjs7t6w')).toBe(false);
    expect(isRecoveryCode('123456')).toBe(false);
  });

  it('takes an invitation token from the query or the fragment, and nothing shorter than a token', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    expect(inviteToken(`?token=${token}`, '')).toBe(token);
    expect(inviteToken('', `#token=${token}`)).toBe(token);
    expect(inviteToken('?token=short', '')).toBeNull();
    expect(inviteToken('?token=<script>alert(1)</script>xxxxxxxxx', '')).toBeNull();
    expect(inviteToken('', '')).toBeNull();
  });

  it('asks for a reason of three characters at least, as the API does', () => {
    expect(reasonGiven('  ab ')).toBe(false);
    expect(reasonGiven('abc')).toBe(true);
  });
});

describe('staff console: screens and roles', () => {
  it('opens each screen to the roles the API allows, administrators everywhere', () => {
    expect(mayOpen('support', 'today')).toBe(true);
    expect(mayOpen('support', 'review')).toBe(false);
    expect(mayOpen('finance', 'review')).toBe(true);
    expect(mayOpen('finance', 'audit')).toBe(false);
    expect(mayOpen('catalogue', 'team')).toBe(false);
    for (const s of ['today', 'review', 'audit', 'team'] as const) expect(mayOpen('admin', s)).toBe(true);
  });

  it('links every screen in every locale, English at the root', () => {
    expect(staffHref('en', 'today')).toBe('/staff/');
    expect(staffHref('ar', 'review')).toBe('/ar/staff/review/');
    expect(staffHref('zh-TW', 'invite')).toBe('/zh-tw/staff/invite/');
  });
});

describe('staff console: Today', () => {
  it('says how long ago the oldest item arrived, in minutes, hours, then days', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(ageOf('2026-05-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(ageOf('2026-05-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(ageOf('2026-05-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(ageOf('2026-05-10T09:00:00Z', now, 'es')).toBe('hace 3 horas');
  });

  it('draws one bar a day scaled to the busiest, a zero as a hairline, mirrored right to left', () => {
    const bars = barsOf([0, 5, 10], 300, 100);
    expect(bars.map((b) => b.height)).toEqual([1, 50, 100]);
    expect(bars[2]!.y).toBe(0);
    expect(bars[0]!.x).toBeLessThan(bars[2]!.x);
    const rtl = barsOf([0, 5, 10], 300, 100, true);
    expect(rtl[0]!.x).toBeGreaterThan(rtl[2]!.x);
    expect(barsOf([0, 0], 100, 50).every((b) => b.height === 1)).toBe(true);
  });

  it('sums a series and names its busiest day for the text alternative', () => {
    expect(seriesSummary(['a', 'b', 'c'], [1, 4, 4])).toEqual({ total: 9, max: 4, day: 'b' });
    expect(seriesSummary([], [])).toEqual({ total: 0, max: 0, day: null });
  });
});

describe('staff console: the audit log', () => {
  it('lists the fields that changed, appeared or went', () => {
    expect(changesOf({ a: 1, b: 2, c: 3 }, { a: 1, b: 5, d: 4 })).toEqual([
      { field: 'b', before: 2, after: 5 },
      { field: 'c', before: 3, after: undefined },
      { field: 'd', before: undefined, after: 4 },
    ]);
    expect(changesOf(null, { ended: 2 })).toEqual([{ field: 'ended', before: undefined, after: 2 }]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf('draft', 'live')).toEqual([{ field: '', before: 'draft', after: 'live' }]);
  });

  it('writes a value short: strings as they are, the rest as JSON, cut with an ellipsis', () => {
    expect(shortValue('x')).toBe('x');
    expect(shortValue({ a: [1] })).toBe('{"a":[1]}');
    expect(shortValue('y'.repeat(100), 10)).toBe(`${'y'.repeat(9)}…`);
  });

  it('sends the filters as the API reads them: trimmed text, whole local days as instants', () => {
    const q = auditQuery({ staff: ' ada ', action: '', target: 'user:', from: '2026-05-01', to: '2026-05-02' });
    expect(q.staff).toBe('ada');
    expect(q.action).toBeUndefined();
    expect(q.target).toBe('user:');
    expect(new Date(q.from!).getTime()).toBe(new Date('2026-05-01T00:00:00').getTime());
    expect(new Date(q.to!).getTime()).toBe(new Date('2026-05-02T23:59:59.999').getTime());
    expect(auditQuery({ staff: '', action: '', target: '', from: 'nonsense', to: '' })).toEqual({});
  });
});

describe('staff console: support and catalogue screens', () => {
  it('shows each screen to the roles its routes allow; a record page belongs to Merchants', () => {
    for (const s of ['merchants', 'merchant', 'order', 'contact', 'affiliates'] as const) {
      expect(mayOpen('support', s), s).toBe(true);
      expect(mayOpen('catalogue', s), s).toBe(false);
      // Finance opens the affiliates screen for its weekly statements only.
      expect(mayOpen('finance', s), s).toBe(s === 'affiliates');
      expect(mayOpen('admin', s), s).toBe(true);
    }
    expect(mayOpen('catalogue', 'catalogue')).toBe(true);
    expect(mayOpen('support', 'catalogue')).toBe(false);
    expect(mayOpen('admin', 'catalogue')).toBe(true);
    expect(navScreenOf('merchant')).toBe('merchants');
    expect(navScreenOf('order')).toBe('merchants');
    expect(navScreenOf('contact')).toBe('contact');
    expect(recordHref('ar', 'order', 12)).toBe('/ar/staff/order/?id=12');
    expect(recordHref('en', 'merchant', 3)).toBe('/staff/merchant/?id=3');
  });

  it('reads a record id from the address: a whole number above zero, nothing else', () => {
    expect(idFromSearch('?id=12')).toBe(12);
    expect(idFromSearch('?id= 7 ')).toBe(7);
    for (const bad of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=99999999999', '?x=1']) {
      expect(idFromSearch(bad), bad).toBeNull();
    }
  });

  it('takes a price as the API does: digits, two decimals at most, above zero; a decimal comma becomes a point', () => {
    for (const ok of ['1234.50', '9', '0.01', ' 12.5 ']) expect(isPrice(ok), ok).toBe(true);
    for (const bad of ['0', '0.00', '1.234', '-3', '1e3', 'ten', '', '1,5']) expect(isPrice(bad), bad).toBe(false);
    expect(normalizePrice(' 1 234,5 ')).toBe('1234.5');
    expect(isPrice(normalizePrice('12,50'))).toBe(true);
  });

  it('says a span of minutes in days and hours, or hours and minutes, and how urgent a deadline is', () => {
    expect(durationText(45, 'en')).toBe('45 min');
    expect(durationText(13 * 60 + 20, 'en')).toBe('13 hr 20 min');
    expect(durationText(-(2 * 60 + 5), 'en')).toBe('2 hr 5 min');
    expect(durationText(47 * 60 + 59, 'en')).toBe('1 day 23 hr');
    expect(durationText(120, 'en')).toBe('2 hr');
    expect(deadlineTone(-1)).toBe('overdue');
    expect(deadlineTone(5 * 60)).toBe('soon');
    expect(deadlineTone(30 * 60)).toBe('ok');
  });

  it("reads an order timeline's status change as its two statuses", () => {
    expect(statusMove('0 → 1')).toEqual({ from: 0, to: 1 });
    expect(statusMove('usdt pending')).toBeNull();
  });
});
