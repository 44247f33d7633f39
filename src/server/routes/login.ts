import { Hono } from 'hono';
import type { AppContext, AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { bearer } from '../http/auth.ts';
import { clientIp } from '../http/clientIp.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { loginInput, registerInput } from '../../shared/schemas/auth.ts';
import { login, register, type AuthCtx } from '../services/auth.ts';
import { revokeByToken } from '../services/sessions.ts';

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

function authCtx(deps: Deps, c: AppContext): AuthCtx {
  return {
    db: deps.db,
    limits: deps.limits,
    now: deps.now(),
    ip: clientIp(c, deps),
    userAgent: c.req.header('user-agent'),
    idleDays: deps.env.SESSION_IDLE_DAYS,
    rate: {
      loginAccount: deps.env.RATE_LIMIT_LOGIN_ACCOUNT,
      loginIp: deps.env.RATE_LIMIT_LOGIN_IP,
      registerIp: deps.env.RATE_LIMIT_REGISTER_IP,
    },
  };
}

export function loginRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/authorize', validateJson(loginInput), async (c) =>
      ok(c, await login(authCtx(deps, c), c.req.valid('json')), 'auth.loginSuccess'),
    )
    .post('/register', validateJson(registerInput), async (c) =>
      ok(c, await register(authCtx(deps, c), c.req.valid('json')), 'auth.registerSuccess'),
    )
    .post('/logout', async (c) => {
      // Idempotent: logging out with a dead or missing token is not an error.
      const token = bearer(c.req.header('authorization'));
      if (token) await revokeByToken(deps.db, token, deps.now());
      return ok(c, null, 'auth.loggedOut');
    });
}
