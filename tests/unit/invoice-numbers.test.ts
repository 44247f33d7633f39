import { describe, expect, it } from 'vitest';
import { formatInvoiceNo, parseInvoiceNo } from '../../src/shared/invoice.ts';

describe('invoice numbers', () => {
  it('are the series, the year and the number padded to six digits', () => {
    expect(formatInvoiceNo('INV', 2026, 123)).toBe('INV-2026-000123');
    expect(formatInvoiceNo('CN', 2026, 4)).toBe('CN-2026-000004');
    expect(formatInvoiceNo('INV', 2027, 999_999)).toBe('INV-2027-999999');
    // A seventh digit widens the number rather than wrapping it.
    expect(formatInvoiceNo('INV', 2027, 1_000_000)).toBe('INV-2027-1000000');
  });
  it('refuse what is not a number of a series', () => {
    for (const no of [0, -1, 1.5, Number.NaN, 2 ** 53])
      expect(() => formatInvoiceNo('INV', 2026, no)).toThrow(RangeError);
    expect(() => formatInvoiceNo('INV', 26, 1)).toThrow(RangeError);
  });
  it('read back what they write, and nothing else', () => {
    for (const [series, year, no] of [
      ['INV', 2026, 1],
      ['CN', 2030, 42],
      ['INV', 2026, 1_234_567],
    ] as const) {
      expect(parseInvoiceNo(formatInvoiceNo(series, year, no))).toEqual({ series, year, no });
    }
    for (const bad of ['INV-2026-123', 'INV-2026-000000', 'XX-2026-000001', 'INV-2026-0000001', 'inv-2026-000001']) {
      expect(parseInvoiceNo(bad), bad).toBeNull();
    }
  });
});
