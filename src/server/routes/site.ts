import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { merchantCtx, ok, payCtx } from '../http/context.ts';
import { requireAuth } from '../http/auth.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { validateJson, validateQuery } from '../http/validate.ts';
import {
  depositInput,
  settlementQuery,
  siteIdInput,
  siteListQuery,
  siteResetInput,
} from '../../shared/schemas/orders.ts';
import { createConsoleLink } from '../services/consoleSignin.ts';
import { createDeposit, getSettlement } from '../services/settlement.ts';
import { listSites, resetSitePassword, retrySite } from '../services/sites.ts';
import { launchSlot, listOpenSlots } from '../services/siteSlots.ts';
import { siteLaunchInput } from '../../shared/schemas/siteLaunch.ts';

export const siteDocs: RouteDoc[] = [
  { method: 'get', path: '/api/site', summary: 'Sites, newest first', tag: 'site', auth: true, query: siteListQuery },
  {
    method: 'post',
    path: '/api/site',
    summary: "Reset a site's operations password",
    tag: 'site',
    auth: true,
    body: siteResetInput,
  },
  {
    method: 'post',
    path: '/api/site/retry',
    summary: 'Provision a failed site again',
    tag: 'site',
    auth: true,
    body: siteIdInput,
  },
  {
    method: 'post',
    path: '/api/site/console-link',
    summary: "A one-time link into a live site's console (one minute, single use): {url, expiresAt}",
    tag: 'site',
    auth: true,
    body: siteIdInput,
  },
  {
    method: 'get',
    path: '/api/site/slots',
    summary: 'Paid orders with sites still to launch, and their free slots',
    tag: 'site',
    auth: true,
  },
  {
    method: 'post',
    path: '/api/site/launch',
    summary: 'Launch a further site of a paid order (one slot of its package)',
    tag: 'site',
    auth: true,
    body: siteLaunchInput,
  },
  {
    method: 'get',
    path: '/api/settlement',
    summary: 'Balance, pending settlement and history',
    tag: 'settlement',
    auth: true,
    query: settlementQuery,
  },
  {
    method: 'post',
    path: '/api/settlement/deposit',
    summary: 'A USDT top-up at a fresh address',
    tag: 'settlement',
    auth: true,
    body: depositInput,
  },
];

export function siteRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', validateQuery(siteListQuery), async (c) =>
      ok(c, await listSites({ ctx: merchantCtx(c, deps), input: c.req.valid('query') })),
    )
    .post('/', validateJson(siteResetInput), async (c) => {
      await resetSitePassword({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'site.passwordReset');
    })
    .post('/retry', validateJson(siteIdInput), async (c) => {
      const site = await retrySite({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      deps.kick();
      return ok(c, site);
    })
    .post('/console-link', validateJson(siteIdInput), async (c) =>
      ok(c, await createConsoleLink({ ctx: merchantCtx(c, deps), input: c.req.valid('json') })),
    )
    .get('/slots', async (c) => ok(c, await listOpenSlots({ ctx: merchantCtx(c, deps) })))
    .post('/launch', validateJson(siteLaunchInput), async (c) => {
      const site = await launchSlot({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      deps.kick();
      return ok(c, site, 'site.launched');
    });
}

export function settlementRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', validateQuery(settlementQuery), async (c) =>
      ok(c, await getSettlement({ ctx: payCtx(c, deps), input: c.req.valid('query') })),
    )
    .post('/deposit', validateJson(depositInput), async (c) =>
      ok(c, await createDeposit({ ctx: payCtx(c, deps), input: c.req.valid('json') })),
    );
}
