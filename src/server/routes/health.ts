import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import type { RouteDoc } from '../http/openapi.ts';

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
        c.get('log').warn({ err }, 'database not ready');
        return c.json({ code: 1, msg: c.get('t')('errors.notReady'), error: 'internal', data: null }, 503);
      }
      return ok(c, { status: 'ready' });
    });
}
