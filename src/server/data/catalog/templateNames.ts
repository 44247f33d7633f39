import { localeCodes, type LocaleCode } from '../../../../i18n/locales.ts';
import { adjectiveKeys, adjectives, nounKeys, nouns, placeKeys, places } from './words.ts';

/** A name as indexes into the word tables; `place` -1 = no place word ("Neon Tiger"). */
export interface NameParts {
  adj: number;
  noun: number;
  place: number;
}

/** Pairs that read badly in some language ("Royal King", "Lucky Fortune", a kingdom of an empire). */
const clashes = new Set([
  'royal+king', 'royal+queen', 'royal+crown', 'imperial+empire', 'lucky+fortune', 'electric+thunder', 'silver+moon',
  'royal@kingdom', 'imperial@kingdom', 'empire@kingdom', 'king@kingdom', 'queen@kingdom', 'royal@palace',
]);

export function nameClashes(p: NameParts): boolean {
  const a = adjectiveKeys[p.adj]!;
  const n = nounKeys[p.noun]!;
  const pl = p.place >= 0 ? placeKeys[p.place]! : '';
  return clashes.has(`${a}+${n}`) || (pl !== '' && (clashes.has(`${a}@${pl}`) || clashes.has(`${n}@${pl}`)));
}

const genderIndex = { m: 0, f: 1, n: 2, F: 1 } as const;

/** Composes the name in one locale, with its word order and agreement. */
export function composeName(locale: LocaleCode, p: NameParts): string {
  const [noun = '', g = 'm'] = nouns[locale][p.noun]!.split('|') as [string, keyof typeof genderIndex];
  const forms = adjectives[locale][p.adj]!.split('|');
  const adj = forms[genderIndex[g]] ?? forms[0]!;
  const place = p.place >= 0 ? places[locale][p.place]! : '';
  switch (locale) {
    case 'es':
      return place ? `${place} ${g === 'f' ? 'de la' : 'del'} ${noun} ${adj}` : `${noun} ${adj}`;
    case 'pt':
      return place ? `${place} ${g === 'f' ? 'da' : 'do'} ${noun} ${adj}` : `${noun} ${adj}`;
    case 'ru':
      return place ? `${place} «${adj} ${noun}»` : `${adj} ${noun}`;
    case 'ar':
    case 'vi':
    case 'id':
    case 'ms':
      return [place, noun, adj].filter(Boolean).join(' ');
    case 'th':
      return `${place}${noun}${adj}`;
    case 'zh':
    case 'zh-TW':
      return `${adj}${noun}${place}`;
    case 'ja':
      return [adj, noun, place].filter(Boolean).join('・');
    default:
      // en, ko, bn, tr: adjective, noun, place.
      return [adj, noun, place].filter(Boolean).join(' ');
  }
}

/** `{ en: 'Golden Dragon Palace', vi: 'Cung Điện Rồng Vàng', … }` */
export function localizedName(p: NameParts): Record<string, string> {
  return Object.fromEntries(localeCodes.map((l) => [l, composeName(l, p)]));
}
