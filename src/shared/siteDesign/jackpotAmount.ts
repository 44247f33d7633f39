import { parseLocaleAmount } from '../localeAmount.ts';

/**
 * The jackpot's figure as the operator types it: in the market's main unit (yen, won, dong,
 * rupiah, pesos — never cents), the way their language writes numbers ("1,000,000.00",
 * "1 000 000", "1.000.000,50", "١٬٠٠٠٬٠٠٠", "১০,০০,০০০"), a currency sign, code or word around
 * it allowed ("Rp 1.000.000", "1.000.000đ", "১০,০০,০০০ টাকা", "١٢٣ ر.س"). Stored as the document keeps
 * amounts: whole hundredths (fields.ts `minorAmount`, as money.ts and regionFormat.ts read them).
 * A currency without minor units (JPY, KRW, VND, IDR… per Intl, i.e. ISO 4217) takes no
 * decimals. A number written the English way is read too when the language's own way does not
 * fit ("1,000,000.00" typed in Vietnamese).
 */
export type AmountReading =
  | { ok: true; minor: string }
  | {
      ok: false;
      error:
        | 'design.error.amountFormat'
        | 'design.error.amountDecimals'
        | 'design.error.amountWhole'
        | 'design.error.amountTooLarge';
    };

/** At most 15 digits of hundredths (fields.ts `minorAmount`). */
const MAX_MINOR_DIGITS = 15;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
/**
 * A currency before or after the figure: a sign ("$", "₫", "R$", "US$"), a code ("USD"), a
 * short word or abbreviation in any script ("Rp", "RM", "Rs.", "đ", "원", "円", "บาท", "টাকা").
 * Only around digits: what is left must still read as a number.
 */
const WORD = String.raw`[\p{L}\p{M}]{1,5}(?:\.[\p{L}\p{M}]{1,3})?\.?`; // "Rs.", "ر.س", "টাকা"
const BEFORE = new RegExp(String.raw`^\s*(?:\p{L}{0,3}\p{Sc}|${WORD})\s*(?=\p{Nd})`, 'u');
const AFTER = new RegExp(String.raw`(?<=\p{Nd})\s*(?:\p{Sc}|${WORD})\s*$`, 'u');

/** Decimal places of a currency's main unit (0 for JPY, KRW, VND, IDR; 2 when unknown). */
export function currencyDigits(currency: string | undefined): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function parseJackpotAmount(text: string, lang: string, currency?: string): AmountReading {
  const bare = text.replace(BEFORE, '').replace(AFTER, '').trim();
  if (bare === '') return { ok: true, minor: '' };
  const read = [lang, 'en'].map((l) => DECIMAL.exec(parseLocaleAmount(bare, l))).find(Boolean);
  if (!read) return { ok: false, error: 'design.error.amountFormat' };
  const whole = read[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (read[2] ?? '').replace(/0+$/, '');
  const places = Math.min(2, currencyDigits(currency));
  if (fraction.length > places)
    return { ok: false, error: places === 0 ? 'design.error.amountWhole' : 'design.error.amountDecimals' };
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
