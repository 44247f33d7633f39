import type { GameCategory } from '../../shared/gameCatalogueCategories.ts';

/**
 * A game aggregator: the studios and games it offers, a game's details, and where a demo
 * launches. Two implement it: the fake shipped in the repo (fake/fakeAggregator.ts, in process)
 * and `HttpAggregator` (a real one over HTTP, docs/games.md). The import (import.ts) and the
 * demo launch (launch.ts) are all that call it.
 */
export interface Aggregator {
  /** Names this aggregator in the import log (`fake:rev1`, `https://agg.example`). */
  readonly source: string;
  listProviders(): Promise<AggProvider[]>;
  /** One page of games; `next` is the cursor of the following page, null after the last. */
  listGames(opts?: { since?: Date; cursor?: string | null }): Promise<{ games: AggGame[]; next: string | null }>;
  /** One game, or null when the aggregator does not know it (or no longer offers it). */
  game(id: string): Promise<AggGame | null>;
  /** Where the demo of `gameId` opens; the token is the platform's signed launch token (launch.ts). */
  demoLaunchUrl(gameId: string, opts: { lang: string; token: string; returnUrl?: string }): Promise<string>;
}

export interface AggProvider {
  id: string;
  name: string;
}

export type Volatility = 'low' | 'medium' | 'high';

/** What a game page says beyond the tile. */
export interface GameFacts {
  /** The largest win, in multiples of the stake. */
  maxWinX: number;
  /** Paylines of a slot (null: ways, or not a slot). */
  paylines: number | null;
  /** Feature codes: free_spins, bonus_buy, multiplier, wilds, cascades, jackpot, hold_and_win, side_bets. */
  features: string[];
}

/** One game as an aggregator lists it. */
export interface AggGame {
  id: string;
  providerId: string;
  title: string;
  category: GameCategory;
  /** Return to player in basis points (9612 = 96.12 %). */
  rtpBp: number;
  volatility: Volatility;
  /** ISO 3166-1 alpha-2 codes where the game may be offered. */
  markets: string[];
  demo: boolean;
  mobile: boolean;
  /** ISO date (YYYY-MM-DD). */
  releasedAt: string;
  popularity: number;
  facts: GameFacts;
  /** When the aggregator last changed the record (ISO instant); `since` filters on it. */
  updatedAt: string;
}
