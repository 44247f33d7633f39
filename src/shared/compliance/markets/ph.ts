import type { MarketRules } from '../types.ts';

/** Philippines: PAGCOR licenses and regulates games of chance, online ones included. */
export const ph: MarketRules = {
  countriesId: 5,
  iso: 'PH',
  status: 'licensed',
  note: 'PAGCOR has the authority to license and regulate games of chance, on site and over the internet (PD 1869 as amended by RA 9487); offering online casino to players in the Philippines needs its licence. PAGCOR bars persons under 21 from gaming. The starting document names the National Center for Mental Health crisis line 1553.',
  sources: [
    {
      name: 'Presidential Decree No. 1869 as amended by Republic Act No. 9487 (PAGCOR Charter)',
      url: 'https://www.pagcor.ph',
    },
    { name: 'PAGCOR responsible gaming rules (minimum age 21)', url: 'https://www.pagcor.ph' },
  ],
  checked: '2026-11-29',
  minAge: '21',
  licence: { issuer: 'PAGCOR', seal: false },
  helpLine: { name: { en: 'NCMH Crisis Hotline' }, phone: '1553', url: 'https://ncmh.gov.ph' },
};
