import type { Context } from 'hono';
import type { LocaleCode } from '../../../i18n/locales.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { RateLimitStore } from '../services/rateLimit.ts';

/** What every router gets from createApp. */
export interface Deps {
  db: Db;
  env: Env;
  log: Logger;
  /** Readiness probe of the database. */
  ping: () => Promise<void>;
  now: () => Date;
  /** Rate-limit counters shared by every process (database or Redis). */
  limits: RateLimitStore;
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
    log: Logger;
    user?: AuthUser;
  };
}

export type AppContext = Context<AppEnv>;

/** The success envelope of api.md. */
export function ok<T>(c: AppContext, data: T, msgKey = 'common.ok') {
  const msg = msgKey === 'common.ok' ? 'ok' : c.get('t')(msgKey);
  return c.json({ code: 0, msg, data });
}
