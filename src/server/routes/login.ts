import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, publicCtx, serviceCtx } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { bearer } from '../http/auth.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { loginInput, registerInput } from '../../shared/schemas/auth.ts';
import { login, logout, register } from '../services/auth.ts';

export const loginDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/login/authorize',
    summary: 'Log in; returns a Bearer token',
    tag: 'auth',
    body: loginInput,
  },
  {
    method: 'post',
    path: '/api/login/register',
    summary: 'Register and receive a token',
    tag: 'auth',
    body: registerInput,
  },
  { method: 'post', path: '/api/login/logout', summary: 'Revoke the current token', tag: 'auth', auth: true },
];

export function loginRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/authorize', validateJson(loginInput), async (c) =>
      ok(c, await login({ ctx: publicCtx(c, deps), input: c.req.valid('json') }), 'auth.loginSuccess'),
    )
    .post('/register', validateJson(registerInput), async (c) =>
      ok(c, await register({ ctx: publicCtx(c, deps), input: c.req.valid('json') }), 'auth.registerSuccess'),
    )
    .post('/logout', async (c) => {
      // Idempotent: logging out with a dead or missing token is not an error.
      const token = bearer(c.req.header('authorization'));
      if (token) await logout({ ctx: serviceCtx(c, deps), input: { token } });
      return ok(c, null, 'auth.loggedOut');
    });
}
