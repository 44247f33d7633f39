import type { AppEnv, Deps } from './http/context.ts';
import { errorResponse } from './http/errors.ts';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ApiRouter, docsOf, openApiDocument, type ApiGroup, type RouteDoc } from './http/openapi.ts';
import { apiFront } from './http/apiFront.ts';
import { requireAuth } from './http/auth.ts';
import type { RoutesOf } from './http/routeTypes.ts';
import { pageContext, requestEntry } from './http/requestContext.ts';
import { healthApi, healthRoutes } from './routes/health.ts';
import { openingStationApi, openingStationRoutes } from './routes/opening-station.ts';
import { commonApi, commonRoutes } from './routes/common.ts';
import { loginApi, loginRoutes } from './routes/login.ts';
import { userApi, userRoutes } from './routes/user.ts';
import { contactApi, contactRoutes } from './routes/contact.ts';
import { leagueApi, leagueRoutes } from './routes/league.ts';
import { templateApi, templateRoutes } from './routes/templates.ts';
import { gamesApi, gamesRoutes } from './routes/games.ts';
import { fakeGamesMount } from './routes/fakeGames.ts';
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
import { testClockRoutes } from './routes/testClock.ts';
import { fakeDnsEnabled, testClockEnabled } from './platform/env.ts';
import { devMailEnabled, devMailRoutes } from './routes/devMail.ts';
import { staffApi, staffRoutes } from './staff/routes.ts';
import { staffSupportApi, staffSupportRoutes } from './staff/supportRoutes.ts';
import { staffInboxApi, staffInboxRoutes } from './staff/inboxRoutes.ts';
import { staffCatalogueApi, staffCatalogueRoutes } from './staff/catalogueRoutes.ts';
import { staffTemplateApi, staffTemplateRoutes } from './staff/templateRoutes.ts';
import { staffPasskeyApi, staffPasskeyRoutes } from './staff/passkeyRoutes.ts';
import { staffAffiliateApi, staffAffiliateRoutes } from './staff/affiliateRoutes.ts';
import { withdrawalsApi, withdrawalsRoutes } from './withdrawals/routes.ts';
import { renewalsApi, renewalsRoutes } from './routes/renewals.ts';
import { staffTermsApi, staffTermsRoutes } from './staff/termRoutes.ts';
import { staffWithdrawalsApi, staffWithdrawalsRoutes } from './withdrawals/staffRoutes.ts';

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
  gamesApi,
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
  staffTemplateApi,
  staffPasskeyApi,
  staffAffiliateApi,
  withdrawalsApi,
  staffWithdrawalsApi,
  renewalsApi,
  staffTermsApi,
] satisfies ApiGroup[];

/** Method, path, auth and input schemas of every declared route (the hostile-input sweep walks them). */
export const routeDocs: RouteDoc[] = docsOf(apiGroups);

/** The prefixes of the platform's own pages that are routes (the rest are files or 404s). */
const PAGE_ROUTES = ['/s', '/pay/sandbox', '/__e2e/dns', '/__e2e/clock', '/dev/mail', '/__games'] as const;

/**
 * The API and the platform's page routes: mounting only; the rules live in services.
 * `files` answers any other page (the built site, main.ts); without it such a path is a 404.
 *
 * Every API route is one Hono handler with the API's front folded in (http/openapi.ts), so no
 * middleware is mounted on `*`: one would be matched with every route and take each request
 * off Hono's light path. Pages get their context (and an operator's own domain its site,
 * before any platform page) from a step mounted on each page prefix, and on whatever no
 * route matched.
 */
export function createApp(deps: Deps, pages: { files?: MiddlewareHandler<AppEnv> } = {}) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const front = apiFront(deps);
  const app = new ApiRouter(front.route, false);
  front.knowRoutes(() => app.routes);
  const pageFront = pageContext(requestEntry(deps), ownDomainSites(deps));
  for (const prefix of PAGE_ROUTES) app.use(`${prefix}/*`, pageFront);

  app.route(healthApi.base, healthRoutes(deps));
  app.route(loginApi.base, loginRoutes(deps));
  app.route(userApi.base, userRoutes(deps));
  app.route(openingStationApi.base, openingStationRoutes(deps));
  app.route(commonApi.base, commonRoutes(deps));
  app.route(contactApi.base, contactRoutes(deps));
  app.route(leagueApi.base, leagueRoutes(deps));
  app.route(templateApi.base, templateRoutes(deps));
  app.route(gamesApi.base, gamesRoutes(deps));
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
  app.route(staffTemplateApi.base, staffTemplateRoutes(deps));
  app.route(staffPasskeyApi.base, staffPasskeyRoutes(deps));
  app.route(staffAffiliateApi.base, staffAffiliateRoutes(deps));
  app.route(withdrawalsApi.base, withdrawalsRoutes(deps));
  app.route(staffWithdrawalsApi.base, staffWithdrawalsRoutes(deps));
  app.route(renewalsApi.base, renewalsRoutes(deps));
  app.route(staffTermsApi.base, staffTermsRoutes(deps));
  // Page routes: under PAGE_ROUTES only.
  if (deps.providers.sandbox) app.route('/pay/sandbox', sandboxPageRoutes(deps, deps.providers.sandbox));
  if (deps.dnsZone && fakeDnsEnabled(deps.env)) app.route('/__e2e/dns', testDnsRoutes(deps.dnsZone));
  if (deps.clock && testClockEnabled(deps.env)) app.route('/__e2e/clock', testClockRoutes(deps, deps.clock));
  if (devMailEnabled(deps.env)) app.route('/dev/mail', devMailRoutes(deps.env));
  const fakeGames = fakeGamesMount(deps);
  if (fakeGames) app.route('/__games', fakeGames);
  app.route('/s', designPageRoutes(deps));
  // The design API (in a site's console, by its session cookie) before the sites' own pages.
  app.route(siteDesignApi.base, siteDesignRoutes(deps));
  app.route('/s', sitesPublicRoutes(deps));
  app.openapi(openApiRoute, (c) => {
    document ??= openApiDocument(app);
    // The generator's own type is wider than the declared answer (an object with `openapi`).
    return c.json(document as never, 200);
  });
  // An unknown path under a signed-in router asks for a session first, as its routes do.
  const session = requireAuth(deps);
  const sessionFirst = async (c: Parameters<typeof session>[0]) => {
    if (app.signedInBases.some((b) => c.req.path.startsWith(`${b}/`))) await session(c, async () => undefined);
  };
  const files: MiddlewareHandler<AppEnv> = pages.files ?? (async (c) => c.text('404 Not Found', 404));
  const serveFile = async (c: Parameters<typeof session>[0]) => {
    const answer = await files(c, async () => undefined);
    if (answer) c.res = answer;
  };
  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return front.unmatched(c, sessionFirst);
    // Under a page prefix the context is there already (its step ran, then no route answered).
    const answer = c.get('requestId') ? await serveFile(c) : await pageFront(c, () => serveFile(c));
    return answer instanceof Response ? answer : c.res;
  });
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;

/** Every declared route's types by path and method (the typed client's, src/shared/api). */
export type ApiRoutes = RoutesOf<(typeof apiGroups)[number] | typeof siteDesignApi>;
