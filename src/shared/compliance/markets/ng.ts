import type { MarketRules } from '../types.ts';

/** Nigeria: gaming is licensed by the states (and, in the FCT, by the NLRC) since the Supreme Court's 2024 ruling. */
export const ng: MarketRules = {
  countriesId: 13,
  iso: 'NG',
  status: 'licensed',
  note: 'In A.G. Lagos State v. A.G. Federation (SC/1/2008, 22 November 2024) the Supreme Court held that lotteries and games of chance are for the states to regulate; the National Lottery Act 2005 applies only in the Federal Capital Territory. Online casino needs the licence of the state regulator where it is offered (e.g. the Lagos State Lotteries and Gaming Authority, Law of 2021), so the issuer is left for the operator to enter. Players must be 18. No national gambling help line: the starting document names Gambling Therapy (online, free).',
  sources: [
    { name: 'Supreme Court of Nigeria, SC/1/2008 (22 November 2024)', url: 'https://supremecourt.gov.ng' },
    { name: 'National Lottery Regulatory Commission (FCT)', url: 'https://nlrc.gov.ng' },
    { name: 'Lagos State Lotteries and Gaming Authority Law 2021', url: 'https://lagosstate.gov.ng' },
  ],
  checked: '2026-11-29',
  minAge: '18',
  licence: { issuer: '', seal: false },
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
