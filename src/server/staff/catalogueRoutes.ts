import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import {
  cataloguePackagesQuery,
  marketActiveInput,
  packageActiveInput,
  packagePriceInput,
  templateActiveInput,
} from '../../shared/schemas/staff.ts';
import { catalogueMarkets, cataloguePackages, setActive, setPackagePrice } from './catalogue.ts';
import { actorOf, staffDoor } from './http.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';

const CATALOGUE = ['catalogue'] as const;
const changes = { roles: CATALOGUE, audited: true } as const;

/** The catalogue role's routes: prices, and what is on sale. */
export const staffCatalogueApi = {
  base: '/api/staff',
  routes: {
    markets: route(
      { method: 'get', path: '/catalogue/markets', summary: 'Every market, on sale or not', data: a.catalogueMarkets },
      { roles: CATALOGUE, audited: false },
    ),
    packages: route(
      {
        method: 'get',
        path: '/catalogue/packages',
        summary: "A market's packages, on sale or not",
        query: cataloguePackagesQuery,
        data: a.cataloguePackages,
      },
      { roles: CATALOGUE, audited: false },
    ),
    price: route(
      { method: 'post', path: '/catalogue/package/price', summary: "Sets a package's price", body: packagePriceInput },
      changes,
    ),
    packageActive: route(
      {
        method: 'post',
        path: '/catalogue/package/active',
        summary: 'Puts a package on sale or takes it off',
        body: packageActiveInput,
      },
      changes,
    ),
    marketActive: route(
      {
        method: 'post',
        path: '/catalogue/market/active',
        summary: 'Enables or disables a market',
        body: marketActiveInput,
      },
      changes,
    ),
    templateActive: route(
      {
        method: 'post',
        path: '/catalogue/template/active',
        summary: 'Withdraws a template or puts it back',
        body: templateActiveInput,
      },
      changes,
    ),
  },
} satisfies ApiGroup;

export function staffCatalogueRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffCatalogueApi.routes;
  const done = (c: Parameters<typeof ok>[0]) => ok(c, null, 'staff.saved');
  return app
    .openapi(r(rs.markets), async (c) => ok(c, await catalogueMarkets(deps.db, c.get('locale'))))
    .openapi(r(rs.packages), async (c) => ok(c, await cataloguePackages(deps.db, c.req.valid('query').countriesId)))
    .openapi(r(rs.price), async (c) => {
      await setPackagePrice(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return done(c);
    })
    .openapi(r(rs.packageActive), async (c) => {
      const { packageId, active, reason } = c.req.valid('json');
      await setActive(deps.db, actorOf(c), 'package', { id: packageId, active, reason }, deps.now());
      return done(c);
    })
    .openapi(r(rs.marketActive), async (c) => {
      const { countriesId, active, reason } = c.req.valid('json');
      await setActive(deps.db, actorOf(c), 'market', { id: countriesId, active, reason }, deps.now());
      return done(c);
    })
    .openapi(r(rs.templateActive), async (c) => {
      const { templateId, active, reason } = c.req.valid('json');
      await setActive(deps.db, actorOf(c), 'template', { id: templateId, active, reason }, deps.now());
      return done(c);
    });
}
