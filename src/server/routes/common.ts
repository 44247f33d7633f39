import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { listPhoneCodes } from '../services/catalog.ts';

export const commonDocs: RouteDoc[] = [
  { method: 'get', path: '/api/common/get-phone-code', summary: 'Country calling codes', tag: 'common' },
];

export function commonRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/get-phone-code', (c) => ok(c, listPhoneCodes({ ctx: serviceCtx(c, deps) })));
}
