import { type CSSProperties, createElement as h } from 'react';
import { z } from 'zod';
import { type CategoryKind, categoryKinds, categoryNames } from '../../gameCategories.ts';
import { href, text } from '../fields.ts';
import { imageSrc, type LibraryImageId } from '../imageLibrary.ts';
import { resolveHref } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** Game tiles a row shows (the lobby fills them with the category's games). */
const TILES = { min: 3, max: 12 } as const;

/** The picture standing in for a category's games until the lobby shows real ones. */
const categoryArt: Record<CategoryKind, LibraryImageId> = {
  slots: 'slot7',
  live: 'roulette',
  sports: 'ball',
  lottery: 'lotto',
  fishing: 'fish',
  poker: 'cards',
  esports: 'trophy',
  crypto: 'diamond',
  bingo: 'lotto',
  cards: 'cards',
  arcade: 'rocket',
  virtual: 'ball',
};

/** A row of one game category's tiles, with a "See all" link. */
export const lobbyRow = defineSection({
  type: 'lobbyRow',
  group: 'games',
  props: z.object({
    title: text,
    category: z.enum(categoryKinds),
    tiles: z.number().int().min(TILES.min).max(TILES.max),
    moreLabel: text,
    moreHref: href,
  }),
  defaults: { title: {}, category: 'slots', tiles: 6, moreLabel: {}, moreHref: '' },
  editorFields: (f) => ({
    title: f.text('title'),
    category: {
      type: 'select',
      label: f.label('category'),
      options: categoryKinds.map((k) => ({ value: k, label: categoryNames[k][f.lang] ?? k })),
    },
    tiles: { type: 'number', label: f.label('tiles'), ...TILES },
    moreLabel: f.text('moreLabel'),
    moreHref: f.link('moreHref'),
  }),
  view: function LobbyRow(p) {
    const ctx = ctxOf(p);
    const id = str(p.id);
    const kind: CategoryKind = p.category && p.category in categoryArt ? p.category : 'slots';
    const tiles = Math.max(TILES.min, Math.min(TILES.max, Number(p.tiles) || 6));
    const src = imageSrc(categoryArt[kind], ctx.siteRoot);
    const more = resolveHref(ctx, p.moreHref);
    const moreLabel = shown(ctx, `${id}/moreLabel`, p.moreLabel);
    return h(
      'section',
      { className: 'row' },
      h(
        'div',
        { className: 'row-head' },
        h('h2', null, shown(ctx, `${id}/title`, p.title) ?? categoryNames[kind][ctx.lang] ?? categoryNames[kind].en),
        more && moreLabel ? h('a', { href: more }, moreLabel) : null,
      ),
      // Empty tiles with the picture as a background: one request per category, a few bytes per tile.
      h(
        'ul',
        {
          className: 'tiles',
          'aria-hidden': 'true',
          style: src ? ({ '--art': `url(${src})` } as CSSProperties) : undefined,
        },
        Array.from({ length: tiles }, (_, i) => h('li', { key: i })),
      ),
    );
  },
});
