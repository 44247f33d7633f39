import type { MarketRules } from '../types.ts';

/** Bangladesh: gambling is prohibited; no licence exists for online casino. */
export const bd: MarketRules = {
  countriesId: 7,
  iso: 'BD',
  status: 'prohibited',
  note: 'The Public Gambling Act 1867 prohibits keeping a gaming house and gaming in one, and no law licenses online casino. Majority is at 18 (Majority Act 1875). The platform requires an 18+ notice, a responsible-gaming link and a help service (Gambling Therapy, online, free).',
  sources: [
    { name: 'Public Gambling Act, 1867 (Act No. III of 1867)', url: 'http://bdlaws.minlaw.gov.bd' },
    { name: 'Majority Act, 1875', url: 'http://bdlaws.minlaw.gov.bd' },
  ],
  checked: '2026-11-29',
  minAge: '18',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
