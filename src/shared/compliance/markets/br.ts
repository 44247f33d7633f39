import type { MarketRules } from '../types.ts';

/** Brazil: online games are a licensed activity since Lei 14.790/2023, authorised by the SPA of the Ministry of Finance. */
export const br: MarketRules = {
  countriesId: 8,
  iso: 'BR',
  status: 'licensed',
  note: 'Fixed-odds betting, online games included, may be offered only by operators authorised by the Secretaria de Prêmios e Apostas (SPA/MF); minors (under 18) may not bet, and operators must keep a responsible-gaming policy with help channels for players. Portaria SPA/MF 1.231/2024 sets the responsible-gaming and advertising duties (advertising says "18+"). No national gambling help line exists: the starting document names CVV 188 (emotional support, free, 24 h).',
  sources: [
    {
      name: 'Lei nº 14.790, de 29 de dezembro de 2023',
      url: 'https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2023/lei/l14790.htm',
    },
    {
      name: 'Portaria SPA/MF nº 1.231, de 31 de julho de 2024 (jogo responsável, publicidade)',
      url: 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
    },
  ],
  checked: '2026-11-29',
  minAge: '18',
  licence: { issuer: 'SPA/MF', seal: false },
  helpLine: {
    name: { en: 'CVV – Centro de Valorização da Vida', pt: 'CVV – Centro de Valorização da Vida' },
    phone: '188',
    url: 'https://cvv.org.br',
  },
};
