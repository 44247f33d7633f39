/**
 * The self-service coming-soon notice (spec §1): shown until full self-service
 * opening goes live on the configured date. The date is a calendar day
 * (`YYYY-MM-DD`); self-service counts as open from 00:00 UTC that day, so the
 * notice never promises an opening that has already happened anywhere.
 */
export function opensAt(opensOn: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(opensOn);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** True while the notice should show. A malformed date hides it rather than show a wrong one. */
export function showSelfServiceNotice(opensOn: string, now: Date | number): boolean {
  const at = opensAt(opensOn);
  if (Number.isNaN(at)) return false;
  return (typeof now === 'number' ? now : now.getTime()) < at;
}

/** "7 July" in the page's language, from the configured date (no year: the notice is about this one). */
export function formatOpeningDay(opensOn: string, lang: string): string {
  const at = opensAt(opensOn);
  if (Number.isNaN(at)) return opensOn;
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
}
