import { createElement as h } from 'react';
import { z } from 'zod';
import { gameCategories, gameCategoryNames } from '../../gameCatalogueCategories.ts';
import { text } from '../fields.ts';
import { LOBBY_SCRIPT } from '../gameScripts.ts';
import type { GameList } from '../games.ts';
import type { RenderContext } from '../renderContext.ts';
import { gameTiles } from '../views/gameTiles.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { countTemplates } from '../../countTemplates.ts';
import { defineSection } from './kind.ts';

/** Tiles per page of the lobby: the first page is in the published HTML, the rest come on request. */
export const LOBBY_PAGE = { min: 12, max: 48 } as const;

const categories = ['', ...gameCategories] as const;

/** The results page's address with a search (q, category) at page `n`. */
function pageHref(base: string, list: GameList | undefined, n: number): string {
  const q = new URLSearchParams();
  if (list?.q) q.set('q', list.q);
  if (list?.category) q.set('category', list.category);
  q.set('page', String(n));
  return `${base}?${q}`;
}

/** Previous / "page n of m" / next: plain links to the server's results page (the script takes them over). */
function pager(ctx: RenderContext, base: string, list: GameList | undefined, size: number) {
  const page = list?.page ?? 1;
  const last = Math.max(1, Math.ceil((list?.total ?? 0) / size));
  const t = ctx.t;
  return h(
    'nav',
    { className: 'pager', 'aria-label': t('games.lobby.pages') },
    page > 1
      ? h('a', { href: pageHref(base, list, page - 1), rel: 'prev', 'data-page': page - 1 }, t('games.lobby.prev'))
      : null,
    last > 1 ? h('span', null, t('games.lobby.pageOf', { page, pages: last })) : null,
    page < last
      ? h('a', { href: pageHref(base, list, page + 1), rel: 'next', 'data-page': page + 1 }, t('games.lobby.next'))
      : null,
  );
}

/**
 * The lobby (issue 31): a search over the site's games (its market's only) with a category
 * filter, the first page of tiles in the page itself and a pager. Without script the form and
 * the pager lead to the server's results page (`<lang>/games/?q=…`); with it (gameScripts.ts)
 * they fetch the site's `games.json` and redraw in place.
 */
export const gameLobby = defineSection({
  type: 'gameLobby',
  group: 'games',
  props: z.object({
    title: text,
    category: z.enum(categories),
    pageSize: z.number().int().min(LOBBY_PAGE.min).max(LOBBY_PAGE.max),
  }),
  defaults: { title: {}, category: '', pageSize: 24 },
  editorFields: (f) => ({
    title: f.text('title'),
    category: {
      type: 'select',
      label: f.label('category'),
      options: categories.map((c) => ({
        value: c,
        label: c ? (gameCategoryNames[c][f.lang] ?? c) : f.t('games.lobby.allCategories'),
      })),
    },
    pageSize: { type: 'number', label: f.label('pageSize'), ...LOBBY_PAGE },
  }),
  keepOnSwitch: ['category', 'pageSize'],
  view: function GameLobby(p) {
    const ctx = ctxOf(p);
    const t = ctx.t;
    const id = str(p.id) || 'lobby';
    const size = Math.max(LOBBY_PAGE.min, Math.min(LOBBY_PAGE.max, Number(p.pageSize) || 24));
    const list = ctx.games?.[id];
    const base = `${ctx.langRoot}games/`;
    const category = list?.category ?? p.category ?? '';
    const total = list?.total ?? 0;
    const count = total ? t('games.lobby.count', { count: total }) : list ? t('games.lobby.none') : '';
    return h(
      'section',
      {
        className: 'lobby',
        'aria-labelledby': `${id}-h`,
        'data-src': `${ctx.siteRoot}games.json`,
        'data-href': base,
        'data-size': size,
        // Each plural form the count can take; the script picks one by the count it fetched.
        ...Object.fromEntries(
          Object.entries(countTemplates(ctx.lang, (n) => t('games.lobby.count', { count: n }))).map(([form, text]) => [
            `data-count-${form}`,
            text,
          ]),
        ),
        'data-none': t('games.lobby.none'),
        'data-error': t('games.lobby.error'),
        'data-prev': t('games.lobby.prev'),
        'data-next': t('games.lobby.next'),
        'data-of': t('games.lobby.pageOf', { page: '{page}', pages: '{pages}' }),
      },
      h('h2', { id: `${id}-h` }, shown(ctx, `${id}/title`, p.title) ?? t('games.lobby.title')),
      h(
        'form',
        { role: 'search', method: 'get', action: base, 'aria-label': t('games.lobby.search') },
        h(
          'div',
          { className: 'fld' },
          h('label', { htmlFor: `${id}-q` }, t('games.lobby.search')),
          h('input', {
            id: `${id}-q`,
            name: 'q',
            type: 'search',
            maxLength: 60,
            autoComplete: 'off',
            defaultValue: list?.q ?? '',
          }),
        ),
        h(
          'div',
          { className: 'fld' },
          h('label', { htmlFor: `${id}-c` }, t('games.lobby.category')),
          h(
            'select',
            { id: `${id}-c`, name: 'category', defaultValue: category },
            categories.map((c) =>
              h(
                'option',
                { key: c, value: c },
                c ? (gameCategoryNames[c][ctx.lang] ?? c) : t('games.lobby.allCategories'),
              ),
            ),
          ),
        ),
        h('button', { type: 'submit', className: 'btn' }, t('games.lobby.submit')),
      ),
      h('p', { className: 'count', role: 'status' }, count),
      ctx.games ? gameTiles(ctx, list?.items ?? [], 'grid') : h('p', { className: 'ph-box' }, t('games.section.none')),
      pager(ctx, base, list, size),
      // Published pages only: the editor's and the wizard's previews run no page script.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (gameScripts.ts), allowed by its hash in the CSP
      ctx.editing || !ctx.games ? null : h('script', { dangerouslySetInnerHTML: { __html: LOBBY_SCRIPT } }),
    );
  },
});
