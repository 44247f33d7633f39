import { createElement as h, type ReactNode } from 'react';
import { type GameLayout, gamePageHref, type SiteGame } from '../games.ts';
import type { RenderContext } from '../renderContext.ts';

/**
 * Game tiles (issue 31): the thumbnail, the game's name and its provider, the whole tile a
 * link to the game's page. The picture's size is set (no layout shift while it loads) and it
 * loads lazily: the browser fetches the first screen's at once and the rest as they scroll in.
 * The name is the link's text, so the picture's alt is empty rather than saying it twice.
 */
export const THUMB = { width: 320, height: 240 } as const;

export function gameTile(ctx: RenderContext, game: SiteGame): ReactNode {
  return h(
    'li',
    { key: game.id },
    h(
      'a',
      { href: gamePageHref(ctx.langRoot, game.slug) },
      h('img', {
        src: game.thumb,
        alt: '',
        width: THUMB.width,
        height: THUMB.height,
        loading: 'lazy',
        decoding: 'async',
      }),
      h('span', { className: 'gt' }, game.title),
      h('span', { className: 'gp' }, game.provider),
    ),
  );
}

/** A row (scrolls sideways) or a grid of tiles. */
export function gameTiles(ctx: RenderContext, games: readonly SiteGame[], layout: GameLayout, id?: string): ReactNode {
  return h(
    'ul',
    { className: `games g-${layout}`, id },
    games.map((g) => gameTile(ctx, g)),
  );
}
