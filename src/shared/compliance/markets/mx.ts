import type { MarketRules } from '../types.ts';

/** Mexico: games with bets need a permit of the Secretaría de Gobernación (SEGOB). */
export const mx: MarketRules = {
  countriesId: 9,
  iso: 'MX',
  status: 'licensed',
  note: 'Games with bets may be run only under a SEGOB permit (Ley Federal de Juegos y Sorteos). Its Reglamento, as reformed in 2013, requires the advertising of permitted games to carry the permit number and to say that betting is forbidden to minors (under 18). The starting document names the national addiction line Línea de la Vida.',
  sources: [
    { name: 'Ley Federal de Juegos y Sorteos (DOF 31-12-1947)', url: 'https://www.diputados.gob.mx/LeyesBiblio/' },
    {
      name: 'Reglamento de la Ley Federal de Juegos y Sorteos (DOF 17-09-2004, reformado DOF 23-10-2013)',
      url: 'https://www.diputados.gob.mx/LeyesBiblio/',
    },
    { name: 'SEGOB, Dirección General de Juegos y Sorteos', url: 'https://www.gob.mx/segob' },
  ],
  checked: '2026-11-29',
  minAge: '18',
  licence: { issuer: 'SEGOB', seal: false },
  helpLine: {
    name: { en: 'Línea de la Vida', es: 'Línea de la Vida' },
    phone: '800 911 2000',
    url: 'https://www.gob.mx/salud/conasama',
  },
};
