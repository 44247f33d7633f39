import type { AggGame, Aggregator } from '../aggregator.ts';
import { fakeCatalogue } from './generate.ts';

/** Games per page of `listGames` (a real aggregator's pages are of this order). */
export const FAKE_PAGE = 2_000;

/**
 * The aggregator shipped in the repo, in process: the generated catalogue at one revision
 * (GAMES_FAKE_REVISION, or the constructor's), and demo launches to its own playable page
 * (`/__games/demo`, fake/http.ts). No network, nothing downloaded.
 */
export class FakeAggregator implements Aggregator {
  readonly source: string;
  readonly revision: number;
  private readonly demoBase: string;
  constructor(opts: { revision?: number; demoBase?: string } = {}) {
    this.revision = Math.max(1, Math.floor(opts.revision ?? 1));
    this.source = `fake:rev${this.revision}`;
    this.demoBase = opts.demoBase ?? '/__games';
  }

  async listProviders() {
    return fakeCatalogue(this.revision).providers;
  }

  async listGames(opts: { since?: Date; cursor?: string | null } = {}) {
    const all = fakeCatalogue(this.revision).games;
    const since = opts.since?.toISOString();
    const list = since ? all.filter((g) => g.updatedAt >= since) : all;
    const from = cursorOffset(opts.cursor);
    const games = list.slice(from, from + FAKE_PAGE);
    return { games, next: from + FAKE_PAGE < list.length ? String(from + FAKE_PAGE) : null };
  }

  async game(id: string): Promise<AggGame | null> {
    return fakeCatalogue(this.revision).games.find((g) => g.id === id) ?? null;
  }

  async demoLaunchUrl(gameId: string, opts: { lang: string; token: string; returnUrl?: string }) {
    const q = new URLSearchParams({ token: opts.token, lang: opts.lang });
    if (opts.returnUrl) q.set('return', opts.returnUrl);
    // The token names the game (launch.ts binds it): the page plays the game its token says.
    void gameId;
    return `${this.demoBase}/demo?${q}`;
  }
}

/** A cursor is an offset into the list; anything else starts at the beginning. */
export function cursorOffset(cursor: string | null | undefined): number {
  return cursor && /^\d{1,7}$/.test(cursor) ? Number(cursor) : 0;
}
