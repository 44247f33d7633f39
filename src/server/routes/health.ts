import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { AppError } from '../../shared/errors.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { isDatabaseUnreachable, outageLog } from '../db/outage.ts';

export const healthDocs: RouteDoc[] = [
  { method: 'get', path: '/api/health', summary: 'Process is up', tag: 'operations' },
  { method: 'get', path: '/api/health/ready', summary: 'Database is reachable', tag: 'operations' },
];

export function healthRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', (c) => ok(c, { status: 'ok' }))
    .get('/ready', async (c) => {
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
