import type { LocaleCode } from '../../i18n/locales.ts';
import { categoryNames } from './gameCategories.ts';

/**
 * The categories of the aggregator's games (src/server/games): a kind above where one fits
 * (crash games are `arcade`, "Arcade & crash"), and table games (roulette, blackjack,
 * baccarat), which no template kind names.
 */
export const gameCategories = ['slots', 'live', 'table', 'arcade', 'fishing', 'lottery', 'sports'] as const;
export type GameCategory = (typeof gameCategories)[number];

const tableGames: Record<LocaleCode, string> = {
  en: 'Table games',
  zh: '桌面游戏',
  'zh-TW': '桌上遊戲',
  vi: 'Trò chơi trên bàn',
  id: 'Permainan meja',
  ms: 'Permainan meja',
  th: 'เกมโต๊ะ',
  es: 'Juegos de mesa',
  pt: 'Jogos de mesa',
  bn: 'টেবিল গেম',
  ru: 'Настольные игры',
  ja: 'テーブルゲーム',
  ko: '테이블 게임',
  ar: 'ألعاب الطاولة',
  tr: 'Masa oyunları',
};

/** `gameCategoryNames[category][locale]` (pure: the storefront's bundles that only need `categoryNames` leave it out). */
export const gameCategoryNames = /* @__PURE__ */ Object.fromEntries(
  gameCategories.map((c) => [c, c === 'table' ? tableGames : categoryNames[c]]),
) as Record<GameCategory, Record<string, string>>;
