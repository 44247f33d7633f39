import type { MarketRules } from '../types.ts';

/** Japan: gambling is an offence outside the public games; online casino is not licensed. */
export const jp: MarketRules = {
  countriesId: 10,
  iso: 'JP',
  status: 'prohibited',
  note: 'Gambling and running a gambling place are offences (Penal Code arts. 185–186); only the public games (racing, lotteries) and, in future, integrated-resort casinos are lawful, and no online casino is licensed. Adulthood is 18 since 2022, but the public games and the IR Act keep 20 as the gambling age. The platform requires a 20+ notice, a responsible-gaming link and a help service (Gambling Therapy, online, free).',
  sources: [
    { name: '刑法 第185条・第186条 (Penal Code arts. 185–186)', url: 'https://elaws.e-gov.go.jp' },
    { name: '特定複合観光施設区域整備法 (IR Implementation Act, entry from 20)', url: 'https://elaws.e-gov.go.jp' },
  ],
  checked: '2026-11-29',
  minAge: '20',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
