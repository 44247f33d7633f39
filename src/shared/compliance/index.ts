import { GLOBAL_STATION } from '../catalogIds.ts';
import { bd } from './markets/bd.ts';
import { br } from './markets/br.ts';
import { id } from './markets/id.ts';
import { india } from './markets/in.ts';
import { jp } from './markets/jp.ts';
import { kr } from './markets/kr.ts';
import { mx } from './markets/mx.ts';
import { my } from './markets/my.ts';
import { ng } from './markets/ng.ts';
import { ph } from './markets/ph.ts';
import { pk } from './markets/pk.ts';
import { th } from './markets/th.ts';
import { tr } from './markets/tr.ts';
import { vn } from './markets/vn.ts';
import type { MarketRules } from './types.ts';

export { missingElements, requiredElements } from './missing.ts';
export * from './types.ts';

/** Every market's rules, in the order of server/data/markets.ts (a unit test holds the two together). */
export const MARKET_RULES: readonly MarketRules[] = [vn, th, id, my, ph, india, bd, br, mx, jp, kr, tr, ng, pk];

/**
 * The global station (a site sold in no one market) answers to no one regulator: it gets what
 * a prudent operator shows anywhere — an 18+ notice, a responsible-gaming link, a help service.
 */
export const GLOBAL_RULES: MarketRules = {
  countriesId: GLOBAL_STATION,
  iso: '',
  status: 'prohibited',
  note: 'No one market: the baseline every market shares (18+, a responsible-gaming link, a help service).',
  sources: [],
  checked: '2026-11-29',
  minAge: '18',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};

const byId = new Map(MARKET_RULES.map((m) => [m.countriesId, m]));

/** The rules of a site's market (`sites.countries_id`); the global station's baseline for any other id. */
export const rulesOf = (countriesId: number): MarketRules => byId.get(countriesId) ?? GLOBAL_RULES;
