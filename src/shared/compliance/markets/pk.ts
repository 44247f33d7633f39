import type { MarketRules } from '../types.ts';

/** Pakistan: gambling is prohibited; no licence exists for online casino. */
export const pk: MarketRules = {
  countriesId: 14,
  iso: 'PK',
  status: 'prohibited',
  note: 'The Public Gambling Act 1867 and the Pakistan Penal Code (s. 294-B, prize schemes) make gambling offences, and no law licenses online casino. Majority is at 18 (Majority Act 1875). The platform requires an 18+ notice, a responsible-gaming link and a help service (Gambling Therapy, online, free).',
  sources: [
    { name: 'Public Gambling Act, 1867', url: 'https://pakistancode.gov.pk' },
    { name: 'Pakistan Penal Code, section 294-B', url: 'https://pakistancode.gov.pk' },
  ],
  checked: '2026-11-29',
  minAge: '18',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
