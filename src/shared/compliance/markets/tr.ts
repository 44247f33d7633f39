import type { MarketRules } from '../types.ts';

/** Türkiye: online casino is illegal; only the state's own games are lawful. */
export const tr: MarketRules = {
  countriesId: 12,
  iso: 'TR',
  status: 'prohibited',
  note: 'Running games of chance is an offence (Turkish Penal Code art. 228), and Law No. 7258 (2020) punishes illegal betting and gambling online; casinos have been closed since 1998. Majority is at 18 (Civil Code art. 11). The platform requires an 18+ notice, a responsible-gaming link and the Yeşilay counselling line 115.',
  sources: [
    { name: 'Türk Ceza Kanunu (5237), madde 228', url: 'https://www.mevzuat.gov.tr' },
    {
      name: 'Futbol ve Diğer Spor Müsabakalarında Bahis ve Şans Oyunları Düzenlenmesi Hakkında Kanun (7258)',
      url: 'https://www.mevzuat.gov.tr',
    },
  ],
  checked: '2026-11-29',
  minAge: '18',
  helpLine: {
    name: { en: 'Yeşilay Counselling Centre (YEDAM)', tr: 'Yeşilay Danışmanlık Merkezi (YEDAM)' },
    phone: '115',
    url: 'https://www.yedam.org.tr',
  },
};
