import type { Deps } from '../http/context.ts';
import { ok, publicCtx } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { leagueInput } from '../../shared/schemas/forms.ts';
import { leagueApplication } from '../../shared/schemas/answers/catalog.ts';
import { applyToLeague } from '../contact/league.ts';

export const leagueApi = {
  base: '/api/league',
  routes: {
    save: apiRoute({
      method: 'post',
      path: '/save',
      summary: 'Affiliate application (rate limited per IP)',
      tag: 'marketing',
      body: leagueInput,
      data: leagueApplication,
    }),
  },
} satisfies ApiGroup;

export function leagueRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  return app.openapi(w(leagueApi.routes.save), async (c) => {
    const data = await applyToLeague({ ctx: publicCtx(c, deps), input: c.req.valid('json') });
    c.get('log').info({ id: data.id }, 'affiliate application stored');
    return ok(c, data, 'form.leagueSuccess');
  });
}
