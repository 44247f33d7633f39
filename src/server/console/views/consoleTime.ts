import { getLocale, type LocaleCode } from '../../../../i18n/locales.ts';
import { regionName } from '../../data/displayNames.ts';
import { UTC } from '../../data/timeZones.ts';
import { html, type SafeHtml } from '../../platform/html.ts';

/** What a console time needs of the page: its language and the operator's zone. */
export interface TimeCtx {
  locale: LocaleCode;
  timeZone: string;
}

// One formatter per language and zone: building them costs more than formatting.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: LocaleCode, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${Object.keys(options).join()}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(getLocale(locale).lang, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

// `dateStyle` cannot be combined with a zone name, so the parts are spelled out.
const TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'shortOffset',
};

/** A time as the operator reads it: their language, their zone, the zone's offset printed with it. */
export function consoleTimeText(ctx: TimeCtx, date: Date): string {
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(ctx.locale, ctx.timeZone, TIME).format(date);
}

/**
 * Every time the console shows goes through here (launch, sessions, versions, publishes), as a
 * `<time>` whose `datetime` is the exact instant.
 */
export function consoleTime(ctx: TimeCtx, date: Date): SafeHtml {
  if (Number.isNaN(date.getTime())) return html`—`;
  return html`<time datetime="${date.toISOString()}">${consoleTimeText(ctx, date)}</time>`;
}

function zonePart(locale: LocaleCode, zone: string, style: 'longGeneric' | 'shortOffset', at: Date): string {
  const parts = formatter(locale, zone, { timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/**
 * A zone's name in the console's language, offset included: `Vietnam (GMT+7)`. The zone's own
 * name is added where the region alone is ambiguous (`United States — Eastern Time (GMT-5)`)
 * or unknown; UTC is UTC everywhere.
 */
export function zoneLabel(
  locale: LocaleCode,
  zone: { zone: string; region: string | null; shared?: boolean },
  at: Date,
): string {
  if (zone.zone === UTC) return UTC;
  const offset = zonePart(locale, zone.zone, 'shortOffset', at);
  if (zone.region && !zone.shared) return `${regionName(zone.region, locale)} (${offset})`;
  const generic = zonePart(locale, zone.zone, 'longGeneric', at);
  return zone.region ? `${regionName(zone.region, locale)} — ${generic} (${offset})` : `${generic} (${offset})`;
}
