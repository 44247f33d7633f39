import { useEffect, useState } from 'react';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { type GameList, isGameSection } from '~/shared/siteDesign/games';
import { gameCache, type GamesApi } from './gamesApi';

/**
 * The games of the edited page's game sections, as the published page will show them: asked
 * again (after a pause in typing) whenever a game section's props change. Until the first
 * answer the views show their placeholder tiles.
 */
export function useSectionGames(
  api: GamesApi,
  doc: SiteDocument,
  pageId: string,
): Record<string, GameList> | undefined {
  const sections = (doc.pages.find((p) => p.id === pageId)?.sections ?? []).filter((s) => isGameSection(s.type));
  const key = JSON.stringify(sections);
  const [games, setGames] = useState<Record<string, GameList>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the sections' content; the array is new on every render.
  useEffect(() => {
    if (!sections.length) return;
    let live = true;
    const timer = setTimeout(async () => {
      const r = await api.sectionGames(sections as Parameters<GamesApi['sectionGames']>[0]);
      if (!live || !r.ok) return;
      // The answer's schema says the same as GameList (optional fields read as possibly undefined).
      const lists = r.data.games as Record<string, GameList>;
      gameCache.rememberLists(lists);
      setGames(lists);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, api]);
  return games;
}
