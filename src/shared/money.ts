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

/** "999", "999.5", "999.00" → 99900 minor units; null when it is not a plain amount. */
export function parseMoney(text: string): number | null {
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
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
