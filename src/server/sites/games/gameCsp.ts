import { createHash } from 'node:crypto';
import { LOBBY_SCRIPT, PLAY_SCRIPT } from '../../../shared/siteDesign/gameScripts.ts';

/** `'sha256-…'` of a script, for the published pages' Content-Security-Policy. */
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The lobby's and the game page's scripts (gameScripts.ts), allowed by their hashes and nothing else. */
export const GAME_SCRIPT_HASHES = [hashOf(LOBBY_SCRIPT), hashOf(PLAY_SCRIPT)] as const;

/**
 * Where a published page may frame the aggregator's demo: this origin (the fake aggregator's
 * demo is the platform's `/__games/demo`), the platform's public origin (a site on its own
 * domain frames the platform's demo page), and a real aggregator's origin when one is set.
 * Each an origin, nothing wider.
 */
export function demoFrameSources(urls: readonly (string | undefined)[]): string {
  const origins = new Set<string>(["'self'"]);
  for (const url of urls) {
    if (!url) continue;
    try {
      const u = new URL(url);
      if (u.protocol === 'https:' || u.protocol === 'http:') origins.add(u.origin);
    } catch {
      // Not an address: nothing framed from it.
    }
  }
  return [...origins].join(' ');
}
