import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import {
  affiliateDecideInput,
  affiliateListQuery,
  contactAssignInput,
  contactCloseInput,
  contactListQuery,
  contactReplyInput,
} from '../../shared/schemas/staff.ts';
import { actorOf, staffDoor } from './http.ts';
import { assignContact, closeContact, decideAffiliate, listAffiliates, listContact, replyContact } from './inbox.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';

const SUPPORT = ['support'] as const;
const changes = { roles: SUPPORT, audited: true } as const;
const reads = { roles: SUPPORT, audited: false } as const;

/** Support's queues: contact-form messages and affiliate applications. */
export const staffInboxApi = {
  base: '/api/staff',
  routes: {
    contact: route(
      {
        method: 'get',
        path: '/contact',
        summary: 'Contact-form messages',
        query: contactListQuery,
        data: a.contactList,
      },
      reads,
    ),
    contactAssign: route(
      { method: 'post', path: '/contact/assign', summary: 'Takes a message', body: contactAssignInput },
      changes,
    ),
    contactReply: route(
      { method: 'post', path: '/contact/reply', summary: 'Answers a message by e-mail', body: contactReplyInput },
      changes,
    ),
    contactClose: route(
      { method: 'post', path: '/contact/close', summary: 'Closes a message', body: contactCloseInput },
      changes,
    ),
    affiliates: route(
      {
        method: 'get',
        path: '/affiliates',
        summary: 'Affiliate applications',
        query: affiliateListQuery,
        data: a.affiliateList,
      },
      reads,
    ),
    affiliateDecide: route(
      {
        method: 'post',
        path: '/affiliates/decide',
        summary: 'Approves or rejects an application',
        body: affiliateDecideInput,
      },
      changes,
    ),
  },
} satisfies ApiGroup;

export function staffInboxRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffInboxApi.routes;
  return app
    .openapi(r(rs.contact), async (c) => ok(c, await listContact(deps.db, c.req.valid('query'))))
    .openapi(r(rs.contactAssign), async (c) => {
      await assignContact(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.assigned');
    })
    .openapi(r(rs.contactReply), async (c) => {
      await replyContact(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      deps.kick();
      return ok(c, null, 'staff.replied');
    })
    .openapi(r(rs.contactClose), async (c) => {
      await closeContact(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.closed');
    })
    .openapi(r(rs.affiliates), async (c) => ok(c, await listAffiliates(deps.db, c.req.valid('query'), deps.now())))
    .openapi(r(rs.affiliateDecide), async (c) => {
      await decideAffiliate(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      deps.kick();
      return ok(c, null, 'staff.decided');
    });
}
