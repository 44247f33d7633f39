import type { AppEnv, Deps } from './http/context.ts';
import { errorResponse } from './http/errors.ts';
import { compressJson } from './http/compression.ts';
import { AppError } from '../shared/errors.ts';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { docsOf, oneStep, openApiDocument, type ApiGroup, type RouteDoc } from './http/openapi.ts';
import type { RoutesOf } from './http/routeTypes.ts';
import { requestContext } from './http/requestContext.ts';
import { requestGuards } from './http/requestGuards.ts';
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
import { designPageRoutes } from './console/designPage.ts';
import { siteDesignApi, siteDesignRoutes } from './routes/siteDesignApi.ts';
import { domainsApi, domainsRoutes } from './routes/domains.ts';
import { ownDomainSites } from './routes/site-host.ts';
import { testDnsRoutes } from './routes/testDns.ts';
import { fakeDnsEnabled } from './platform/env.ts';
import { devMailEnabled, devMailRoutes } from './routes/devMail.ts';
import { staffApi, staffRoutes } from './staff/routes.ts';
import { staffSupportApi, staffSupportRoutes } from './staff/supportRoutes.ts';
import { staffInboxApi, staffInboxRoutes } from './staff/inboxRoutes.ts';
import { staffCatalogueApi, staffCatalogueRoutes } from './staff/catalogueRoutes.ts';
import { staffAffiliateApi, staffAffiliateRoutes } from './staff/affiliateRoutes.ts';
import { staffTemplateApi, staffTemplateRoutes } from './staff/templateRoutes.ts';
import { staffPasskeyApi, staffPasskeyRoutes } from './staff/passkeyRoutes.ts';

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
const apiGroups = [
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
  staffApi,
  staffSupportApi,
  staffInboxApi,
  staffCatalogueApi,
  staffAffiliateApi,
  staffTemplateApi,
  staffPasskeyApi,
] satisfies ApiGroup[];

/** Method, path, auth and input schemas of every declared route (the hostile-input sweep walks them). */
export const routeDocs: RouteDoc[] = docsOf(apiGroups);

/** The API: middleware and route mounting only; the rules live in services. */
export function createApp(deps: Deps) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const app = new OpenAPIHono<AppEnv>();

  // An operator's own domain serves their site, before any platform route or page. Every API
  // route runs inside its guards, then compression (one mounted step: requestContext.ts).
  const guards = requestGuards(deps, () => app.routes);
  app.use(
    '*',
    requestContext(deps, {
      pages: ownDomainSites(deps),
      api: oneStep([guards, compressJson]),
    }),
  );

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
  app.route(staffApi.base, staffRoutes(deps));
  app.route(staffSupportApi.base, staffSupportRoutes(deps));
  app.route(staffInboxApi.base, staffInboxRoutes(deps));
  app.route(staffCatalogueApi.base, staffCatalogueRoutes(deps));
  app.route(staffAffiliateApi.base, staffAffiliateRoutes(deps));
  app.route(staffTemplateApi.base, staffTemplateRoutes(deps));
  app.route(staffPasskeyApi.base, staffPasskeyRoutes(deps));
  if (deps.providers.sandbox) app.route('/pay/sandbox', sandboxPageRoutes(deps, deps.providers.sandbox));
  if (deps.dnsZone && fakeDnsEnabled(deps.env)) app.route('/__e2e/dns', testDnsRoutes(deps.dnsZone));
  if (devMailEnabled(deps.env)) app.route('/dev/mail', devMailRoutes(deps.env));
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

/** Every declared route's types by path and method (the typed client's, src/shared/api). */
export type ApiRoutes = RoutesOf<(typeof apiGroups)[number] | typeof siteDesignApi>;
