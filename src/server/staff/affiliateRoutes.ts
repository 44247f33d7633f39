import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import { affiliateSettleInput, affiliateStatementQuery } from '../../shared/schemas/staff.ts';
import { affiliateStatement, listPartners, settleWeek } from './affiliateStatements.ts';
import { actorOf, staffDoor } from './http.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';

/** Support and finance read the statements; finance (and admin, as always) settles a week. */
const READERS = ['support', 'finance'] as const;
const FINANCE = ['finance'] as const;

/** Approved affiliates, their weekly statements, and settling a week. */
export const staffAffiliateApi = {
  base: '/api/staff',
  routes: {
    partners: route(
      {
        method: 'get',
        path: '/affiliates/partners',
        summary: 'Approved affiliates and their codes',
        data: a.affiliatePartners,
      },
      { roles: READERS, audited: false },
    ),
    statement: route(
      {
        method: 'get',
        path: '/affiliates/statement',
        summary: "An affiliate's statement for an ISO week",
        query: affiliateStatementQuery,
        data: a.affiliateStatement,
      },
      { roles: READERS, audited: false },
    ),
    settle: route(
      {
        method: 'post',
        path: '/affiliates/settle',
        summary: "Marks an affiliate's ended week settled",
        body: affiliateSettleInput,
        data: a.affiliateStatement,
      },
      { roles: FINANCE, audited: true },
    ),
  },
} satisfies ApiGroup;

export function staffAffiliateRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffAffiliateApi.routes;
  const rate = deps.env.AFFILIATE_COMMISSION_BP;
  return app
    .openapi(r(rs.partners), async (c) => ok(c, await listPartners(deps.db, rate)))
    .openapi(r(rs.statement), async (c) =>
      ok(c, await affiliateStatement(deps.db, c.req.valid('query'), deps.now(), rate)),
    )
    .openapi(r(rs.settle), async (c) =>
      ok(
        c,
        await settleWeek(deps.db, actorOf(c), c.req.valid('json'), deps.now(), rate),
        'staff.statements.settledDone',
      ),
    );
}
