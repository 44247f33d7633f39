import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import type { Motif } from '../../../shared/templateArt.ts';
import type { TagKey } from './tags.ts';
import { categoryKinds, type CategoryKind } from '../../../shared/gameCategories.ts';

export { categoryKinds, categoryNames, type CategoryKind } from '../../../shared/gameCategories.ts';

/** What the tiles and hero of a category's templates show, and the tag it implies. */
export const categoryStyle: Record<CategoryKind, { motifs: Motif[]; tag: TagKey; weight: number }> = {
  slots: { motifs: ['slot7', 'diamond', 'crown', 'coin', 'star'], tag: 'jackpot', weight: 1.8 },
  live: { motifs: ['roulette', 'cards', 'chip'], tag: 'live-dealer', weight: 1.4 },
  sports: { motifs: ['ball', 'trophy'], tag: 'sports', weight: 1.4 },
  lottery: { motifs: ['lotto', 'coin', 'star'], tag: 'jackpot', weight: 1 },
  fishing: { motifs: ['fish', 'lotus', 'coin'], tag: 'cartoon', weight: 1 },
  poker: { motifs: ['cards', 'chip'], tag: 'tournament', weight: 1 },
  esports: { motifs: ['gamepad', 'trophy', 'rocket'], tag: 'tournament', weight: 0.9 },
  crypto: { motifs: ['coin', 'rocket', 'diamond'], tag: 'crypto', weight: 1 },
  bingo: { motifs: ['lotto', 'star'], tag: 'festive', weight: 0.8 },
  cards: { motifs: ['cards', 'chip', 'crown'], tag: 'classic', weight: 1 },
  arcade: { motifs: ['rocket', 'gamepad', 'star', 'dice'], tag: 'animated', weight: 0.9 },
  virtual: { motifs: ['ball', 'trophy', 'gamepad'], tag: 'sports', weight: 0.8 },
};

/** Categories per station (the global station has all of them). */
export const marketCategories: Record<number, CategoryKind[]> = {
  [GLOBAL_STATION]: [...categoryKinds],
  1: ['slots', 'live', 'sports', 'lottery', 'fishing', 'poker', 'esports', 'crypto', 'cards', 'arcade', 'virtual'],
  2: ['slots', 'live', 'sports', 'lottery', 'fishing', 'cards', 'esports', 'arcade', 'virtual', 'crypto'],
  3: ['slots', 'live', 'sports', 'lottery', 'fishing', 'poker', 'cards', 'esports', 'arcade', 'crypto'],
  4: ['slots', 'live', 'sports', 'lottery', 'fishing', 'cards', 'esports', 'arcade', 'crypto'],
  5: ['slots', 'live', 'sports', 'bingo', 'lottery', 'fishing', 'cards', 'esports', 'arcade', 'poker', 'virtual'],
  6: ['slots', 'live', 'sports', 'cards', 'poker', 'lottery', 'esports', 'arcade', 'crypto', 'virtual'],
  7: ['slots', 'live', 'sports', 'cards', 'lottery', 'arcade', 'crypto', 'fishing'],
  8: ['slots', 'live', 'sports', 'bingo', 'lottery', 'poker', 'crypto', 'esports', 'arcade', 'virtual', 'cards'],
  9: ['slots', 'live', 'sports', 'bingo', 'lottery', 'poker', 'esports', 'crypto', 'virtual'],
  10: ['slots', 'live', 'sports', 'poker', 'esports', 'arcade', 'lottery', 'cards', 'crypto'],
  11: ['slots', 'live', 'sports', 'poker', 'esports', 'arcade', 'cards', 'virtual', 'crypto'],
  12: ['slots', 'live', 'sports', 'poker', 'cards', 'virtual', 'esports', 'crypto', 'bingo'],
  13: ['slots', 'live', 'sports', 'lottery', 'virtual', 'crypto', 'arcade', 'bingo'],
  14: ['slots', 'live', 'sports', 'cards', 'lottery', 'crypto', 'arcade', 'fishing'],
};
