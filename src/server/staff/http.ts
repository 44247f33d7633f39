import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AppError } from '../../shared/errors.ts';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { postedFromThisOrigin } from '../http/origin.ts';
import type { StaffActor } from './actor.ts';
import { type RoleRule, roleAllows } from './roles.ts';
import { findStaffSession, STAFF_COOKIE } from './sessions.ts';

/** Who may call a staff route: a role rule, or anyone (the sign-in steps, accepting an invitation). */
export type StaffAccess = { roles: RoleRule | 'public'; audited: boolean };

/**
 * Every staff route's door: never indexed; a change (any POST) only from the console's own
 * pages (Sec-Fetch-Site / Origin); then, unless public, a live staff session (the HttpOnly
 * cookie) whose role the route allows. Sets `staff` for the handler and the audit row.
 */
export function staffDoor(deps: Deps, access: StaffAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    if (c.req.method !== 'GET' && !postedFromThisOrigin(c, deps.env.TRUST_PROXY)) {
      throw new AppError('forbidden', { key: 'staff.error.crossSite' });
    }
    if (access.roles !== 'public') {
      const token = getCookie(c, STAFF_COOKIE);
      const session = token ? await findStaffSession(deps.db, token, 'session', deps.now()) : null;
      if (!session) throw new AppError('unauthorized', { key: 'staff.error.sessionEnded' });
      if (!roleAllows(session.role, access.roles)) throw new AppError('forbidden', { key: 'staff.error.forbidden' });
      c.set('staff', {
        id: session.staffId,
        email: session.email,
        name: session.name,
        role: session.role,
        sessionId: session.id,
        ip: clientIp(c, { trustProxy: deps.env.TRUST_PROXY }),
      });
    }
    await next();
  };
}

/** The staff member of a guarded route's request. */
export function actorOf(c: Context<AppEnv>): StaffActor {
  const actor = c.get('staff');
  if (!actor) throw new AppError('unauthorized', { key: 'staff.error.sessionEnded' });
  return actor;
}
