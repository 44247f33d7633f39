import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { AppError } from '../../shared/errors.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { isDatabaseUnreachable, outageLog } from '../db/outage.ts';

export const healthApi = {
  base: '/api/health',
  routes: {
    up: apiRoute({
      method: 'get',
      path: '/',
      summary: 'Process is up',
      tag: 'operations',
      data: z.object({ status: z.literal('ok') }),
    }),
    ready: apiRoute({
      method: 'get',
      path: '/ready',
      summary: 'Database is reachable',
      tag: 'operations',
      data: z.object({ status: z.literal('ready') }),
    }),
  },
} satisfies ApiGroup;

export function healthRoutes(deps: Deps) {
  const { app } = apiRouter(deps);
  const r = healthApi.routes;
  return app
    .openapi(r.up, (c) => ok(c, { status: 'ok' }))
    .openapi(r.ready, async (c) => {
      try {
        await deps.ping();
      } catch (err) {
        // A probe polled every few seconds during an outage: counted with it, not logged each time.
        if (isDatabaseUnreachable(err)) outageLog.refused(c.get('log'), err);
        else c.get('log').warn({ code: (err as { code?: string }).code }, 'database not ready');
        throw new AppError('unavailable', { key: 'errors.databaseUnreachable', headers: { 'Retry-After': '5' } });
      }
      return ok(c, { status: 'ready' });
    });
}
