import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import { validateQuery } from '../http/validate.ts';
import { catalogCache } from '../http/catalogCache.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { countriesListQuery } from '../../shared/schemas/common.ts';
import { listCountries, listLanguages } from '../services/catalog.ts';
import { marketQuery, packageInfoQuery } from '../../shared/schemas/catalog.ts';
import { getPackage, listIntro, listPackages } from '../services/packages.ts';

export const openingStationDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/opening-station/countries-list',
    summary: 'Markets, localized',
    tag: 'opening-station',
    query: countriesListQuery,
  },
  {
    method: 'get',
    path: '/api/opening-station/language-list',
    summary: 'The 15 site languages',
    tag: 'opening-station',
  },
  {
    method: 'get',
    path: '/api/opening-station/package-list',
    summary: `Packages of a market (${GLOBAL_STATION} = global station), localized`,
    tag: 'opening-station',
    query: marketQuery,
  },
  {
    method: 'get',
    path: '/api/opening-station/package-info',
    summary: 'One package with its features',
    tag: 'opening-station',
    query: packageInfoQuery,
  },
  {
    method: 'get',
    path: '/api/opening-station/introduce-list',
    summary: 'Market facts for the Introduction screen',
    tag: 'opening-station',
    query: marketQuery,
  },
];

export function openingStationRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(catalogCache(deps))
    .get('/countries-list', validateQuery(countriesListQuery), async (c) =>
      ok(c, await listCountries({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .get('/language-list', (c) => ok(c, listLanguages({ ctx: serviceCtx(c, deps) })))
    .get('/package-list', validateQuery(marketQuery), async (c) =>
      ok(c, await listPackages({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .get('/package-info', validateQuery(packageInfoQuery), async (c) =>
      ok(c, await getPackage({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .get('/introduce-list', validateQuery(marketQuery), async (c) =>
      ok(c, await listIntro({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    );
}
