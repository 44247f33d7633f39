/** Formats an API money string ("999.00") in the page's locale. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const n = Number(amount);
  if (!Number.isFinite(n)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n);
  } catch {
    return `${amount} ${currency}`;
  }
}
