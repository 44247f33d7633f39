import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { accountCtx, merchantCtx, ok } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { requireAuth } from '../http/auth.ts';
import { accountCache } from '../http/accountCache.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { emailChangeInput, passwordChangeInput, profileInput, sessionRevokeInput } from '../../shared/schemas/user.ts';
import {
  changeEmail,
  changePassword,
  getUserInfo,
  listSessions,
  revokeSession,
  saveProfile,
} from '../services/users.ts';

export const userDocs: RouteDoc[] = [
  { method: 'get', path: '/api/user/info', summary: 'The current user', tag: 'user', auth: true },
  {
    method: 'post',
    path: '/api/user/save',
    summary: 'Save profile fields',
    tag: 'user',
    auth: true,
    body: profileInput,
  },
  {
    method: 'post',
    path: '/api/user/password',
    summary: 'Change password; signs out other sessions',
    tag: 'user',
    auth: true,
    body: passwordChangeInput,
  },
  {
    method: 'post',
    path: '/api/user/alter-email',
    summary: 'Change email (needs the current password)',
    tag: 'user',
    auth: true,
    body: emailChangeInput,
  },
  { method: 'get', path: '/api/user/sessions', summary: 'Active sessions', tag: 'user', auth: true },
  {
    method: 'post',
    path: '/api/user/sessions/revoke',
    summary: 'Sign out one session',
    tag: 'user',
    auth: true,
    body: sessionRevokeInput,
  },
];

export function userRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAuth(deps))
    .get('/info', accountCache(deps), async (c) => ok(c, await getUserInfo({ ctx: merchantCtx(c, deps) })))
    .post('/save', validateJson(profileInput), async (c) =>
      ok(c, await saveProfile({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'personal.saved'),
    )
    .post('/password', validateJson(passwordChangeInput), async (c) => {
      await changePassword({ ctx: accountCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'personal.passwordChanged');
    })
    .post('/alter-email', validateJson(emailChangeInput), async (c) =>
      ok(c, await changeEmail({ ctx: accountCtx(c, deps), input: c.req.valid('json') }), 'personal.emailChanged'),
    )
    .get('/sessions', async (c) => ok(c, await listSessions({ ctx: accountCtx(c, deps) })))
    .post('/sessions/revoke', validateJson(sessionRevokeInput), async (c) => {
      await revokeSession({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'personal.sessionRevoked');
    });
}
