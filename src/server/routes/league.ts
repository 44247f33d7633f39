import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { clientIp } from '../http/clientIp.ts';
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
    const input = c.req.valid('json');
    const client = {
      ip: clientIp(c, deps),
      userAgent: c.req.header('user-agent'),
      locale: c.get('locale'),
      now: deps.now(),
    };
    const data = await applyToLeague(deps.db, {
      input,
      client,
      limit: { store: deps.limits, perHour: deps.env.RATE_LIMIT_FORM_IP },
    });
    c.get('log').info({ id: data.id }, 'affiliate application stored');
    return ok(c, data, 'form.leagueSuccess');
  });
}
