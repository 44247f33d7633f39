import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { cameOverTls } from '../edge/rules.ts';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';
import { mailPublicUrl } from '../mail/config.ts';
import { localePath } from '../../../i18n/locales.ts';
import {
  auditQuery,
  inviteAcceptInput,
  reviewEventQuery,
  reviewResolveInput,
  staffCodeInput,
  staffInviteInput,
  staffLoginInput,
  staffPageQuery,
  staffRevokeInput,
} from '../../shared/schemas/staff.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import { acceptInvite, addStaff, codeStep, listStaff, passwordStep } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { listAudit } from './auditLog.ts';
import { actorOf, staffDoor } from './http.ts';
import { listReview, resolveReview, reviewEvent } from './review.ts';
import { endSessionsOf, endStaffSession, STAFF_COOKIE, STAFF_SESSION_MS } from './sessions.ts';
import { today } from './today.ts';

const FINANCE = ['finance'] as const;
const ADMIN = ['admin'] as const;

/** Every route of the platform staff's console, with who may call it and whether it changes something (audited). */
export const staffApi = {
  base: '/api/staff',
  routes: {
    login: route(
      {
        method: 'post',
        path: '/login',
        summary: 'Staff sign-in, step 1: the password',

        data: a.staffLoginAnswer,
        body: staffLoginInput,
      },
      { roles: 'public', audited: false },
    ),
    code: route(
      {
        method: 'post',
        path: '/login/code',
        summary: 'Staff sign-in, step 2: a TOTP or recovery code',

        data: a.staffCodeAnswer,
        body: staffCodeInput,
      },
      { roles: 'public', audited: false },
    ),
    logout: route(
      { method: 'post', path: '/logout', summary: 'Ends this staff session' },
      { roles: 'any', audited: false },
    ),
    me: route(
      { method: 'get', path: '/me', summary: 'The signed-in staff member', data: a.staffMember },
      { roles: 'any', audited: false },
    ),
    today: route(
      { method: 'get', path: '/today', summary: 'The last 24 hours and the queues', data: a.staffToday },
      { roles: 'any', audited: false },
    ),
    review: route(
      {
        method: 'get',
        path: '/review',
        summary: 'Payment events held for review',

        data: a.reviewList,
        query: staffPageQuery,
      },
      { roles: FINANCE, audited: false },
    ),
    reviewEvent: route(
      {
        method: 'get',
        path: '/review/event',
        summary: 'One held event with its payload',

        data: a.reviewEventAnswer,
        query: reviewEventQuery,
      },
      { roles: FINANCE, audited: false },
    ),
    resolve: route(
      {
        method: 'post',
        path: '/review/resolve',
        summary: 'Resolves a held event: credit a merchant, or returned',

        data: a.reviewResolved,
        body: reviewResolveInput,
      },
      { roles: FINANCE, audited: true },
    ),
    audit: route(
      { method: 'get', path: '/audit', summary: 'The audit log', data: a.auditList, query: auditQuery },
      { roles: ADMIN, audited: false },
    ),
    staff: route(
      { method: 'get', path: '/staff', summary: 'Staff members', data: a.staffList },
      { roles: ADMIN, audited: false },
    ),
    invite: route(
      {
        method: 'post',
        path: '/staff/invite',
        summary: 'Invites a staff member (answers the link)',

        data: a.staffInvited,
        body: staffInviteInput,
      },
      { roles: ADMIN, audited: true },
    ),
    revoke: route(
      {
        method: 'post',
        path: '/staff/revoke',
        summary: "Ends a staff member's sessions",

        data: a.staffSessionsEnded,
        body: staffRevokeInput,
      },
      { roles: ADMIN, audited: true },
    ),
    acceptInvite: route(
      {
        method: 'post',
        path: '/invite/accept',
        summary: 'Sets the password of an invitation',

        body: inviteAcceptInput,
      },
      { roles: 'public', audited: true },
    ),
  },
} satisfies ApiGroup;

const ipOf = (c: Context<AppEnv>, deps: Deps) => clientIp(c, { trustProxy: deps.env.TRUST_PROXY });

export function staffRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const signIn = { db: deps.db, limits: deps.limits, now: deps.now };
  const rs = staffApi.routes;
  const secure = (c: Context<AppEnv>) =>
    deps.env.NODE_ENV === 'production' ||
    cameOverTls(new URL(c.req.url).protocol === 'https:', c.req.header('x-forwarded-proto'));
  return app
    .openapi(r(rs.login), async (c) => ok(c, await passwordStep({ ...signIn, ip: ipOf(c, deps) }, c.req.valid('json'))))
    .openapi(r(rs.code), async (c) => {
      const done = await codeStep({ ...signIn, ip: ipOf(c, deps) }, c.req.valid('json'));
      setCookie(c, STAFF_COOKIE, done.session, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        secure: secure(c),
        maxAge: STAFF_SESSION_MS / 1000,
      });
      return ok(c, { staff: done.staff, ...(done.recoveryCodes ? { recoveryCodes: done.recoveryCodes } : {}) });
    })
    .openapi(r(rs.logout), async (c) => {
      await endStaffSession(deps.db, actorOf(c).sessionId!, deps.now());
      deleteCookie(c, STAFF_COOKIE, { path: '/' });
      return ok(c, null);
    })
    .openapi(r(rs.me), (c) => {
      const a = actorOf(c);
      return ok(c, { id: a.id, email: a.email, name: a.name, role: a.role });
    })
    .openapi(r(rs.today), async (c) => ok(c, await today(deps.db, deps.now())))
    .openapi(r(rs.review), async (c) => ok(c, await listReview(deps.db, deps.providers, c.req.valid('query'))))
    .openapi(r(rs.reviewEvent), async (c) => ok(c, await reviewEvent(deps.db, deps.providers, c.req.valid('query'))))
    .openapi(r(rs.resolve), async (c) =>
      ok(
        c,
        await resolveReview(deps.db, deps.providers, actorOf(c), c.req.valid('json'), deps.now()),
        'staff.resolved',
      ),
    )
    .openapi(r(rs.audit), async (c) => ok(c, await listAudit(deps.db, c.req.valid('query'))))
    .openapi(r(rs.staff), async (c) => ok(c, { list: await listStaff(deps.db) }))
    .openapi(r(rs.invite), async (c) => {
      const input = c.req.valid('json');
      const made = await addStaff(deps.db, actorOf(c), { ...input, locale: c.get('locale') }, deps.now());
      // E-mailed (the outbox), and shown to the administrator too, to pass on if the mail is lost.
      // In the inviting administrator's language: the page lets the new person read it in theirs.
      const link = `${mailPublicUrl(deps.env)}${localePath(c.get('locale'), 'staff/invite/')}#token=${made.inviteToken}`;
      // The invitation's delivery job, now rather than at the runner's next poll.
      deps.kick();
      return ok(c, { id: made.id, link }, 'staff.invited');
    })
    .openapi(r(rs.revoke), async (c) => {
      const { staffId, reason } = c.req.valid('json');
      const ended = await deps.db.transaction(async (tx) => {
        const n = await endSessionsOf(tx, staffId, deps.now());
        await appendAudit(
          tx,
          actorOf(c),
          { action: 'staff.revokeSessions', target: `staff:${staffId}`, after: { ended: n }, reason },
          deps.now(),
        );
        return n;
      });
      return ok(c, { ended }, 'staff.sessionsEnded');
    })
    .openapi(r(rs.acceptInvite), async (c) => {
      await acceptInvite(deps.db, { ...c.req.valid('json'), ip: ipOf(c, deps) }, deps.now());
      return ok(c, null);
    });
}
