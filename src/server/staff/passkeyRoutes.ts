import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { cameOverTls } from '../edge/rules.ts';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import {
  passkeyListQuery,
  passkeyRegisterInput,
  passkeyRemoveInput,
  passkeySignInInput,
  passkeySignInOptionsInput,
} from '../../shared/schemas/staff.ts';
import { actorOf, staffDoor } from './http.ts';
import {
  listPasskeys,
  passkeyStep,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  signInOptions,
} from './passkeys.ts';
import { STAFF_COOKIE, STAFF_SESSION_MS } from './sessions.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';

const mine = { roles: 'any', audited: false } as const;

/** Passkeys: the sign-in's second step with one, and each person's own list (an administrator may remove anyone's). */
export const staffPasskeyApi = {
  base: '/api/staff',
  routes: {
    passkeySignInOptions: route(
      {
        method: 'post',
        path: '/login/passkey/options',
        summary: 'Staff sign-in, step 2 with a passkey: the challenge (null when the person has none)',
        body: passkeySignInOptionsInput,
        data: a.passkeySignInOptions,
      },
      { roles: 'public', audited: false },
    ),
    passkeySignIn: route(
      {
        method: 'post',
        path: '/login/passkey',
        summary: "Staff sign-in, step 2 with a passkey: the authenticator's answer",
        body: passkeySignInInput,
        data: a.staffCodeAnswer,
      },
      { roles: 'public', audited: false },
    ),
    passkeys: route(
      {
        method: 'get',
        path: '/passkeys',
        summary: 'Passkeys of a staff member',
        query: passkeyListQuery,
        data: a.passkeyList,
      },
      mine,
    ),
    passkeyOptions: route(
      {
        method: 'post',
        path: '/passkeys/options',
        summary: 'Options to create a passkey',
        data: a.passkeyRegisterOptions,
      },
      mine,
    ),
    passkeyRegister: route(
      {
        method: 'post',
        path: '/passkeys/register',
        summary: 'Registers the passkey just created',
        body: passkeyRegisterInput,
        data: a.passkeyItem,
      },
      { roles: 'any', audited: true },
    ),
    passkeyRemove: route(
      { method: 'post', path: '/passkeys/remove', summary: 'Removes a passkey', body: passkeyRemoveInput },
      { roles: 'any', audited: true },
    ),
  },
} satisfies ApiGroup;

export function staffPasskeyRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffPasskeyApi.routes;
  const rp = relyingParty(deps.env);
  const signIn = (c: Context<AppEnv>) => ({
    db: deps.db,
    limits: deps.limits,
    now: deps.now,
    ip: clientIp(c, { trustProxy: deps.env.TRUST_PROXY }),
  });
  const secure = (c: Context<AppEnv>) =>
    deps.env.NODE_ENV === 'production' ||
    cameOverTls(new URL(c.req.url).protocol === 'https:', c.req.header('x-forwarded-proto'));
  return app
    .openapi(r(rs.passkeySignInOptions), async (c) => ok(c, await signInOptions(signIn(c), rp, c.req.valid('json'))))
    .openapi(r(rs.passkeySignIn), async (c) => {
      const { pending, response } = c.req.valid('json');
      const done = await passkeyStep(signIn(c), rp, { pending, response: response as AuthenticationResponseJSON });
      // The same cookie as the code step's (routes.ts).
      setCookie(c, STAFF_COOKIE, done.session, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        secure: secure(c),
        maxAge: STAFF_SESSION_MS / 1000,
      });
      return ok(c, { staff: done.staff });
    })
    .openapi(r(rs.passkeys), async (c) =>
      ok(c, { list: await listPasskeys(deps.db, actorOf(c), c.req.valid('query').staffId) }),
    )
    .openapi(r(rs.passkeyOptions), async (c) =>
      ok(c, { options: await registrationOptions(deps.db, rp, actorOf(c), deps.now()) }),
    )
    .openapi(r(rs.passkeyRegister), async (c) => {
      const { name, response } = c.req.valid('json');
      const input = { name, response: response as RegistrationResponseJSON };
      return ok(c, await registerPasskey(deps.db, rp, actorOf(c), input, deps.now()), 'staff.passkey.added');
    })
    .openapi(r(rs.passkeyRemove), async (c) => {
      await removePasskey(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      return ok(c, null, 'staff.passkey.removed');
    });
}
