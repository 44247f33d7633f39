import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/index.ts';
import type { Env } from '../platform/env.ts';
import { AppError } from '../../shared/errors.ts';
import type { Aggregator } from './aggregator.ts';
import { aggregatorFor, launchSecret } from './config.ts';
import { signLaunch } from './launchToken.ts';
import { gameIdPattern } from './records.ts';

/** What the catalogue's entry points give the demo launch. */
export interface GamesDeps {
  db: Db;
  now: () => Date;
  env: Parameters<typeof aggregatorFor>[0] & Pick<Env, 'GAMES_LAUNCH_SECRET'>;
  /** Default: the installation's (`aggregatorFor(env)`). */
  aggregator?: Aggregator;
}

export interface DemoLaunchInput {
  gameId: string;
  lang: string;
  /** The site the player is on ('' or absent: the platform's own pages). */
  siteSlug?: string | null | undefined;
  /** When given, a game not allowed in this market is refused like an unknown one. */
  market?: string | undefined;
  /** Where the demo's "back" goes. */
  returnUrl?: string | undefined;
}

/**
 * A demo launch: the aggregator's demo address with a signed token bound to the game, valid
 * five minutes (launchToken.ts). Refused (404, in words) for a game that is unknown, withdrawn,
 * not offered in the market, or without a demo: such a game is never linked to.
 */
export async function demoLaunch(deps: GamesDeps, input: DemoLaunchInput): Promise<{ url: string; expiresAt: string }> {
  if (!gameIdPattern.test(input.gameId)) throw new AppError('not_found', { key: 'games.catalogue.unknown' });
  const [game] = await deps.db
    .select({ id: games.id, demo: games.demo, markets: games.markets, withdrawnAt: games.withdrawnAt })
    .from(games)
    .where(eq(games.id, input.gameId));
  if (!game) throw new AppError('not_found', { key: 'games.catalogue.unknown' });
  if (game.withdrawnAt) throw new AppError('not_found', { key: 'games.catalogue.withdrawn' });
  if (input.market && !game.markets.includes(input.market.toUpperCase())) {
    throw new AppError('not_found', { key: 'games.catalogue.notInMarket' });
  }
  if (!game.demo) throw new AppError('not_found', { key: 'games.catalogue.noDemo' });
  const secret = await launchSecret(deps.db, deps.env);
  const { token, expiresAt } = signLaunch(
    secret,
    { g: game.id, l: input.lang, s: input.siteSlug ?? '', m: (input.market ?? '').toUpperCase() },
    deps.now(),
  );
  const aggregator = deps.aggregator ?? aggregatorFor(deps.env);
  const url = await aggregator.demoLaunchUrl(game.id, {
    lang: input.lang,
    token,
    ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
  });
  return { url, expiresAt: expiresAt.toISOString() };
}
