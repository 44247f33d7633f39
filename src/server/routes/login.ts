import type { Deps } from '../http/context.ts';
import { ok, publicCtx, serviceCtx } from '../http/context.ts';
import { bearer } from '../http/auth.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput } from '../../shared/schemas/auth.ts';
import { authResult } from '../../shared/schemas/answers/account.ts';
import { login, logout, register } from '../accounts/auth.ts';
import { askPasswordReset, resetPassword } from '../accounts/passwordReset.ts';

const auth = { tag: 'auth' } as const;

export const loginApi = {
  base: '/api/login',
  routes: {
    authorize: apiRoute({
      ...auth,
      method: 'post',
      path: '/authorize',
      summary: 'Log in; returns a Bearer token',
      body: loginInput,
      data: authResult,
    }),
    register: apiRoute({
      ...auth,
      method: 'post',
      path: '/register',
      summary: 'Register and receive a token',
      body: registerInput,
      data: authResult,
    }),
    forgot: apiRoute({
      ...auth,
      method: 'post',
      path: '/forgot-password',
      summary: 'Mail a reset link when an account has this address (the same answer either way)',
      body: forgotPasswordInput,
    }),
    reset: apiRoute({
      ...auth,
      method: 'post',
      path: '/reset-password',
      summary: 'Set a new password from a mailed link; ends every session of the account',
      body: resetPasswordInput,
    }),
    // Idempotent: logging out with a dead or missing token is not an error.
    logout: apiRoute({
      ...auth,
      method: 'post',
      path: '/logout',
      summary: 'Revoke the current token',
      auth: 'optional',
    }),
  },
} satisfies ApiGroup;

export function loginRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = loginApi.routes;
  return app
    .openapi(w(r.authorize), async (c) =>
      ok(c, await login({ ctx: publicCtx(c, deps), input: c.req.valid('json') }), 'auth.loginSuccess'),
    )
    .openapi(w(r.register), async (c) =>
      ok(c, await register({ ctx: publicCtx(c, deps), input: c.req.valid('json') }), 'auth.registerSuccess'),
    )
    .openapi(w(r.forgot), async (c) => {
      await askPasswordReset({ ctx: { ...publicCtx(c, deps), kick: deps.kick }, input: c.req.valid('json') });
      return ok(c, null, 'forgot.sentIfAccount');
    })
    .openapi(w(r.reset), async (c) => {
      await resetPassword({ ctx: serviceCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'forgot.done');
    })
    .openapi(r.logout, async (c) => {
      const token = bearer(c.req.header('authorization'));
      if (token) await logout({ ctx: serviceCtx(c, deps), input: { token } });
      return ok(c, null, 'auth.loggedOut');
    });
}
