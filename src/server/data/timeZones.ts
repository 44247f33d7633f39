import { markets } from './markets.ts';

/**
 * Time zones the console offers, each with the region whose name labels it (ICU names the
 * region and the zone in every language, so no table of zone names is kept here). The
 * markets' zones come first: a market's operators work on its capital's clock. The others
 * are where operators of the 15 console languages commonly sit.
 */
const marketZone: Record<(typeof markets)[number]['iso'], string> = {
  VN: 'Asia/Ho_Chi_Minh',
  TH: 'Asia/Bangkok',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  PH: 'Asia/Manila',
  IN: 'Asia/Kolkata',
  BD: 'Asia/Dhaka',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  TR: 'Europe/Istanbul',
  NG: 'Africa/Lagos',
  PK: 'Asia/Karachi',
};

export const UTC = 'UTC';

export interface OfferedZone {
  zone: string;
  region: string | null;
  /** Another offered zone has the same region: the label names the zone too. */
  shared?: boolean;
}

const list: OfferedZone[] = [
  { zone: UTC, region: null },
  ...Object.entries(marketZone).map(([region, zone]) => ({ zone, region })),
  { zone: 'Asia/Shanghai', region: 'CN' },
  { zone: 'Asia/Hong_Kong', region: 'HK' },
  { zone: 'Asia/Taipei', region: 'TW' },
  { zone: 'Asia/Singapore', region: 'SG' },
  { zone: 'Asia/Dubai', region: 'AE' },
  { zone: 'Asia/Riyadh', region: 'SA' },
  { zone: 'Europe/Moscow', region: 'RU' },
  { zone: 'Europe/London', region: 'GB' },
  { zone: 'Europe/Madrid', region: 'ES' },
  { zone: 'Europe/Lisbon', region: 'PT' },
  { zone: 'America/New_York', region: 'US' },
  { zone: 'America/Los_Angeles', region: 'US' },
  { zone: 'Australia/Sydney', region: 'AU' },
];

export const offeredZones: readonly OfferedZone[] = list.map((z) => ({
  ...z,
  shared: list.some((o) => o !== z && o.region !== null && o.region === z.region),
}));

// ICU lists zones under their older canonical names (Asia/Saigon, Asia/Calcutta) and leaves out
// UTC; the offered names are accepted as well, since Intl formats with them all the same.
const known = new Set<string>([...Intl.supportedValuesOf('timeZone'), ...offeredZones.map((z) => z.zone)]);

/** A zone Intl can format in; anything else (unknown, overlong, control characters) is not. */
export function isTimeZone(value: string): boolean {
  return known.has(value);
}

/** The zone of a market by its `countries` id; the global station and unknown ids keep UTC. */
export function zoneOfMarket(countriesId: number): string {
  const iso = markets.find((m) => m.id === countriesId)?.iso;
  return iso ? marketZone[iso] : UTC;
}
