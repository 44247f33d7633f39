import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import { catalogCache } from '../http/catalogCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { countriesListQuery } from '../../shared/schemas/common.ts';
import { marketQuery, packageInfoQuery } from '../../shared/schemas/catalog.ts';
import { country, introItem, languageInfo, packageInfo } from '../../shared/schemas/answers/catalog.ts';
import { listCountries, listLanguages } from '../catalogue/catalog.ts';
import { getPackage, listIntro, listPackages } from '../catalogue/packages.ts';

// Every answer here goes through the catalogue cache (ETag, 304).
const station = { tag: 'opening-station', conditional: true } as const;

export const openingStationApi = {
  base: '/api/opening-station',
  routes: {
    countries: apiRoute({
      ...station,
      method: 'get',
      path: '/countries-list',
      summary: 'Markets, localized',
      query: countriesListQuery,
      data: z.array(country),
    }),
    languages: apiRoute({
      ...station,
      method: 'get',
      path: '/language-list',
      summary: 'The 15 site languages',
      data: z.array(languageInfo),
    }),
    packages: apiRoute({
      ...station,
      method: 'get',
      path: '/package-list',
      summary: `Packages of a market (${GLOBAL_STATION} = global station), localized`,
      query: marketQuery,
      data: z.array(packageInfo),
    }),
    package: apiRoute({
      ...station,
      method: 'get',
      path: '/package-info',
      summary: 'One package with its features',
      query: packageInfoQuery,
      data: packageInfo,
    }),
    intro: apiRoute({
      ...station,
      method: 'get',
      path: '/introduce-list',
      summary: 'Market facts for the Introduction screen',
      query: marketQuery,
      data: z.array(introItem),
    }),
  },
} satisfies ApiGroup;

export function openingStationRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = openingStationApi.routes;
  const cache = catalogCache(deps);
  return app
    .openapi(w(r.countries, cache), async (c) =>
      ok(c, await listCountries({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.languages, cache), (c) => ok(c, listLanguages({ ctx: serviceCtx(c, deps) })))
    .openapi(w(r.packages, cache), async (c) =>
      ok(c, await listPackages({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.package, cache), async (c) =>
      ok(c, await getPackage({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.intro, cache), async (c) =>
      ok(c, await listIntro({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    );
}
