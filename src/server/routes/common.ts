import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { phoneCode } from '../../shared/schemas/answers/catalog.ts';
import { listPhoneCodes } from '../catalogue/catalog.ts';

export const commonApi = {
  base: '/api/common',
  routes: {
    phoneCodes: apiRoute({
      method: 'get',
      path: '/get-phone-code',
      summary: 'Country calling codes',
      tag: 'common',
      data: z.array(phoneCode),
    }),
  },
} satisfies ApiGroup;

export function commonRoutes(deps: Deps) {
  const { app } = apiRouter(deps);
  return app.openapi(commonApi.routes.phoneCodes, (c) => ok(c, listPhoneCodes({ ctx: serviceCtx(c, deps) })));
}
