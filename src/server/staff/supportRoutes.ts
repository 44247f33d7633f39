import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import {
  merchantActInput,
  merchantQuery,
  merchantSearchQuery,
  orderActInput,
  orderQuery,
  siteActInput,
} from '../../shared/schemas/staff.ts';
import { orderTimeline } from './orderTimeline.ts';
import { actorOf, staffDoor } from './http.ts';
import {
  endMerchantSessions,
  lockMerchant,
  merchantDetail,
  resendVerification,
  searchMerchants,
  unlockMerchant,
} from './merchants.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';
import { resumeSite, retryProvisioning, suspendSite } from './siteActions.ts';

const SUPPORT = ['support'] as const;
const changes = { roles: SUPPORT, audited: true } as const;
const reads = { roles: SUPPORT, audited: false } as const;

/** Support's routes: merchants (search, profile, sign-in lock, sessions, verification), sites and orders. */
export const staffSupportApi = {
  base: '/api/staff',
  routes: {
    merchants: route(
      {
        method: 'get',
        path: '/merchants',
        summary: 'Finds merchants',
        query: merchantSearchQuery,
        data: a.merchantList,
      },
      reads,
    ),
    merchant: route(
      { method: 'get', path: '/merchant', summary: 'One merchant', query: merchantQuery, data: a.merchantDetail },
      reads,
    ),
    lock: route(
      { method: 'post', path: '/merchant/lock', summary: "Locks a merchant's sign-in", body: merchantActInput },
      changes,
    ),
    unlock: route(
      { method: 'post', path: '/merchant/unlock', summary: "Unlocks a merchant's sign-in", body: merchantActInput },
      changes,
    ),
    endSessions: route(
      {
        method: 'post',
        path: '/merchant/end-sessions',
        summary: "Ends a merchant's sessions",
        body: merchantActInput,
        data: a.staffSessionsEnded,
      },
      changes,
    ),
    resendVerification: route(
      {
        method: 'post',
        path: '/merchant/resend-verification',
        summary: 'Mails a new verification code',
        body: merchantActInput,
      },
      changes,
    ),
    order: route(
      { method: 'get', path: '/order', summary: "An order's timeline", query: orderQuery, data: a.orderTimeline },
      reads,
    ),
    suspend: route({ method: 'post', path: '/site/suspend', summary: 'Suspends a site', body: siteActInput }, changes),
    resume: route(
      { method: 'post', path: '/site/resume', summary: 'Resumes a suspended site', body: siteActInput },
      changes,
    ),
    retryProvisioning: route(
      {
        method: 'post',
        path: '/order/retry-provisioning',
        summary: "Tries an order's provisioning again now",
        body: orderActInput,
      },
      changes,
    ),
  },
} satisfies ApiGroup;

export function staffSupportRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffSupportApi.routes;
  return app
    .openapi(r(rs.merchants), async (c) => ok(c, await searchMerchants(deps.db, c.req.valid('query').q)))
    .openapi(r(rs.merchant), async (c) => ok(c, await merchantDetail(deps.db, c.req.valid('query').id)))
    .openapi(r(rs.order), async (c) => ok(c, await orderTimeline(deps.db, c.req.valid('query').id)))
    .openapi(r(rs.lock), async (c) => {
      await lockMerchant(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.merchantLocked');
    })
    .openapi(r(rs.unlock), async (c) => {
      await unlockMerchant(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.merchantUnlocked');
    })
    .openapi(r(rs.endSessions), async (c) =>
      ok(c, await endMerchantSessions(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 'staff.sessionsEnded'),
    )
    .openapi(r(rs.resendVerification), async (c) => {
      await resendVerification(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      deps.kick();
      return ok(c, null, 'staff.verificationSent');
    })
    .openapi(r(rs.suspend), async (c) => {
      await suspendSite(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.siteSuspended');
    })
    .openapi(r(rs.resume), async (c) => {
      await resumeSite(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.siteResumed');
    })
    .openapi(r(rs.retryProvisioning), async (c) => {
      await retryProvisioning(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      deps.kick();
      return ok(c, null, 'staff.provisioningRetried');
    });
}
