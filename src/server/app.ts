import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from './http/context.ts';
import { errorResponse } from './http/errors.ts';
import { outageLog } from './db/outage.ts';
import { rejectNul } from './http/rejectNul.ts';
import { API_HEADERS, cameOverTls, withHsts } from './edge/rules.ts';
import { compressJson } from './http/compression.ts';
import { forgetOnWrite } from './http/accountCache.ts';
import { memo } from './http/memo.ts';
import { logRequest } from './logger.ts';
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

/** API answers are data, never documents: the headers of edge/rules.ts, HSTS when over TLS. */
const API_SECURITY_HEADERS = { plain: withHsts(API_HEADERS, false), tls: withHsts(API_HEADERS, true) };

/** `Allow` for a path some route serves with other methods (405), or null (404). */
function allowedMethods(docs: RouteDoc[]): (path: string) => string | null {
  const routes = docs.map((d) => ({
    method: d.method.toUpperCase(),
    re: new RegExp(`^${d.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  }));
  return (path) => {
    const methods = [...new Set(routes.filter((r) => r.re.test(path)).map((r) => r.method))];
    if (!methods.length) return null;
    if (methods.includes('GET')) methods.push('HEAD');
    return methods.join(', ');
  };
}

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

  // Browsers send few distinct Accept-Language values: each is negotiated once.
  const localeOf = memo(negotiateLocale);
  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    const locale = localeOf(c.req.header('accept-language') ?? '');
    c.set('locale', locale);
    c.set('t', serverT(locale));
    c.set('log', deps.log.child({ requestId: c.get('requestId') }));
    await next();
  });

  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    const locale = c.get('locale');
    const tls = deps.env.TRUST_PROXY && cameOverTls(true, c.req.header('x-forwarded-proto'));
    const security = API_SECURITY_HEADERS[tls ? 'tls' : 'plain'];
    // Set before the route runs, so that they travel inside the answer the route makes: a header
    // set on a made answer through c.header rebuilds it as an undici Response, and
    // @hono/node-server then leaves its light path (a quarter of a request's cost, issue 16).
    for (const k in security) c.header(k, security[k]);
    c.header('Content-Language', locale);
    await next();
    const headers = c.res.headers;
    if (headers.get('X-Request-Id') === c.get('requestId')) {
      // Made by this request's context (c.json, c.body) with the headers above: a fresh object,
      // completed in place. Routes that may be cached (template images) say so themselves.
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    } else {
      // A Response the route built itself (it may be shared or immutable): copied, as Hono does.
      if (!headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      for (const k in security) c.header(k, security[k]);
      c.header('Content-Language', locale);
    }
    const status = c.res.status;
    if (status < 500) outageLog.succeeded(c.get('log'));
    logRequest(deps.log, {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    });
  });
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  // A GET or HEAD has no body here; asking (c.req.raw.body) would build an undici Request.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  app.use('/api/*', rejectNul);
  app.use('/api/*', compressJson);
  app.use('/api/*', forgetOnWrite(deps));
  // A known path asked with a method it does not take: 405 before any route's own guards.
  const allowed = memo(
    allowedMethods([...routeDocs, { method: 'get', path: '/api/openapi.json', summary: '', tag: '' }]),
  );
  app.use('/api/*', async (c, next) => {
    const allow = allowed(c.req.path);
    if (allow && !allow.split(', ').includes(c.req.method)) {
      throw new AppError('method_not_allowed', { headers: { Allow: allow } });
    }
    await next();
  });

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
  if (deps.providers.sandbox) app.route('/pay/sandbox', sandboxPageRoutes(deps, deps.providers.sandbox));
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
