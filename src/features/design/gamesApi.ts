import { fetchClient } from '~/shared/api/fetchClient';
import type { GameList, SiteGame } from '~/shared/siteDesign/games';
import { result } from './designApi';

/**
 * What the designer asks about games (issue 31), on the typed client: the page's game sections
 * resolved as publishing resolves them (the design API, the console's session), and the
 * catalogue's public search and providers for the site's market (the picker, the provider field).
 */
export function gamesApi(slug: string, market: string | null, lang: string) {
  const api = fetchClient({ headers: () => ({ 'accept-language': lang }) });
  return {
    market,
    sectionGames: (sections: { id: string; type: 'lobbyRow' | 'gameLobby'; props: Record<string, unknown> }[]) =>
      result(api.post('/s/{slug}/console/api/design/section-games', { params: { slug }, body: { sections } })),
    search: (q: string) =>
      result(api.get('/api/games', { query: { market: market ?? '', q: q || undefined, pageSize: 12 } })),
    providers: () => result(api.get('/api/games/providers', { query: { market: market ?? '' } })),
  };
}

export type GamesApi = ReturnType<typeof gamesApi>;

/**
 * Games the designer has seen (search results, the sections' answers), by id: the picker names
 * the games of its list from here. A store the components subscribe to (useSyncExternalStore).
 */
const known = new Map<string, SiteGame>();
const listeners = new Set<() => void>();
let revision = 0;

export const gameCache = {
  get: (id: string) => known.get(id),
  remember(games: Iterable<SiteGame>) {
    for (const g of games) known.set(g.id, g);
    revision++;
    for (const l of listeners) l();
  },
  rememberLists(lists: Record<string, GameList>) {
    gameCache.remember(Object.values(lists).flatMap((l) => l.items));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  revision: () => revision,
};

/** A catalogue tile as the site's tiles show it. */
export const tileOf = (g: {
  id: string;
  slug: string;
  title: string;
  provider: { name: string };
  thumb: string;
}): SiteGame => ({
  id: g.id,
  slug: g.slug,
  title: g.title,
  provider: g.provider.name,
  thumb: g.thumb,
});
