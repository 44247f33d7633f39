import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import { actorOf, staffDoor } from './http.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';
import { termExtendInput, termsEndingQuery } from '../../shared/schemas/staff.ts';
import { termRow, termsEndingPage } from '../../shared/schemas/answers/staff.ts';
import { extendTerm, termsEnding } from '../sites/terms/staffTerms.ts';

/** Support and finance see the terms ending soon; support extends one with a reason (audited). */
export const staffTermsApi = {
  base: '/api/staff',
  routes: {
    termsEnding: route(
      {
        method: 'get',
        path: '/terms',
        summary: 'Sites whose term ends within `days`, or has ended (grace, suspended), soonest first',
        query: termsEndingQuery,
        data: termsEndingPage,
      },
      { roles: ['support', 'finance'], audited: false },
    ),
    termExtend: route(
      {
        method: 'post',
        path: '/terms/extend',
        summary:
          "Extend a site's term by whole days, with a reason; a suspended site comes back if the new end is ahead",
        body: termExtendInput,
        data: termRow,
      },
      { roles: ['support'], audited: true },
    ),
  },
} satisfies ApiGroup;

export function staffTermsRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffTermsApi.routes;
  return app
    .openapi(r(rs.termsEnding), async (c) => ok(c, await termsEnding(deps.db, c.req.valid('query'), deps.now())))
    .openapi(r(rs.termExtend), async (c) =>
      ok(c, await extendTerm(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 'staff.terms.extended'),
    );
}
