import type { MarketRules } from '../types.ts';

/** Indonesia: gambling, online included, is an offence. */
export const id: MarketRules = {
  countriesId: 3,
  iso: 'ID',
  status: 'prohibited',
  note: 'Gambling is an offence under the Criminal Code (KUHP art. 303, 303 bis), and making gambling content accessible online is prohibited by the ITE Law (art. 27(2)); the ministry blocks such sites. The Civil Code (art. 330) sets adulthood at 21. The platform requires a 21+ notice, a responsible-gaming link and a help service (Gambling Therapy, online, free).',
  sources: [
    { name: 'Kitab Undang-Undang Hukum Pidana, Pasal 303 dan 303 bis', url: 'https://peraturan.go.id' },
    { name: 'UU No. 11/2008 tentang ITE (diubah UU No. 1/2024), Pasal 27 ayat (2)', url: 'https://peraturan.go.id' },
    { name: 'Kitab Undang-Undang Hukum Perdata, Pasal 330', url: 'https://peraturan.go.id' },
  ],
  checked: '2026-11-29',
  minAge: '21',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
