import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { accountCtx, merchantCtx, ok } from '../http/context.ts';
import { accountCache } from '../http/accountCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import {
  emailChangeInput,
  passwordChangeInput,
  profileInput,
  sessionRevokeInput,
  verifyEmailInput,
} from '../../shared/schemas/user.ts';
import { sessionInfo, userInfo } from '../../shared/schemas/answers/account.ts';
import { cancelPendingEmail, changeEmail, confirmEmail, resendEmailCode } from '../accounts/emailVerification.ts';
import { changePassword, getUserInfo, listSessions, revokeSession, saveProfile } from '../accounts/users.ts';

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
    verifyEmail: apiRoute({
      ...user,
      method: 'post',
      path: '/verify-email',
      summary: 'Prove the address with the mailed 6-digit code (registration or a change)',
      body: verifyEmailInput,
      data: userInfo,
    }),
    cancelEmail: apiRoute({
      ...user,
      method: 'post',
      path: '/alter-email/cancel',
      summary: 'Drop a pending e-mail change: the account keeps its address, the mailed code stops working',
      data: userInfo,
    }),
    resendCode: apiRoute({
      ...user,
      method: 'post',
      path: '/verify-email/resend',
      summary: 'Mail a new code (one a minute, five an hour)',
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
    .openapi(w(r.email), async (c) => {
      const input = c.req.valid('json');
      const info = await changeEmail({ ctx: accountCtx(c, deps), input });
      return ok(c, info, input.pin === undefined ? 'verify.codeSent' : 'personal.emailChanged');
    })
    .openapi(w(r.verifyEmail), async (c) =>
      ok(c, await confirmEmail({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'verify.done'),
    )
    .openapi(w(r.cancelEmail), async (c) =>
      ok(c, await cancelPendingEmail({ ctx: merchantCtx(c, deps) }), 'personal.emailChangeCancelled'),
    )
    .openapi(w(r.resendCode), async (c) => {
      await resendEmailCode({ ctx: accountCtx(c, deps) });
      return ok(c, null, 'verify.codeSent');
    })
    .openapi(w(r.sessions), async (c) => ok(c, await listSessions({ ctx: accountCtx(c, deps) })))
    .openapi(w(r.revoke), async (c) => {
      await revokeSession({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'personal.sessionRevoked');
    });
}
