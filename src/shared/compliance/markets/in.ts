import type { MarketRules } from '../types.ts';

/** India: online money games are prohibited nationwide since 2025. */
export const india: MarketRules = {
  countriesId: 6,
  iso: 'IN',
  status: 'prohibited',
  note: 'The Promotion and Regulation of Online Gaming Act, 2025 prohibits offering, facilitating and advertising online money games anywhere in India; the Public Gambling Act 1867 and state laws cover gambling otherwise. Majority is at 18 (Indian Majority Act 1875). The platform requires an 18+ notice, a responsible-gaming link and the national Tele-MANAS helpline 14416.',
  sources: [
    { name: 'The Promotion and Regulation of Online Gaming Act, 2025', url: 'https://www.meity.gov.in' },
    { name: 'Public Gambling Act, 1867', url: 'https://www.indiacode.nic.in' },
  ],
  checked: '2026-11-29',
  minAge: '18',
  helpLine: {
    name: { en: 'Tele-MANAS (national mental health helpline)' },
    phone: '14416',
    url: 'https://telemanas.mohfw.gov.in',
  },
};
