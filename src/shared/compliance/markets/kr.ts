import type { MarketRules } from '../types.ts';

/** Korea: online casino is illegal; speculative businesses need a licence none can get online. */
export const kr: MarketRules = {
  countriesId: 11,
  iso: 'KR',
  status: 'prohibited',
  note: 'Gambling and running gambling are offences (Criminal Act arts. 246–247), and the Act on Special Cases concerning the Regulation and Punishment of Speculative Acts allows no online casino; the National Gambling Control Commission oversees the lawful ones. Majority is at 19 (Civil Act art. 4). The platform requires a 19+ notice, a responsible-gaming link and the Korea Center on Gambling Problems line 1336.',
  sources: [
    { name: '형법 제246조·제247조 (Criminal Act)', url: 'https://www.law.go.kr' },
    { name: '사행행위 등 규제 및 처벌 특례법', url: 'https://www.law.go.kr' },
    { name: '사행산업통합감독위원회 (National Gambling Control Commission)', url: 'https://www.ngcc.go.kr' },
  ],
  checked: '2026-11-29',
  minAge: '19',
  helpLine: {
    name: { en: 'Korea Center on Gambling Problems', ko: '한국도박문제예방치유원' },
    phone: '1336',
    url: 'https://www.kcgp.or.kr',
  },
};
