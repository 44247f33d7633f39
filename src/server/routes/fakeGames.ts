import type { Deps } from '../http/context.ts';
import { fakeGamesServed, launchSecret } from '../games/config.ts';
import { fakeGamesApp } from '../games/fake/http.ts';

/** The fake aggregator's HTTP face and demo page at /__games, where games/config.ts says it is served. */
export function fakeGamesMount(deps: Deps) {
  if (!fakeGamesServed(deps.env)) return null;
  return fakeGamesApp({
    revision: deps.env.GAMES_FAKE_REVISION,
    secret: () => launchSecret(deps.db, deps.env),
    now: deps.now,
  });
}
