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

/** `{ price: "999.00", currency: "USD" }` as the API writes it. */
export function money(minor: number, currency: string): { price: string; currency: string } {
  return { price: formatMinor(minor), currency };
}

/** Localized money; an unknown currency code falls back to "999.00 XYZ" instead of throwing. */
export function formatPrice(price: string, currency: string, locale: string): string {
  try {
    // A numeric string keeps its exact decimal value in Intl (no float round trip).
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price as unknown as number);
  } catch {
    return `${price} ${currency}`;
  }
}
