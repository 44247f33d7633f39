import type { Context } from 'hono';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { AppError } from '../../shared/errors.ts';
import type { MessageKey, Translate } from '../../shared/messageKey.ts';
import type { Envelope } from '../../shared/types.ts';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../platform/env.ts';
import type { Providers } from '../orders/providers/index.ts';
import type { Deliver } from '../orders/providers/deliver.ts';
import type { Resolver } from '../domains/resolver.ts';
import type { MovableClock } from '../platform/testClock.ts';
import type { ZoneResolver } from '../domains/zoneResolver.ts';
import type { Logger, RequestLogger } from '../platform/logger.ts';
import type { MerchantCtx, ServiceCtx } from '../core/context.ts';
import type { PayCtx } from '../orders/payments.ts';
import type { RateConfig, RateLimitStore } from '../core/rateLimit.ts';
import type { AccountCtx } from '../accounts/users.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import type { StaffActor } from '../staff/actor.ts';
import { clientIp } from './clientIp.ts';
import { jsonAnswer } from './compression.ts';

/** What every router gets from createApp. */
export interface Deps {
  db: Db;
  env: Env;
  log: Logger;
  /** Readiness probe of the database. */
  ping: () => Promise<void>;
  /** Database notifications (catalogue changes made by any process). */
  listen: Database['listen'];
  now: () => Date;
  /** Rate-limit counters shared by every process (database or Redis). */
  limits: RateLimitStore;
  /** Payment providers of this installation (secrets resolved at start-up). */
  providers: Providers;
  /** Where provider events are applied: the paid path's own connections (db/client.ts); else `db`. */
  paidPathDb?: Db;
  /** Posts a signed event to the notify endpoint (sandbox buttons, test-mode transfers). */
  deliver: Deliver;
  /** Wakes this process's job runner after work was queued (no-op without one). */
  kick: () => void;
  /** DNS lookups of own-domain checks (a fake in tests). */
  resolver: Resolver;
  /** The browser tests' in-memory DNS behind `resolver`, with FAKE_DNS only (routes/testDns.ts). */
  dnsZone?: ZoneResolver;
  /** The browser tests' movable clock (TEST_CLOCK); `now` reads it. */
  clock?: MovableClock;
}

export interface AuthUser {
  id: number;
  sessionId: number;
}

export interface AppEnv {
  Variables: {
    locale: LocaleCode;
    t: Translate;
    requestId: string;
    log: RequestLogger;
    user?: AuthUser;
    /** The platform staff member of a staff console request (staff/http.ts). */
    staff?: StaffActor;
    /** The site whose console session signed this design API request (siteDesignApi.ts). */
    operatorSite?: SiteRow;
    /** Until when (epoch ms) a GET answer stays true by the clock alone; null: do not keep it (accountCache). */
    freshUntil?: number | null;
  };
}

export type AppContext = Context<AppEnv>;

/** The success envelope of api.md. */
export function ok<T>(c: AppContext, data: T, msgKey: MessageKey = 'common.ok') {
  const msg = msgKey === 'common.ok' ? 'ok' : c.get('t')(msgKey);
  const envelope = { code: 0, msg, data } satisfies Envelope<T>;
  // Typed as c.json types it (the routes' declared answers are checked against it).
  return jsonAnswer(c, envelope) as unknown as ReturnType<typeof c.json<typeof envelope>>;
}

/*
 * Service contexts, built here and nowhere else: a route passes one to its service as
 * `verb({ ctx, input })` (README, Layout). The clock and the database come from `deps`,
 * so tests move time and pass their own database; the language comes from the request.
 */

/** Any request: database, clock, language. */
export function serviceCtx(c: AppContext, deps: Pick<Deps, 'db' | 'now'>): ServiceCtx {
  return { db: deps.db, now: deps.now, locale: c.get('locale'), t: c.get('t') };
}

/** A signed-in merchant's request (after requireAuth): every query is scoped to `userId`. */
export function merchantCtx(c: AppContext, deps: Pick<Deps, 'db' | 'now'>): MerchantCtx {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized');
  return { ...serviceCtx(c, deps), userId: user.id };
}

/** The limits and session policy of the configuration, for services that count attempts. */
export interface Policy {
  limits: RateLimitStore;
  rate: RateConfig;
  idleDays: number;
}

function policy(deps: Deps): Policy {
  return {
    limits: deps.limits,
    rate: {
      loginAccount: deps.env.RATE_LIMIT_LOGIN_ACCOUNT,
      loginIp: deps.env.RATE_LIMIT_LOGIN_IP,
      registerIp: deps.env.RATE_LIMIT_REGISTER_IP,
      formIp: deps.env.RATE_LIMIT_FORM_IP,
    },
    idleDays: deps.env.SESSION_IDLE_DAYS,
  };
}

/** An anonymous caller (login, register, the public forms): who they seem to be, and the limits. */
export interface PublicCtx extends ServiceCtx, Policy {
  ip: string;
  userAgent: string | undefined;
}

export function publicCtx(c: AppContext, deps: Deps): PublicCtx {
  return {
    ...serviceCtx(c, deps),
    ...policy(deps),
    ip: clientIp(c, { trustProxy: deps.env.TRUST_PROXY }),
    userAgent: c.req.header('user-agent'),
  };
}

/** A merchant managing their account: which session is asking, and the password-guess limit. */
export function accountCtx(c: AppContext, deps: Deps): AccountCtx {
  const sessionId = c.get('user')?.sessionId;
  if (sessionId === undefined) throw new AppError('unauthorized');
  return { ...merchantCtx(c, deps), ...policy(deps), sessionId };
}

/** A merchant paying: the merchant context plus the payment providers. */
export function payCtx(c: AppContext, deps: Deps): PayCtx {
  return { ...merchantCtx(c, deps), providers: deps.providers, limits: deps.limits };
}
