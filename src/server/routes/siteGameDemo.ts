import type { LocaleCode } from '../../../i18n/locales.ts';
import { AppError } from '../../shared/errors.ts';
import type { AppContext, Deps } from '../http/context.ts';
import { gameBySlug } from '../games/catalogue.ts';
import { demoLaunch } from '../games/launch.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import { siteMarket } from '../sites/design/gameSections.ts';

type NotFound = (c: AppContext) => Response | Promise<Response>;

/**
 * Play for fun (`<site>/go/demo/<game>`): a signed, short-lived demo launch of the game for this
 * site and its market (games/launch.ts), answered as a redirect to the aggregator's demo, so
 * the game page's frame (or, without script, the window) opens it with a plain GET — the same
 * on the platform address and on an own domain, which answers GET only. A game that is gone,
 * not offered in the market or without a demo is 404. The fake aggregator's demo is the
 * platform's own `/__games/demo`: made absolute on the platform's address, so a site on its
 * own domain frames it from there.
 */
export async function demoRedirect(
  c: AppContext,
  deps: Deps,
  site: SiteRow,
  slug: string,
  lang: LocaleCode,
  notFound: NotFound,
): Promise<Response> {
  const market = await siteMarket(deps.db, site);
  const game = market ? await gameBySlug(deps.db, slug, market) : null;
  if (game?.state !== 'live' || !game.demo) return notFound(c);
  try {
    const { url } = await demoLaunch(
      { db: deps.db, now: deps.now, env: deps.env },
      { gameId: game.id, lang, siteSlug: site.slug, market: market ?? undefined },
    );
    const origin = deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.redirect(new URL(url, origin).href, 302);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return notFound(c);
    throw err;
  }
}
