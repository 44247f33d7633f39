import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from './http/context.ts';
import { errorResponse } from './http/errors.ts';
import { rejectNul } from './http/rejectNul.ts';
import { AppError } from '../shared/errors.ts';
import { negotiateLocale } from '../../i18n/locales.ts';
import { serverT } from './i18n.server.ts';
import { buildOpenApi, type RouteDoc } from './http/openapi.ts';
import { healthDocs, healthRoutes } from './routes/health.ts';
import { openingStationDocs, openingStationRoutes } from './routes/opening-station.ts';
import { commonDocs, commonRoutes } from './routes/common.ts';
import { loginDocs, loginRoutes } from './routes/login.ts';
import { userDocs, userRoutes } from './routes/user.ts';
import { contactDocs, contactRoutes } from './routes/contact.ts';
import { leagueDocs, leagueRoutes } from './routes/league.ts';
import { templateDocs, templateRoutes } from './routes/templates.ts';
import { cartDocs, cartRoutes } from './routes/cart.ts';
import { orderDocs, orderRoutes } from './routes/order.ts';
import { payDocs, payRoutes } from './routes/pay.ts';
import { settlementRoutes, siteDocs, siteRoutes } from './routes/site.ts';
import { sandboxPageRoutes } from './routes/sandboxPage.ts';
import { sitesPublicRoutes } from './routes/sites-public.ts';

const BODY_LIMIT = 64 * 1024;

export const routeDocs: RouteDoc[] = [
  ...healthDocs,
  ...loginDocs,
  ...userDocs,
  ...openingStationDocs,
  ...commonDocs,
  ...contactDocs,
  ...leagueDocs,
  ...templateDocs,
  ...cartDocs,
  ...orderDocs,
  ...payDocs,
  ...siteDocs,
];

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
    // Routes that may be cached (template images) say so themselves.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
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
  app.use('/api/*', rejectNul);

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/login', loginRoutes(deps));
  app.route('/api/user', userRoutes(deps));
  app.route('/api/opening-station', openingStationRoutes(deps));
  app.route('/api/common', commonRoutes(deps));
  app.route('/api/contact', contactRoutes(deps));
  app.route('/api/league', leagueRoutes(deps));
  app.route('/api/cart', templateRoutes(deps));
  app.route('/api/cart', cartRoutes(deps));
  app.route('/api/order', orderRoutes(deps));
  app.route('/api/pay', payRoutes(deps));
  app.route('/api/site', siteRoutes(deps));
  app.route('/api/settlement', settlementRoutes(deps));
  app.route('/pay/sandbox', sandboxPageRoutes(deps));
  app.route('/s', sitesPublicRoutes(deps));
  const openapi = buildOpenApi([
    ...routeDocs,
    { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'operations' },
  ]);
  app.get('/api/openapi.json', (c) => c.json(openapi));

  app.all('/api/*', () => {
    throw new AppError('not_found');
  });
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
