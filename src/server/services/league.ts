import { LEAGUE_REVIEW_HOURS, type LeagueInput } from '../../shared/schemas/forms.ts';
import type { Db } from '../db/client.ts';
import { leagueApplications } from '../db/schema/index.ts';
import { FORM_WINDOW_MS, type ClientMeta, type FormLimit } from './contact.ts';
import { hit } from './rateLimit.ts';

export interface LeagueApplication {
  id: number;
  status: 'pending';
  /** When the qualification review is due (48 hours after applying), ISO 8601 UTC. */
  reviewBy: string;
}

/** Files an affiliate application for review, within the per-IP hourly limit (429 beyond it). */
export async function applyToLeague(
  db: Db,
  opts: { input: LeagueInput; client: ClientMeta; limit: FormLimit },
): Promise<LeagueApplication> {
  const { input, client, limit } = opts;
  await hit(
    limit.store,
    { bucket: 'form:league', limit: limit.perHour, windowMs: FORM_WINDOW_MS },
    client.ip,
    client.now,
  );
  const reviewBy = new Date(client.now.getTime() + LEAGUE_REVIEW_HOURS * 3600_000);
  const [row] = await db
    .insert(leagueApplications)
    .values({
      name: input.name,
      contact: input.contact,
      channel: input.channel,
      trafficSources: input.trafficSources ?? null,
      message: input.message ?? null,
      status: 'pending',
      locale: client.locale,
      ip: client.ip,
      reviewBy,
      createdAt: client.now,
    })
    .returning({ id: leagueApplications.id });
  return { id: row!.id, status: 'pending', reviewBy: reviewBy.toISOString() };
}
