import { createElement as h, type ReactNode } from 'react';
import { type GameCategory, gameCategoryNames } from '../../../shared/gameCatalogueCategories.ts';
import type { GameDetail } from '../../../shared/schemas/games.ts';
import { PLAY_SCRIPT } from '../../../shared/siteDesign/gameScripts.ts';
import type { RenderContext } from '../../../shared/siteDesign/renderContext.ts';
import { THUMB } from '../../../shared/siteDesign/views/gameTiles.ts';
import { intlLang } from '../../../shared/translate.ts';

/**
 * A game's page body (issue 31), inside the site's shell: its picture, provider, category,
 * return to player, volatility and largest win; Play for fun (when the aggregator has a demo)
 * and Play for real; the operator's sign-up and cashier; screenshots; the way back to the
 * lobby. Play for fun is a link to the site's `go/demo/<game>`, which the page's script opens
 * in a sandboxed frame instead (gameScripts.ts); Play for real goes to `go/play/<game>`.
 */

/**
 * What the aggregator's demo may do in its frame: run its script. A real aggregator's demo also
 * keeps its own storage and talks to its own origin (allow-same-origin: its origin is not the
 * site's, so this grants nothing of the site's); the fake's is the platform's own page, which
 * needs only its script — and same-origin with the site, allow-same-origin would undo the
 * sandbox. No top navigation, popups or forms either way.
 */
export const demoSandbox = (realAggregator: boolean) =>
  realAggregator ? 'allow-scripts allow-same-origin' : 'allow-scripts';

/** A link to one of the site's go/ redirects, in the visitor's language. */
export const goHref = (ctx: RenderContext, path: string) => `${ctx.siteRoot}go/${path}?hl=${ctx.lang}`;

/** Where "back to the games" leads: the lobby page when the site has one, else its home. */
export function lobbyHref(ctx: RenderContext, lobbySlug: string | null): string {
  return lobbySlug ? `${ctx.langRoot}${lobbySlug}/` : ctx.langRoot;
}

export function gamePageMain(
  ctx: RenderContext,
  game: GameDetail,
  opts: { lobbySlug: string | null; sandbox: string },
): ReactNode {
  const t = ctx.t;
  const lang = intlLang(ctx.lang);
  const rtp = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2 }).format(game.rtpBp / 10_000);
  const category = gameCategoryNames[game.category as GameCategory]?.[ctx.lang] ?? game.category;
  const fact = (label: string, value: ReactNode) => [
    h('dt', { key: `${label}t` }, label),
    h('dd', { key: `${label}d` }, value),
  ];
  const slug = encodeURIComponent(game.slug);
  return h(
    'div',
    { className: 'game-wrap' },
    h(
      'article',
      { className: 'game' },
      h(
        'div',
        { className: 'game-art' },
        h('img', { src: game.thumb, alt: game.title, width: THUMB.width, height: THUMB.height }),
      ),
      h(
        'div',
        null,
        h(
          'dl',
          null,
          fact(t('games.page.provider'), game.provider.name),
          fact(t('games.page.category'), category),
          fact(t('games.page.rtp'), rtp),
          fact(t('games.page.volatility'), t(`games.volatility.${game.volatility}`)),
          fact(t('games.page.maxWin'), `×${new Intl.NumberFormat(lang).format(game.facts.maxWinX)}`),
        ),
        h(
          'div',
          { className: 'play-box' },
          h(
            'div',
            { className: 'play' },
            game.demo
              ? h(
                  'a',
                  {
                    className: 'btn alt',
                    href: goHref(ctx, `demo/${slug}`),
                    rel: 'nofollow',
                    'data-demo': '',
                    'data-title': t('games.page.demoFrame', { name: game.title }),
                    'data-sandbox': opts.sandbox,
                  },
                  t('games.page.playFun'),
                )
              : null,
            h('a', { className: 'btn', href: goHref(ctx, `play/${slug}`), rel: 'nofollow' }, t('games.page.playReal')),
          ),
          h('div', { className: 'demo', hidden: true }),
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (gameScripts.ts), allowed by its hash in the CSP
          h('script', { dangerouslySetInnerHTML: { __html: PLAY_SCRIPT } }),
        ),
        h(
          'p',
          null,
          t('games.page.newHere'),
          ' ',
          h('a', { href: goHref(ctx, 'signup'), rel: 'nofollow' }, t('games.player.signup')),
          ' · ',
          h('a', { href: goHref(ctx, 'deposit'), rel: 'nofollow' }, t('games.player.deposit')),
        ),
        game.demo ? null : h('p', { className: 'note' }, t('games.page.noDemo')),
      ),
    ),
    h(
      'section',
      { 'aria-labelledby': 'shots-h' },
      h('h2', { id: 'shots-h' }, t('games.page.screenshots')),
      h(
        'ul',
        { className: 'shots' },
        game.screenshots.map((src, i) =>
          h(
            'li',
            { key: src },
            h('img', {
              src,
              alt: t('games.page.screenshot', { n: i + 1, name: game.title }),
              width: THUMB.width,
              height: THUMB.height,
              loading: 'lazy',
              decoding: 'async',
            }),
          ),
        ),
      ),
    ),
    h('p', null, h('a', { href: lobbyHref(ctx, opts.lobbySlug) }, t('games.page.back'))),
  );
}

/** The page of a game that is gone (410) or not offered in the site's market (404): why, and the way back. */
export function gameGoneMain(ctx: RenderContext, kind: 'withdrawn' | 'not_in_market', lobbySlug: string | null) {
  return h(
    'div',
    { className: 'note' },
    h('p', null, ctx.t(kind === 'withdrawn' ? 'games.gone.withdrawn' : 'games.gone.notHere')),
    h('p', null, h('a', { href: lobbyHref(ctx, lobbySlug) }, ctx.t('games.page.back'))),
  );
}
