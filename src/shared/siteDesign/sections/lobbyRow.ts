import { type CSSProperties, createElement as h } from 'react';
import { z } from 'zod';
import { type CategoryKind, categoryNames } from '../../gameCategories.ts';
import { gameCategoryNames } from '../../gameCatalogueCategories.ts';
import { href, text } from '../fields.ts';
import {
  GAME_LAYOUTS,
  GAME_SOURCES,
  GAME_TILES,
  gameCategoryOf,
  gameIdSchema,
  PICKED_MAX,
  providerIdSchema,
  sectionCategories,
  tileCount,
} from '../games.ts';
import { imageSrc, type LibraryImageId } from '../imageLibrary.ts';
import { resolveHref } from '../renderContext.ts';
import { gameTiles } from '../views/gameTiles.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** The picture standing in for a category's games where there is no catalogue (the wizard's preview). */
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

/** A category's name in a language: the template's kinds, else the aggregator's categories (table games). */
const categoryName = (category: string, lang: string): string => {
  const names: Record<string, string> | undefined =
    categoryNames[category as CategoryKind] ?? gameCategoryNames[gameCategoryOf(category)];
  return names?.[lang] ?? names?.['en'] ?? category;
};

/**
 * Games (issue 31): real tiles of a category, a provider, the newest or most played games, or
 * games picked by hand (games.ts `gameQueryOf` says which), as a row or a grid, with a "See
 * all" link. The section type keeps its first name: documents stored before the sources are
 * category rows (an absent `source` reads as `category`), as their tiles said.
 */
export const lobbyRow = defineSection({
  type: 'lobbyRow',
  group: 'games',
  props: z.object({
    title: text,
    source: z.enum(GAME_SOURCES).optional(),
    category: z.enum(sectionCategories as [string, ...string[]]),
    provider: providerIdSchema.optional(),
    games: z.array(gameIdSchema).max(PICKED_MAX).optional(),
    layout: z.enum(GAME_LAYOUTS).optional(),
    tiles: z.number().int().min(GAME_TILES.min).max(GAME_TILES.max),
    moreLabel: text,
    moreHref: href,
  }),
  defaults: {
    title: {},
    source: 'category',
    category: 'slots',
    provider: '',
    games: [],
    layout: 'row',
    tiles: 6,
    moreLabel: {},
    moreHref: '',
  },
  editorFields: (f) => ({
    title: f.text('title'),
    source: f.select('gameSource', GAME_SOURCES, (s) => `design.gameSource.${s}`),
    category: {
      type: 'select',
      label: f.label('category'),
      options: sectionCategories.map((k) => ({ value: k, label: categoryName(k, f.lang) })),
    },
    provider: f.gameProvider('provider'),
    games: f.gamePicker('games'),
    layout: f.select('gameLayout', GAME_LAYOUTS, (l) => `design.gameLayout.${l}`),
    tiles: { type: 'number', label: f.label('tiles'), ...GAME_TILES },
    moreLabel: f.text('moreLabel'),
    moreHref: f.link('moreHref'),
  }),
  // Only the choice the source needs: a category, a provider, or the picker.
  editorFieldsFor: (props, fields) => {
    const source = props.source ?? 'category';
    const needs = { category: 'category', provider: 'provider', games: 'picked' } as Record<string, string>;
    // In the fields' own order, without the choices this source does not use.
    return Object.fromEntries(Object.entries(fields).filter(([k]) => !needs[k] || needs[k] === source));
  },
  keepOnSwitch: ['source', 'provider', 'games', 'layout'],
  view: function LobbyRow(p) {
    const ctx = ctxOf(p);
    const id = str(p.id);
    const category = p.category ?? 'slots';
    const more = resolveHref(ctx, p.moreHref);
    const moreLabel = shown(ctx, `${id}/moreLabel`, p.moreLabel);
    const list = ctx.games?.[id];
    const games = list?.items ?? [];
    // Published: a section whose games are all gone (withdrawn, not in the market) is left out.
    if (ctx.games && !games.length && !ctx.editing) return null;
    const source = p.source ?? 'category';
    // Without the operator's title: what the source says (the category, the provider, new or popular games).
    const title =
      shown(ctx, `${id}/title`, p.title) ??
      (source === 'category'
        ? categoryName(category, ctx.lang)
        : source === 'provider'
          ? (games[0]?.provider ?? null)
          : source === 'new' || source === 'popular'
            ? ctx.t(`games.section.${source}`)
            : null);
    const art = imageSrc(categoryArt[category as CategoryKind] ?? 'slot7', ctx.siteRoot);
    return h(
      'section',
      { className: 'row' },
      h(
        'div',
        { className: 'row-head' },
        title ? h('h2', null, title) : null,
        more && moreLabel ? h('a', { href: more }, moreLabel) : null,
      ),
      ctx.games
        ? games.length
          ? gameTiles(ctx, games, p.layout ?? 'row')
          : h('p', { className: 'ph-box' }, ctx.t('games.section.none'))
        : // No catalogue here (the wizard's preview): empty tiles with the category's picture.
          h(
            'ul',
            {
              className: 'tiles',
              'aria-hidden': 'true',
              style: art ? ({ '--art': `url(${art})` } as CSSProperties) : undefined,
            },
            Array.from({ length: tileCount(p.tiles) }, (_, i) => h('li', { key: i })),
          ),
    );
  },
});
