import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from './http/context.ts';
import { errorResponse } from './http/errors.ts';
import { outageLog } from './db/outage.ts';
import { rejectNul } from './http/rejectNul.ts';
import { API_HEADERS, cameOverTls, withHsts } from './edge/rules.ts';
import { compressJson } from './http/compression.ts';
import { forgetOnWrite } from './http/accountCache.ts';
import { memo } from './http/memo.ts';
import { LazyRequestLogger, logRequest } from './logger.ts';
import { requestIdOf, setAnswerHeader, setsOnNode } from './http/answerHeaders.ts';
import { AppError } from '../shared/errors.ts';
import { negotiateLocale } from '../../i18n/locales.ts';
import { serverT } from './i18n.server.ts';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { docsOf, openApiDocument, type ApiGroup, type RouteDoc } from './http/openapi.ts';
import { allowedMethods } from './http/allowed.ts';
import { healthApi, healthRoutes } from './routes/health.ts';
import { openingStationApi, openingStationRoutes } from './routes/opening-station.ts';
import { commonApi, commonRoutes } from './routes/common.ts';
import { loginApi, loginRoutes } from './routes/login.ts';
import { userApi, userRoutes } from './routes/user.ts';
import { contactApi, contactRoutes } from './routes/contact.ts';
import { leagueApi, leagueRoutes } from './routes/league.ts';
import { templateApi, templateRoutes } from './routes/templates.ts';
import { cartApi, cartRoutes } from './routes/cart.ts';
import { orderApi, orderRoutes } from './routes/order.ts';
import { payApi, payRoutes } from './routes/pay.ts';
import { settlementApi, settlementRoutes, siteApi, siteRoutes } from './routes/site.ts';
import { sandboxPageRoutes } from './routes/sandboxPage.ts';
import { sitesPublicRoutes } from './routes/sites-public.ts';
import { designPageRoutes } from './routes/designPage.ts';
import { siteDesignApi, siteDesignRoutes } from './routes/siteDesignApi.ts';
import { domainsApi, domainsRoutes } from './routes/domains.ts';
import { ownDomainSites } from './routes/site-host.ts';

const BODY_LIMIT = 64 * 1024;

/** API answers are data, never documents: the headers of edge/rules.ts, HSTS when over TLS. */
const API_SECURITY_HEADERS = {
  plain: Object.entries(withHsts(API_HEADERS, false)),
  tls: Object.entries(withHsts(API_HEADERS, true)),
};

/** The document itself is a declared route too. */
const openApiRoute = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This document',
  tags: ['operations'],
  responses: {
    200: {
      description: 'OpenAPI 3.1',
      content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
    },
  },
});

/** Every declared API route, in mounting order. */
const apiGroups: ApiGroup[] = [
  healthApi,
  loginApi,
  userApi,
  openingStationApi,
  commonApi,
  contactApi,
  leagueApi,
  templateApi,
  cartApi,
  orderApi,
  payApi,
  siteApi,
  settlementApi,
  domainsApi,
];

/** Method, path, auth and input schemas of every declared route (the hostile-input sweep walks them). */
export const routeDocs: RouteDoc[] = docsOf(apiGroups);

/** The API: middleware and route mounting only; the rules live in services. */
export function createApp(deps: Deps) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const app = new OpenAPIHono<AppEnv>();

  // Browsers send few distinct Accept-Language values: each is negotiated once.
  const localeOf = memo(negotiateLocale);
  app.use('*', async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    setAnswerHeader(c, 'X-Request-Id', requestId);
    const locale = localeOf(c.req.header('accept-language') ?? '');
    c.set('locale', locale);
    c.set('t', serverT(locale));
    c.set('log', new LazyRequestLogger(deps.log, requestId));
    await next();
  });
  // An operator's own domain serves their site, before any platform route or page.
  app.use('*', ownDomainSites(deps));

  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    const locale = c.get('locale');
    const tls = deps.env.TRUST_PROXY && cameOverTls(true, c.req.header('x-forwarded-proto'));
    const security = API_SECURITY_HEADERS[tls ? 'tls' : 'plain'];
    // Set before the route runs. On Node's response they are defaults: an answer naming one wins.
    for (const [k, v] of security) setAnswerHeader(c, k, v);
    setAnswerHeader(c, 'Content-Language', locale);
    const onNode = setsOnNode(c);
    if (onNode) setAnswerHeader(c, 'Cache-Control', 'no-store');
    await next();
    if (!onNode) {
      const headers = c.res.headers;
      if (headers.get('X-Request-Id') === c.get('requestId')) {
        // Made by this request's context (c.json, c.body) with the headers above: completed in place.
        if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
      } else {
        // A Response the route built itself (it may be shared or immutable): copied, as Hono does.
        if (!headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
        for (const [k, v] of security) c.header(k, v);
        c.header('Content-Language', locale);
        c.header('X-Request-Id', c.get('requestId'));
      }
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
  // The table is the router's own, read once every route below is mounted.
  let allowed: ((path: string) => Set<string> | null) | undefined;
  app.use('/api/*', (c, next) => {
    // Remembered per path (bounded): the lookup runs on every request.
    if (!allowed) {
      const table = allowedMethods(app.routes, '/api/');
      allowed = memo((path: string) => {
        const allow = table(path);
        return allow ? new Set(allow.split(', ')) : null;
      });
    }
    const methods = allowed(c.req.path);
    if (methods && !methods.has(c.req.method)) {
      throw new AppError('method_not_allowed', { headers: { Allow: [...methods].join(', ') } });
    }
    return next();
  });

  app.route(healthApi.base, healthRoutes(deps));
  app.route(loginApi.base, loginRoutes(deps));
  app.route(userApi.base, userRoutes(deps));
  app.route(openingStationApi.base, openingStationRoutes(deps));
  app.route(commonApi.base, commonRoutes(deps));
  app.route(contactApi.base, contactRoutes(deps));
  app.route(leagueApi.base, leagueRoutes(deps));
  app.route(templateApi.base, templateRoutes(deps));
  app.route(cartApi.base, cartRoutes(deps));
  app.route(orderApi.base, orderRoutes(deps));
  app.route(payApi.base, payRoutes(deps));
  app.route(siteApi.base, siteRoutes(deps));
  app.route(settlementApi.base, settlementRoutes(deps));
  app.route(domainsApi.base, domainsRoutes(deps));
  if (deps.providers.sandbox) app.route('/pay/sandbox', sandboxPageRoutes(deps, deps.providers.sandbox));
  app.route('/s', designPageRoutes(deps));
  // The design API (in a site's console, by its session cookie) before the sites' own pages.
  app.route(siteDesignApi.base, siteDesignRoutes(deps));
  app.route('/s', sitesPublicRoutes(deps));
  app.openapi(openApiRoute, (c) => {
    document ??= openApiDocument(app);
    // The generator's own type is wider than the declared answer (an object with `openapi`).
    return c.json(document as never, 200);
  });
  app.all('/api/*', () => {
    throw new AppError('not_found');
  });
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
