import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { validateQuery } from '../http/validate.ts';
import type { RouteDoc } from '../http/openapi.ts';
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
    summary: 'Packages of a market (-1 = global station), localized',
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
    .get('/countries-list', validateQuery(countriesListQuery), async (c) => {
      const { id } = c.req.valid('query');
      return ok(c, await listCountries(deps.db, { locale: c.get('locale'), id }));
    })
    .get('/language-list', (c) => ok(c, listLanguages(c.get('locale'))))
    .get('/package-list', validateQuery(marketQuery), async (c) =>
      ok(c, await listPackages(deps.db, { locale: c.get('locale'), countriesId: c.req.valid('query').countriesId })),
    )
    .get('/package-info', validateQuery(packageInfoQuery), async (c) =>
      ok(c, await getPackage(deps.db, { locale: c.get('locale'), id: c.req.valid('query').id })),
    )
    .get('/introduce-list', validateQuery(marketQuery), async (c) =>
      ok(c, await listIntro(deps.db, { locale: c.get('locale'), countriesId: c.req.valid('query').countriesId })),
    );
}
