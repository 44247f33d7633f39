import type { MarketRules } from '../types.ts';

/** Viet Nam: online casino is prohibited; no licence exists. */
export const vn: MarketRules = {
  countriesId: 1,
  iso: 'VN',
  status: 'prohibited',
  note: 'Organising gambling and gambling are offences (Penal Code 2015, arts. 321–322), and no licence allows online casino to players in Viet Nam; casinos licensed under Decree 06/2017/ND-CP admit Vietnamese players only from 21, on site. The platform requires what a prudent operator shows: a 21+ notice, a responsible-gaming link and a help service (no national gambling help line: Gambling Therapy, online, free).',
  sources: [
    { name: 'Bộ luật Hình sự 2015 (Luật số 100/2015/QH13), Điều 321–322', url: 'https://vbpl.vn' },
    { name: 'Nghị định 06/2017/NĐ-CP về kinh doanh casino (người chơi từ 21 tuổi)', url: 'https://chinhphu.vn' },
  ],
  checked: '2026-11-29',
  minAge: '21',
  helpLine: { name: { en: 'Gambling Therapy (Gordon Moody)' }, url: 'https://www.gamblingtherapy.org' },
};
