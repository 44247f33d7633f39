import { createHash } from 'node:crypto';
import { z } from 'zod';
import { findLocale, type LocaleCode } from '../../../i18n/locales.ts';
import { gameCategories } from '../../shared/gameCatalogueCategories.ts';
import type { SiteDocument } from '../../shared/siteDesign/document.ts';
import type { AppContext, Deps } from '../http/context.ts';
import { messagePage } from '../console/views/console.ts';
import { UTC } from '../data/timeZones.ts';
import { gameBySlug, searchGames } from '../games/catalogue.ts';
import { serverT } from '../platform/i18n.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import { factsOf, siteIso } from '../sites/design/facts.ts';
import { gameMarketOf, siteGameOf, siteMarket } from '../sites/design/gameSections.ts';
import { publishedDoc } from '../sites/design/serve.ts';
import { renderGameGone, renderGamePage, renderGameSearch } from '../sites/games/gamePages.ts';
import { demoSandbox } from '../sites/games/gamePageView.ts';
import { type PlayerLinkKind, playerLinksOf, playerLinkTarget } from '../sites/games/playerLinks.ts';
import { demoRedirect } from './siteGameDemo.ts';

/**
 * The paths of a published site that are not files of its version (issue 31), at the platform
 * address and on own domains alike (sitePages.ts `publishedSiteAnswer` asks here first):
 * `games.json` (the lobby's search, the site's market only), `<lang>/games/` (the search's
 * results page), `<lang>/games/<slug>/` (a game's page: 410 withdrawn, 404 not offered here),
 * and `go/…` (the operator's player links and the demo, as redirects). Anything odd is a 4xx.
 */

interface SiteAt {
  root: string;
  path: string;
  absolute: string;
}
type NotFound = (c: AppContext) => Response | Promise<Response>;

/** A game's slug as the catalogue makes them (games/slug.ts): ASCII words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,15}$/;
const GAME_PATH = /^([a-zA-Z-]{2,5})\/games\/(?:([^/]{1,120})(\/?))?$/;
const GO_PATH = /^go\/(signup|login|deposit|play\/[^/]{1,120}|demo\/[^/]{1,120})$/;

const searchQuery = z.object({
  q: z.string().trim().max(60).optional(),
  category: z.union([z.enum(gameCategories), z.literal('')]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(12).max(48).default(24),
});

/** The visitor's language for a go/ page: `?hl=` (the page they came from), else the request's. */
function visitorLang(c: AppContext, doc: SiteDocument | null): LocaleCode {
  const hl = findLocale(c.req.query('hl'))?.code;
  return hl ?? doc?.languages[0] ?? c.get('locale');
}

/** An HTML answer of a site page made on request: validated by its bytes and this host's root, as published pages. */
function page(c: AppContext, body: string, status: 200 | 404 | 410, at: SiteAt) {
  const etag = `"${createHash('sha256').update(body).update(at.absolute).digest('base64url').slice(0, 27)}"`;
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', etag);
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8' });
}

/** A go/ link the operator has not set: a plain page in the visitor's language, not a redirect. */
function notSet(c: AppContext, deps: Deps, lang: LocaleCode, at: SiteAt) {
  const t = serverT(lang);
  const view = { locale: lang, t, now: deps.now(), timeZone: UTC };
  const back = { href: `${at.root}${findLocale(lang)!.path}/`, label: t('games.go.back') };
  return c.body(messagePage(view, t('games.go.notSetTitle'), t('games.go.notSetText'), back), 404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
}

async function go(c: AppContext, deps: Deps, site: SiteRow, at: SiteAt, target: string, notFound: NotFound) {
  const [kind, rawSlug] = target.split('/') as [PlayerLinkKind | 'demo', string | undefined];
  const slug = rawSlug === undefined ? undefined : safeDecode(rawSlug);
  if (slug === null || (slug !== undefined && !SLUG.test(slug))) return notFound(c);
  const doc = await publishedDoc(deps.db, site);
  const lang = visitorLang(c, doc);
  if (kind === 'demo') return demoRedirect(c, deps, site, slug!, lang, notFound);
  if (slug) {
    // Play for real names a game this site may show: never a withdrawn one, nor another market's.
    const market = await siteMarket(deps.db, site);
    const found = market ? await gameBySlug(deps.db, slug, market) : null;
    if (found?.state !== 'live') return notFound(c);
  }
  const to = playerLinkTarget(await playerLinksOf(deps.db, site.id), kind, slug);
  if (!to) return notSet(c, deps, lang, at);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(to, 302);
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** The lobby's search (JSON): one page of the site's market's live games. */
async function searchJson(c: AppContext, deps: Deps, site: SiteRow) {
  const parsed = searchQuery.safeParse(c.req.query());
  if (!parsed.success) return c.json({ error: { code: 'validation_failed' } }, 400);
  const { q, category, page: n, size } = parsed.data;
  const market = await siteMarket(deps.db, site);
  const found = market
    ? await searchGames(deps.db, { market, q, category: category || undefined, page: n, pageSize: size })
    : { items: [], total: 0, page: n, pageSize: size };
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ items: found.items.map(siteGameOf), total: found.total, page: found.page, pageSize: found.pageSize });
}

/**
 * A game path's answer, or null when `at.path` is none of the paths above (the published files
 * answer it then). Pages here use the version the site serves; before its first, nothing.
 */
export async function siteGamesAnswer(
  c: AppContext,
  deps: Deps,
  site: SiteRow,
  at: SiteAt,
  notFound: NotFound,
): Promise<Response | null> {
  if (at.path === 'games.json') return searchJson(c, deps, site);
  const goTo = GO_PATH.exec(at.path);
  if (goTo) return go(c, deps, site, at, goTo[1]!, notFound);
  if (at.path.startsWith('go/')) return notFound(c);
  const m = GAME_PATH.exec(at.path);
  if (!m) return null;
  const doc = await publishedDoc(deps.db, site);
  const locale = findLocale(m[1]);
  if (!doc || !locale || locale.path !== m[1] || !doc.languages.includes(locale.code)) return notFound(c);
  const lang = locale.code;
  const rawSlug = m[2];
  const iso = await siteIso(deps.db, site);
  const facts = factsOf(site, iso);
  const market = gameMarketOf(iso);
  if (rawSlug === undefined) {
    const parsed = searchQuery.safeParse({ ...c.req.query(), size: undefined });
    const query = parsed.success ? parsed.data : { q: undefined, category: undefined, page: 1, size: 24 };
    const found = market
      ? await searchGames(deps.db, { market, q: query.q, category: query.category || undefined, page: query.page })
      : { items: [], total: 0, page: query.page, pageSize: 24 };
    const list = {
      items: found.items.map(siteGameOf),
      total: found.total,
      page: found.page,
      pageSize: found.pageSize,
      q: query.q ?? '',
      category: query.category ?? '',
    };
    return page(c, renderGameSearch(doc, facts, list, lang), 200, at);
  }
  const slug = safeDecode(rawSlug);
  if (!slug || !SLUG.test(slug)) return notFound(c);
  if (!m[3]) return c.redirect(`${at.root}${at.path}/`, 302);
  const game = market ? await gameBySlug(deps.db, slug, market) : null;
  if (!game) return notFound(c);
  if (game.state === 'live')
    return page(
      c,
      renderGamePage(doc, facts, game, lang, at.absolute, demoSandbox(Boolean(deps.env.GAMES_AGGREGATOR_URL))),
      200,
      at,
    );
  const status = game.state === 'withdrawn' ? 410 : 404;
  return page(c, renderGameGone(doc, facts, slug, game.state, lang), status, at);
}
