import type { Deps } from '../http/context.ts';
import { ok, publicCtx, serviceCtx } from '../http/context.ts';
import { bearer } from '../http/auth.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { loginInput, registerInput } from '../../shared/schemas/auth.ts';
import { authResult } from '../../shared/schemas/answers/account.ts';
import { login, logout, register } from '../accounts/auth.ts';

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
    .openapi(r.logout, async (c) => {
      const token = bearer(c.req.header('authorization'));
      if (token) await logout({ ctx: serviceCtx(c, deps), input: { token } });
      return ok(c, null, 'auth.loggedOut');
    });
}
