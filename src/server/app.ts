import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from './http/context.ts';
import { errorResponse } from './http/errors.ts';
import { AppError } from '../shared/errors.ts';
import { negotiateLocale } from '../../i18n/locales.ts';
import { serverT } from './i18n.server.ts';
import { buildOpenApi, type RouteDoc } from './http/openapi.ts';
import { healthDocs, healthRoutes } from './routes/health.ts';
import { openingStationDocs, openingStationRoutes } from './routes/opening-station.ts';
import { commonDocs, commonRoutes } from './routes/common.ts';

const BODY_LIMIT = 64 * 1024;

export const routeDocs: RouteDoc[] = [...healthDocs, ...openingStationDocs, ...commonDocs];

/** The API: middleware and route mounting only; the rules live in services. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    const locale = negotiateLocale(c.req.header('accept-language'));
    c.set('locale', locale);
    c.set('t', serverT(locale));
    c.set('log', deps.log.child({ requestId: c.get('requestId') }));
    await next();
  });

  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Language', c.get('locale'));
    c.get('log').info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: () => {
        throw new AppError('payload_too_large');
      },
    }),
  );

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/opening-station', openingStationRoutes(deps));
  app.route('/api/common', commonRoutes());
  const openapi = buildOpenApi([...routeDocs, { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'operations' }]);
  app.get('/api/openapi.json', (c) => c.json(openapi));

  app.all('/api/*', () => {
    throw new AppError('not_found');
  });
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
