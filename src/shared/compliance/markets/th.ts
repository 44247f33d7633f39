import type { MarketRules } from '../types.ts';

/** Thailand: gambling without a permit is an offence; online casino has none. */
export const th: MarketRules = {
  countriesId: 2,
  iso: 'TH',
  status: 'prohibited',
  note: 'The Gambling Act B.E. 2478 (1935) allows gambling only by permit, and no permit exists for online casino. Adulthood begins at 20 (Civil and Commercial Code, s. 19). The platform requires a 20+ notice, a responsible-gaming link and the Department of Mental Health hotline 1323.',
  sources: [
    { name: 'Gambling Act B.E. 2478 (1935)', url: 'https://www.krisdika.go.th' },
    { name: 'Civil and Commercial Code, section 19 (majority at 20)', url: 'https://www.krisdika.go.th' },
  ],
  checked: '2026-11-29',
  minAge: '20',
  helpLine: {
    name: { en: 'Department of Mental Health hotline', th: 'สายด่วนสุขภาพจิต กรมสุขภาพจิต' },
    phone: '1323',
    url: 'https://www.dmh.go.th',
  },
};
