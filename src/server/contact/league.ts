import type * as z from 'zod/mini';
import type { leagueApplication } from '../../shared/schemas/answers/catalog.ts';
import { LEAGUE_REVIEW_HOURS, type LeagueInput } from '../../shared/schemas/forms.ts';
import { leagueApplications } from '../db/schema/index.ts';
import { countFormSubmission, type FormCtx } from './contact.ts';

/** The answer to an application (api.md): its review is due 48 hours after applying. */
export type LeagueApplication = z.infer<typeof leagueApplication>;

/** Files an affiliate application for review, within the per-IP hourly limit (429 beyond it). */
export async function applyToLeague({ ctx, input }: { ctx: FormCtx; input: LeagueInput }): Promise<LeagueApplication> {
  const now = ctx.now();
  await countFormSubmission(ctx, 'league', now);
  const reviewBy = new Date(now.getTime() + LEAGUE_REVIEW_HOURS * 3600_000);
  const [row] = await ctx.db
    .insert(leagueApplications)
    .values({
      name: input.name,
      contact: input.contact,
      channel: input.channel,
      trafficSources: input.trafficSources ?? null,
      message: input.message ?? null,
      status: 'pending',
      locale: ctx.locale,
      ip: ctx.ip,
      reviewBy,
      createdAt: now,
    })
    .returning({ id: leagueApplications.id });
  return { id: row!.id, status: 'pending', reviewBy: reviewBy.toISOString() };
}
