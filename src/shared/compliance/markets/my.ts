import type { MarketRules } from '../types.ts';

/** Malaysia: online casino is not licensed; common gaming is an offence. */
export const my: MarketRules = {
  countriesId: 4,
  iso: 'MY',
  status: 'prohibited',
  note: 'The Common Gaming Houses Act 1953 and the Betting Act 1953 make unlicensed gaming and betting offences, and no licence is issued for online casino; the one licensed casino admits players from 21. The platform requires a 21+ notice, a responsible-gaming link and a help service (Gambling Therapy, online, free).',
  sources: [
    { name: 'Common Gaming Houses Act 1953 (Act 289)', url: 'https://lom.agc.gov.my' },
    { name: 'Betting Act 1953 (Act 495)', url: 'https://lom.agc.gov.my' },
  ],
  checked: '2026-11-29',
  minAge: '21',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
