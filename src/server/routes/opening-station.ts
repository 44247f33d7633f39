import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { validateQuery } from '../http/validate.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { countriesListQuery } from '../../shared/schemas/common.ts';
import { listCountries, listLanguages } from '../services/catalog.ts';

export const openingStationDocs: RouteDoc[] = [
  { method: 'get', path: '/api/opening-station/countries-list', summary: 'Markets, localized', tag: 'opening-station', query: countriesListQuery },
  { method: 'get', path: '/api/opening-station/language-list', summary: 'The 15 site languages', tag: 'opening-station' },
];

export function openingStationRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/countries-list', validateQuery(countriesListQuery), async (c) => {
      const { id } = c.req.valid('query');
      return ok(c, await listCountries(deps.db, { locale: c.get('locale'), id }));
    })
    .get('/language-list', (c) => ok(c, listLanguages(c.get('locale'))));
}
