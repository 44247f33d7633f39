import { getLocale, type LocaleCode } from '../../../../i18n/locales.ts';
import { regionName } from '../../data/displayNames.ts';
import { offeredZones, UTC } from '../../data/timeZones.ts';
import { html, type SafeHtml } from '../../platform/html.ts';

/** What a console time needs of the page: its language and the operator's zone. */
export interface TimeCtx {
  locale: LocaleCode;
  timeZone: string;
}

// One formatter per language and zone: building them costs more than formatting.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: LocaleCode, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // Keyed by the options' values too: `timeZoneName: 'longGeneric'` and `'shortOffset'` differ.
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(getLocale(locale).lang, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

// `dateStyle` cannot be combined with a zone name, so the parts are spelled out; the day and the
// clock are formatted apart and joined as the language joins them (joinOf below).
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'shortOffset' };

/**
 * How a language puts a day and a clock time together, read from its plain (medium) pattern:
 * which comes first and what stands between ("Nov 26, 2026, 4:05 PM"; vi "16:05 26 thg 11, 2026").
 * The long pattern adds a word ("at", vi "lúc", ms "pada", ar "في") that the catalogue's own
 * sentences already say ("Verified on {{time}}", "Đã xác minh lúc {{time}}"): "lúc lúc".
 */
const joins = new Map<string, { dayFirst: boolean; glue: string }>();
function joinOf(locale: LocaleCode): { dayFirst: boolean; glue: string } {
  let join = joins.get(locale);
  if (!join) {
    const at = new Date(Date.UTC(2026, 10, 26, 16, 5));
    const medium = (o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(getLocale(locale).lang, { ...o, timeZone: UTC }).format(at);
    const both = medium({ dateStyle: 'medium', timeStyle: 'short' });
    const day = medium({ dateStyle: 'medium' });
    const clock = medium({ timeStyle: 'short' });
    const between = (first: string, second: string) =>
      both.startsWith(first) && both.endsWith(second) ? both.slice(first.length, both.length - second.length) : null;
    const dayGlue = between(day, clock);
    const clockGlue = dayGlue === null ? between(clock, day) : null;
    join = { dayFirst: clockGlue === null, glue: dayGlue ?? clockGlue ?? ' ' };
    joins.set(locale, join);
  }
  return join;
}

/**
 * A time as the operator reads it: their language, their zone, the zone's offset printed with it,
 * and no connecting word ("at", "lúc", "pada"): the sentence around it has its own.
 */
export function consoleTimeText(ctx: TimeCtx, date: Date): string {
  if (Number.isNaN(date.getTime())) return '—';
  const day = formatter(ctx.locale, ctx.timeZone, DAY).format(date);
  const clock = formatter(ctx.locale, ctx.timeZone, CLOCK).format(date);
  const { dayFirst, glue } = joinOf(ctx.locale);
  return dayFirst ? `${day}${glue}${clock}` : `${clock}${glue}${day}`;
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

/** A zone by its IANA name as a person reads it ("Vietnam (GMT+7)"), never the raw id ("Asia/Ho_Chi_Minh"). */
export function zoneLabelOf(locale: LocaleCode, zone: string, at: Date): string {
  return zoneLabel(locale, offeredZones.find((z) => z.zone === zone) ?? { zone, region: null }, at);
}
