import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { settingOnce } from '../db/settings.ts';
import type { Env } from '../platform/env.ts';
import type { Aggregator } from './aggregator.ts';
import { FakeAggregator } from './fake/fakeAggregator.ts';
import { HttpAggregator } from './httpAggregator.ts';

type GamesEnv = Pick<
  Env,
  | 'GAMES_AGGREGATOR_URL'
  | 'GAMES_AGGREGATOR_KEY'
  | 'GAMES_LAUNCH_SECRET'
  | 'GAMES_FAKE_REVISION'
  | 'NODE_ENV'
  | 'DATABASE_URL'
>;

const made = new WeakMap<object, Aggregator>();

/** The installation's aggregator: the real one when GAMES_AGGREGATOR_URL is set, else the fake in process. */
export function aggregatorFor(env: GamesEnv): Aggregator {
  let agg = made.get(env);
  if (!agg) {
    agg = env.GAMES_AGGREGATOR_URL
      ? new HttpAggregator({ baseUrl: env.GAMES_AGGREGATOR_URL, key: env.GAMES_AGGREGATOR_KEY })
      : new FakeAggregator({ revision: env.GAMES_FAKE_REVISION });
    made.set(env, agg);
  }
  return agg;
}

/**
 * Whether this process serves the fake aggregator's HTTP face and demo page at /__games: without
 * a real aggregator, outside production or on the embedded database (the `npm start` demo, whose
 * demo launches open it), as test money is decided (platform/env.ts `testMoney`).
 */
export function fakeGamesServed(env: GamesEnv): boolean {
  if (env.GAMES_AGGREGATOR_URL) return false;
  return env.NODE_ENV !== 'production' || !env.DATABASE_URL;
}

/** The secret launch tokens are signed with (GAMES_LAUNCH_SECRET, or generated once per installation). */
export function launchSecret(db: Db, env: GamesEnv): Promise<string> {
  return env.GAMES_LAUNCH_SECRET
    ? Promise.resolve(env.GAMES_LAUNCH_SECRET)
    : settingOnce(db, 'games.launch.secret', () => randomBytes(32).toString('base64url'));
}
