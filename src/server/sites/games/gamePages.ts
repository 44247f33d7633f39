import type { LocaleCode } from '../../../../i18n/locales.ts';
import { getLocale } from '../../../../i18n/locales.ts';
import { type GameCategory, gameCategoryNames } from '../../../shared/gameCatalogueCategories.ts';
import type { GameDetail } from '../../../shared/schemas/games.ts';
import type { Page, SiteDocument, SiteFacts } from '../../../shared/siteDesign/document.ts';
import type { GameList } from '../../../shared/siteDesign/games.ts';
import { gameLobby } from '../../../shared/siteDesign/sections/gameLobby.ts';
import { createElement as h } from 'react';
import { serverT } from '../../platform/i18n.ts';
import { renderPage } from '../design/render/renderSite.ts';
import { gameGoneMain, gamePageMain } from './gamePageView.ts';

/**
 * The site's pages made on request (issue 31), with the published version's document (its
 * theme, shell, menu and languages) and the same renderer as its static pages: a game's page
 * per language (`<lang>/games/<slug>/`, 12,000 games × 15 languages are not files), the page
 * of a game that is gone, and the game search's results (`<lang>/games/?q=…`), which the
 * lobby's form reaches without script.
 */

const each = (doc: SiteDocument, f: (l: LocaleCode) => string) =>
  Object.fromEntries(doc.languages.map((l) => [l, f(l)]));

/** The lobby page's slug, where "back to the games" leads (null: the home page). */
const lobbySlugOf = (doc: SiteDocument) => doc.pages.find((p) => p.kind === 'lobby')?.slug || null;

/** A page that is not in the document: its address and titles per language. */
function virtualPage(id: string, slug: string, title: Page['title'], seo?: Page['seo']): Page {
  return { id, kind: 'custom', slug, title, sections: [], ...(seo ? { seo } : {}) };
}

/** JSON in a `<script>` element: `<` written as its escape, so no text in it can close the element. */
const jsonScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * A game's page in `lang`. `root` is the site's absolute root on the asking host, normalised
 * by the URL parser (which refuses quotes and angle brackets in a host), so it goes into the
 * canonical and hreflang links and the structured data as it is.
 */
export function renderGamePage(
  doc: SiteDocument,
  facts: SiteFacts,
  game: GameDetail,
  lang: LocaleCode,
  root: string,
  sandbox: string,
): string {
  const category = (l: LocaleCode) => gameCategoryNames[game.category as GameCategory]?.[l] ?? game.category;
  const description = (l: LocaleCode) =>
    serverT(l)('games.page.description', { name: game.title, provider: game.provider.name, site: facts.siteName });
  const page = virtualPage(
    `game-${game.id}`,
    `games/${game.slug}`,
    each(doc, () => game.title),
    {
      title: each(doc, () => `${game.title} · ${facts.siteName}`.slice(0, 70)),
      description: each(doc, (l) => description(l).slice(0, 160)),
    },
  );
  const base = new URL(root);
  const url = new URL(`${getLocale(lang).path}/games/${game.slug}/`, base).href;
  const origin = base.origin;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.title,
    url,
    inLanguage: getLocale(lang).lang,
    description: description(lang),
    genre: category(lang),
    image: new URL(game.thumb, origin).href,
    screenshot: game.screenshots.map((s) => new URL(s, origin).href),
    publisher: { '@type': 'Organization', name: game.provider.name },
    gamePlatform: game.mobile ? ['Web browser', 'Mobile'] : ['Web browser'],
    applicationCategory: 'Game',
    datePublished: game.releasedAt,
  };
  return renderPage(doc, facts, page, lang, {
    root: base.href,
    main: (ctx) => gamePageMain(ctx, game, { lobbySlug: lobbySlugOf(doc), sandbox }),
    head: [jsonScript(structured)],
  });
}

/** The page of a game withdrawn (410) or not offered in this market (404): never indexed. */
export function renderGameGone(
  doc: SiteDocument,
  facts: SiteFacts,
  slug: string,
  kind: 'withdrawn' | 'not_in_market',
  lang: LocaleCode,
): string {
  const title = (l: LocaleCode) => serverT(l)(kind === 'withdrawn' ? 'games.gone.title' : 'games.gone.notHereTitle');
  const page = virtualPage('game-gone', `games/${slug}`, each(doc, title));
  return renderPage(doc, facts, page, lang, {
    main: (ctx) => gameGoneMain(ctx, kind, lobbySlugOf(doc)),
    head: ['<meta name="robots" content="noindex">'],
  });
}

/** The results of the game search (the lobby's form without script): the lobby section over this search. */
export function renderGameSearch(doc: SiteDocument, facts: SiteFacts, list: GameList, lang: LocaleCode): string {
  const page = virtualPage(
    'game-search',
    'games',
    each(doc, (l) => serverT(l)('games.search.title')),
  );
  const withList: SiteFacts = { ...facts, games: { 'game-search': list } };
  return renderPage(doc, withList, page, lang, {
    main: (ctx) =>
      h(gameLobby.view, {
        id: 'game-search',
        title: '',
        category: (list.category ?? '') as never,
        pageSize: list.pageSize ?? 24,
        puck: { metadata: ctx },
      }),
    // A search's answer is not a page to index; the lobby and the game pages are.
    head: ['<meta name="robots" content="noindex,follow">'],
  });
}
