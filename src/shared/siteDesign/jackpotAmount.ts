import { parseLocaleAmount } from '../localeAmount.ts';

/**
 * The jackpot's figure as the operator types it: in major units, the way their language
 * writes numbers ("1,000,000.00", "1 000 000", "1.000.000,50", "١٬٠٠٠٬٠٠٠"), a currency sign
 * or code allowed. Stored as the document keeps amounts: whole hundredths (fields.ts
 * `minorAmount`, as money.ts and regionFormat.ts read them). A number written the English way
 * is read too when the language's own way does not fit ("1,000,000.00" typed in Vietnamese).
 */
export type AmountReading =
  | { ok: true; minor: string }
  | { ok: false; error: 'design.error.amountFormat' | 'design.error.amountDecimals' | 'design.error.amountTooLarge' };

/** At most 15 digits of hundredths (fields.ts `minorAmount`). */
const MAX_MINOR_DIGITS = 15;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
/** Currency signs, and an ISO code before or after the figure ("USD 1,000", "1.000 VND"). */
const CURRENCY = /\p{Sc}|^\s*[A-Za-z]{3}(?=[\s\d\u0660-\u0669])|(?<=[\d\u0660-\u0669\s.,])[A-Za-z]{3}\s*$/gu;

export function parseJackpotAmount(text: string, lang: string): AmountReading {
  const bare = text.replace(CURRENCY, '').trim();
  if (bare === '') return { ok: true, minor: '' };
  const read = [lang, 'en'].map((l) => DECIMAL.exec(parseLocaleAmount(bare, l))).find(Boolean);
  if (!read) return { ok: false, error: 'design.error.amountFormat' };
  const whole = read[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (read[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return { ok: false, error: 'design.error.amountDecimals' };
  const minor = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (minor.length > MAX_MINOR_DIGITS) return { ok: false, error: 'design.error.amountTooLarge' };
  return { ok: true, minor };
}

/** Hundredths as the operator reads them back in their language: "1,000,000" or "1,250.50" (no decimals when whole). */
export function formatJackpotAmount(minor: string, lang: string): string {
  if (!/^\d{1,15}$/.test(minor)) return '';
  const padded = minor.padStart(3, '0');
  const cents = padded.slice(-2);
  const digits = cents === '00' ? 0 : 2;
  const format = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(`${padded.slice(0, -2)}.${cents}` as unknown as number); // a decimal string, read exactly
}
