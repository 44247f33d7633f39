import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from './context.ts';
import { serviceCtx } from './context.ts';
import { AppError } from '../../shared/errors.ts';
import { findSession } from '../accounts/sessions.ts';

/** The Bearer token of a request, or null. */
export function bearer(header: string | undefined): string | null {
  const m = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i);
  return m?.[1] ?? null;
}

/** Requires a live session; sets `user` ({id, sessionId}). */
export function requireAuth(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    const ctx = { ...serviceCtx(c, deps), idleDays: deps.env.SESSION_IDLE_DAYS };
    const session = token ? await findSession({ ctx, input: { token } }) : null;
    if (!session) throw new AppError('unauthorized');
    c.set('user', { id: session.userId, sessionId: session.id });
    await next();
  });
}
