import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { AppContext, Deps } from '../http/context.ts';
import { ok, publicCtx } from '../http/context.ts';
import { catalogCache } from '../http/catalogCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { AppError } from '../../shared/errors.ts';
import {
  demoAnswer,
  gameDemoBody,
  gameDetail,
  gameMarketQuery,
  gamePage,
  gameProvider,
  gameSearchQuery,
} from '../../shared/schemas/games.ts';
import { hit } from '../core/rateLimit.ts';
import { gameProviders, games } from '../db/schema/index.ts';
import { gameBySlug, listProviders, searchGames } from '../games/catalogue.ts';
import { demoLaunch } from '../games/launch.ts';
import { type ArtGame, screenshotSvg, thumbSvg } from '../games/art.ts';
import { gameIdPattern } from '../games/records.ts';

const tag = { tag: 'games' } as const;
const idParams = z.object({ id: z.string().check(z.maxLength(64)) });

export const gamesApi = {
  base: '/api/games',
  routes: {
    search: apiRoute({
      ...tag,
      method: 'get',
      path: '/',
      conditional: true,
      summary: "A page of a market's games (title words, category, studio; popular, new or A–Z)",
      query: gameSearchQuery,
      data: gamePage,
    }),
    providers: apiRoute({
      ...tag,
      method: 'get',
      path: '/providers',
      conditional: true,
      summary: 'The studios with games in a market, with how many',
      query: gameMarketQuery,
      data: z.array(gameProvider),
    }),
    thumb: apiRoute({
      ...tag,
      method: 'get',
      path: '/art/{id}/thumb.svg',
      summary: "A game's thumbnail (SVG, cached for a year: its path changes with the game)",
      params: idParams,
      media: 'image/svg+xml',
    }),
    screenshot: apiRoute({
      ...tag,
      method: 'get',
      path: '/art/{id}/screenshot.svg',
      summary: "One of a game's three screenshots (SVG, n=1..3)",
      params: idParams,
      query: z.object({ n: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)), 1) }),
      media: 'image/svg+xml',
    }),
    game: apiRoute({
      ...tag,
      method: 'get',
      path: '/game/{slug}',
      conditional: true,
      summary: "A game's page data in a market (404 in words when withdrawn or not offered there)",
      params: z.object({ slug: z.string().check(z.maxLength(120)) }),
      query: gameMarketQuery,
      data: gameDetail,
    }),
    demo: apiRoute({
      ...tag,
      method: 'post',
      path: '/demo/{id}',
      summary: 'A demo launch: the aggregator demo address with a signed token valid 5 minutes',
      params: idParams,
      body: gameDemoBody,
      data: demoAnswer,
    }),
  },
} satisfies ApiGroup;

/** Demo launches per address and minute (a launch signs a token and may call the aggregator). */
const DEMO_LIMIT = { bucket: 'games:demo', limit: 60, windowMs: 60_000 };
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The game catalogue, public: search, studios, a game, its pictures, a demo launch. */
export function gamesRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = gamesApi.routes;
  const cache = catalogCache(deps);
  const svg = async (c: AppContext, draw: (g: ArtGame) => string) => {
    // Not an id the import would have stored (a NUL, a slash): no such game, without asking the database.
    if (!gameIdPattern.test(c.req.param('id') ?? '')) throw new AppError('not_found');
    const [g] = await deps.db
      .select({ id: games.id, title: games.title, provider: gameProviders.name, category: games.category })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(eq(games.id, c.req.param('id') ?? ''));
    if (!g) throw new AppError('not_found');
    const body = draw(g);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    c.header('ETag', etag);
    // The path carries the game's content hash (`v`), so what it names never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Security-Policy', SVG_CSP);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(body);
  };
  return app
    .openapi(w(r.search, cache), async (c) => {
      const q = c.req.valid('query');
      return ok(c, await searchGames(deps.db, q));
    })
    .openapi(w(r.providers, cache), async (c) => ok(c, await listProviders(deps.db, c.req.valid('query').market)))
    .openapi(w(r.thumb), (c) => svg(c, thumbSvg) as never)
    .openapi(w(r.screenshot), (c) => svg(c, (g) => screenshotSvg(g, c.req.valid('query').n)) as never)
    .openapi(w(r.game, cache), async (c) => {
      const found = await gameBySlug(deps.db, c.req.valid('param').slug, c.req.valid('query').market);
      if (!found) throw new AppError('not_found', { key: 'games.catalogue.unknown' });
      if (found.state === 'withdrawn') throw new AppError('not_found', { key: 'games.catalogue.withdrawn' });
      if (found.state === 'not_in_market') throw new AppError('not_found', { key: 'games.catalogue.notInMarket' });
      return ok(c, found);
    })
    .openapi(w(r.demo), async (c) => {
      const ctx = publicCtx(c, deps);
      await hit(deps.limits, DEMO_LIMIT, ctx.ip, ctx.now());
      const body = c.req.valid('json');
      const answer = await demoLaunch(deps, {
        gameId: c.req.valid('param').id,
        lang: body.lang ?? ctx.locale,
        siteSlug: body.site,
        market: body.market,
      });
      return ok(c, answer);
    });
}
