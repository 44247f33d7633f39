import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { accountCtx, merchantCtx, ok } from '../http/context.ts';
import { accountCache } from '../http/accountCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { emailChangeInput, passwordChangeInput, profileInput, sessionRevokeInput } from '../../shared/schemas/user.ts';
import { sessionInfo, userInfo } from '../../shared/schemas/answers/account.ts';
import {
  changeEmail,
  changePassword,
  getUserInfo,
  listSessions,
  revokeSession,
  saveProfile,
} from '../accounts/users.ts';

const user = { tag: 'user', auth: true } as const;

export const userApi = {
  base: '/api/user',
  routes: {
    info: apiRoute({ ...user, method: 'get', path: '/info', summary: 'The current user', data: userInfo }),
    save: apiRoute({
      ...user,
      method: 'post',
      path: '/save',
      summary: 'Save profile fields',
      body: profileInput,
      data: userInfo,
    }),
    password: apiRoute({
      ...user,
      method: 'post',
      path: '/password',
      summary: 'Change password; signs out other sessions',
      body: passwordChangeInput,
    }),
    email: apiRoute({
      ...user,
      method: 'post',
      path: '/alter-email',
      summary: 'Change email (needs the current password)',
      body: emailChangeInput,
      data: userInfo,
    }),
    sessions: apiRoute({
      ...user,
      method: 'get',
      path: '/sessions',
      summary: 'Active sessions',
      data: z.array(sessionInfo),
    }),
    revoke: apiRoute({
      ...user,
      method: 'post',
      path: '/sessions/revoke',
      summary: 'Sign out one session',
      body: sessionRevokeInput,
    }),
  },
} satisfies ApiGroup;

export function userRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps, { signedIn: true });
  const r = userApi.routes;
  return app
    .openapi(w(r.info, accountCache(deps)), async (c) => ok(c, await getUserInfo({ ctx: merchantCtx(c, deps) })))
    .openapi(w(r.save), async (c) =>
      ok(c, await saveProfile({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'personal.saved'),
    )
    .openapi(w(r.password), async (c) => {
      await changePassword({ ctx: accountCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'personal.passwordChanged');
    })
    .openapi(w(r.email), async (c) =>
      ok(c, await changeEmail({ ctx: accountCtx(c, deps), input: c.req.valid('json') }), 'personal.emailChanged'),
    )
    .openapi(w(r.sessions), async (c) => ok(c, await listSessions({ ctx: accountCtx(c, deps) })))
    .openapi(w(r.revoke), async (c) => {
      await revokeSession({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'personal.sessionRevoked');
    });
}
