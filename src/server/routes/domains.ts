import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { AppError } from '../../shared/errors.ts';
import { bareHost } from '../domains/resolver.ts';
import { siteOfHost } from '../domains/domains.ts';

export const domainsApi = {
  base: '/api/domains',
  routes: {
    ask: apiRoute({
      method: 'get',
      path: '/ask',
      summary: "Caddy's on-demand TLS `ask`: 200 when the host is a verified own domain of a live site, else 404",
      tag: 'operations',
      query: z.object({ domain: z.optional(z.string().check(z.maxLength(512))) }),
      data: z.object({ domain: z.string() }),
    }),
  },
} satisfies ApiGroup;

/**
 * Caddy asks before it requests a certificate for a name it was asked to serve: only a
 * verified domain may get one, else anyone pointing a name at the edge would make it spend
 * the CA's rate limits. One indexed lookup, no session, nothing counted per caller (Caddy
 * asks from loopback, and a refused name is cheap to refuse again).
 */
export function domainsRoutes(deps: Deps) {
  const { app } = apiRouter(deps);
  return app.openapi(domainsApi.routes.ask, async (c) => {
    const host = bareHost(c.req.valid('query').domain ?? '');
    const site = host ? await siteOfHost({ ctx: serviceCtx(c, deps), input: { host } }) : null;
    if (!site) throw new AppError('not_found');
    return ok(c, { domain: host });
  });
}
