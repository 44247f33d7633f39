/**
 * Money: integer minor units in the database, a decimal string with two places plus a
 * currency in the API (`"999.00"`, `"USD"`). Never floats on the way through.
 */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer digits the API accepts in an amount: 13 keeps cents below 2^53 (exact in JS) and far inside bigint. */
export const MAX_INTEGER_DIGITS = 13;

/** "999", "999.5", "999.00" → 99900 minor units; null when it is not a plain amount. */
export function parseMoney(text: string): number | null {
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** Millionths in one minor unit (cent): provider amounts are exact in millionths (USDT has 6 decimals). */
export const MICRO_PER_MINOR = 10_000;
/** Integer digits a provider amount may have: 9 keeps millionths below 2^53, so JS arithmetic stays exact. */
export const MAX_EVENT_INTEGER_DIGITS = 9;

/**
 * A provider's amount — a decimal string ("150.123456") or a JSON number (150) — as exact
 * millionths, or null: not a plain positive amount, more decimals than `decimals`, or more
 * than MAX_EVENT_INTEGER_DIGITS whole digits. A JSON number counts only when its shortest
 * decimal form is plain (150.5, not 1e21), which is the text the sender wrote.
 */
export function parseMicro(value: unknown, decimals: number): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,32})(?:\.(\d{1,32}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (whole.length > MAX_EVENT_INTEGER_DIGITS || fraction.length > decimals) return null;
  const micro = Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
  return micro > 0 ? micro : null;
}

/**
 * The rounding rule between 6-decimal money and 2-decimal prices: the cents are the millionths
 * rounded DOWN (what pays or is credited), and the remainder below a cent is a residue that is
 * carried on the merchant's balance (`fraction_micro`) until it makes a whole cent. Rounding
 * down never creates money; carrying the residue never loses any.
 */
export function splitMicro(micro: number): { minor: number; residueMicro: number } {
  return { minor: Math.floor(micro / MICRO_PER_MINOR), residueMicro: micro % MICRO_PER_MINOR };
}

/** Millionths as the exact decimal text, trailing zeros kept to `places` ("150.123456", "150.10"). */
export function formatMicro(micro: number, places = 2): string {
  const whole = Math.trunc(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${whole}.${fraction.padEnd(places, '0')}`;
}

/**
 * A price the way the locale writes it ("$999.00", "999,00 US$", "৯৯৯.০০ US$"): the one money
 * formatter of marketing pages, the wizard and the cart. `amount` is the API's decimal string
 * (or a whole number); an unknown currency code falls back to "999.00 XYZ" instead of throwing.
 */
export function formatPrice(
  amount: string | number,
  currency: string,
  locale: string,
  opts: { signed?: boolean } = {},
): string {
  // `signed` writes "+" on credits too (ledgers); a debit's "-" is always there.
  const signDisplay = opts.signed ? 'exceptZero' : 'auto';
  // A numeric string keeps its exact decimal value in Intl (no float round trip).
  const value = String(amount) as Intl.StringNumericLiteral;
  try {
    const nf = new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay });
    return isRtl(locale) ? isolateCurrency(nf.formatToParts(value)) : nf.format(value);
  } catch {
    if (!/^[A-Z]{4,5}$/.test(currency)) return `${amount} ${currency}`;
    // A code Intl rejects for not being ISO 4217 (USDT): lay it out as ISO's "no currency"
    // XXX in the locale's way, then put the code where XXX stands.
    const nf = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'XXX',
      currencyDisplay: 'code',
      signDisplay,
    });
    const parts = nf.formatToParts(value).map((p) => (p.type === 'currency' ? { ...p, value: currency } : p));
    return isRtl(locale) ? isolateCurrency(parts) : parts.map((p) => p.value).join('');
  }
}

/** An estimate between two whole amounts ("$30,000 – $50,000", "30 000–50 000 $"). */
export function formatPriceRange(min: number, max: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).formatRange(
      min,
      max,
    );
  } catch {
    return `${min}–${max} ${currency}`;
  }
}

const RTL = /^(ar|fa|he|ur)(-|$)/i;
const isRtl = (locale: string) => RTL.test(locale);

/**
 * In right-to-left text a Latin currency sign such as "US$" is torn apart by the bidi
 * algorithm ("$US 1,199.00"). A left-to-right isolate (U+2066 … U+2069) keeps it whole.
 */
function isolateCurrency(parts: Intl.NumberFormatPart[]): string {
  return parts
    .map((p) => (p.type === 'currency' && /[A-Za-z]/.test(p.value) ? `\u2066${p.value}\u2069` : p.value))
    .join('');
}
