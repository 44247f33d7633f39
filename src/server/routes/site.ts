import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { merchantCtx, ok, payCtx } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import {
  depositInput,
  settlementQuery,
  siteIdInput,
  siteListQuery,
  siteResetInput,
} from '../../shared/schemas/orders.ts';
import { siteLaunchInput, siteSlugQuery } from '../../shared/schemas/siteLaunch.ts';
import {
  consoleLink,
  depositStart,
  openSlots,
  settlement,
  site,
  sitePage,
  siteSlug,
} from '../../shared/schemas/answers/orders.ts';
import { sitesBaseUrl } from '../domains/platform.ts';
import { checkSlug } from '../sites/siteSlugs.ts';
import { createConsoleLink } from '../console/signinLinks.ts';
import { createDeposit, getSettlement } from '../orders/settlement.ts';
import { listSites, resetSitePassword, retrySite } from '../sites/sites.ts';
import { launchSlot, listOpenSlots } from '../sites/siteSlots.ts';

const sites = { tag: 'site', auth: true } as const;

export const siteApi = {
  base: '/api/site',
  routes: {
    list: apiRoute({
      ...sites,
      method: 'get',
      path: '/',
      summary: 'Sites, newest first',
      query: siteListQuery,
      data: sitePage,
    }),
    reset: apiRoute({
      ...sites,
      method: 'post',
      path: '/',
      summary: "Reset a site's operations password",
      body: siteResetInput,
    }),
    retry: apiRoute({
      ...sites,
      method: 'post',
      path: '/retry',
      summary: 'Provision a failed site again',
      body: siteIdInput,
      data: site,
    }),
    consoleLink: apiRoute({
      ...sites,
      method: 'post',
      path: '/console-link',
      summary: "A one-time link into a live site's console (one minute, single use)",
      body: siteIdInput,
      data: consoleLink,
    }),
    slots: apiRoute({
      ...sites,
      method: 'get',
      path: '/slots',
      summary: 'Paid orders with sites still to launch, and their free slots',
      data: z.array(openSlots),
    }),
    slug: apiRoute({
      ...sites,
      method: 'get',
      path: '/slug',
      summary: "A launched site's address: a free default from the name, or whether a wanted one is free",
      query: siteSlugQuery,
      data: siteSlug,
    }),
    launch: apiRoute({
      ...sites,
      method: 'post',
      path: '/launch',
      summary: 'Launch a further site of a paid order (one slot of its package)',
      body: siteLaunchInput,
      data: site,
    }),
  },
} satisfies ApiGroup;

const money = { tag: 'settlement', auth: true } as const;

export const settlementApi = {
  base: '/api/settlement',
  routes: {
    get: apiRoute({
      ...money,
      method: 'get',
      path: '/',
      summary: 'Balance, pending settlement and history',
      query: settlementQuery,
      data: settlement,
    }),
    deposit: apiRoute({
      ...money,
      method: 'post',
      path: '/deposit',
      summary: 'A USDT top-up at a fresh address',
      body: depositInput,
      data: depositStart,
    }),
  },
} satisfies ApiGroup;

export function siteRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps, { signedIn: true });
  const r = siteApi.routes;
  return app
    .openapi(w(r.list), async (c) => ok(c, await listSites({ ctx: merchantCtx(c, deps), input: c.req.valid('query') })))
    .openapi(w(r.reset), async (c) => {
      await resetSitePassword({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'site.passwordReset');
    })
    .openapi(w(r.retry), async (c) => {
      const site = await retrySite({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      deps.kick();
      return ok(c, site);
    })
    .openapi(w(r.consoleLink), async (c) =>
      ok(c, await createConsoleLink({ ctx: merchantCtx(c, deps), input: c.req.valid('json') })),
    )
    .openapi(w(r.slots), async (c) => ok(c, await listOpenSlots({ ctx: merchantCtx(c, deps) })))
    .openapi(w(r.slug), async (c) =>
      ok(
        c,
        await checkSlug({
          ctx: merchantCtx(c, deps),
          input: { ...c.req.valid('query'), sitesBase: sitesBaseUrl(deps.env) },
        }),
      ),
    )
    .openapi(w(r.launch), async (c) => {
      const site = await launchSlot({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      deps.kick();
      return ok(c, site, 'site.launched');
    });
}

export function settlementRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps, { signedIn: true });
  const r = settlementApi.routes;
  return app
    .openapi(w(r.get), async (c) => ok(c, await getSettlement({ ctx: payCtx(c, deps), input: c.req.valid('query') })))
    .openapi(w(r.deposit), async (c) =>
      ok(c, await createDeposit({ ctx: payCtx(c, deps), input: c.req.valid('json') })),
    );
}
