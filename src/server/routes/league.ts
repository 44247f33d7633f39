import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, publicCtx } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { leagueInput } from '../../shared/schemas/forms.ts';
import { applyToLeague } from '../services/league.ts';

export const leagueDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/league/save',
    summary: 'Affiliate application (rate limited per IP)',
    tag: 'marketing',
    body: leagueInput,
  },
];

export function leagueRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/save', validateJson(leagueInput), async (c) => {
    const data = await applyToLeague({ ctx: publicCtx(c, deps), input: c.req.valid('json') });
    c.get('log').info({ id: data.id }, 'affiliate application stored');
    return ok(c, data, 'form.leagueSuccess');
  });
}
