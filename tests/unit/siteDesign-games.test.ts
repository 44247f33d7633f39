import { describe, expect, it } from 'vitest';
import { gameCategoryOf, gameQueryOf, PICKED_MAX } from '../../src/shared/siteDesign/games.ts';
import { lobbyRow } from '../../src/shared/siteDesign/sections/lobbyRow.ts';

// What a game section asks the catalogue for (issue 31): one rule for the publish, the editor's
// preview and the tests (src/shared/siteDesign/games.ts).

describe('game sections', () => {
  it('read a row stored before the sources as its category’s, as its tiles always said', () => {
    const old = { title: {}, category: 'poker', tiles: 6, moreLabel: {}, moreHref: '' };
    expect(lobbyRow.props.safeParse(old).success).toBe(true);
    expect(gameQueryOf(old)).toEqual({ kind: 'search', category: 'table', sort: 'popular', limit: 6 });
  });

  it('ask by category, provider, newest or most played, within the tile limits', () => {
    expect(gameQueryOf({ source: 'category', category: 'crypto', tiles: 99 })).toEqual({
      kind: 'search',
      category: 'arcade',
      sort: 'popular',
      limit: 24,
    });
    expect(gameQueryOf({ source: 'provider', provider: 'p01', tiles: 1 })).toEqual({
      kind: 'search',
      provider: 'p01',
      sort: 'popular',
      limit: 3,
    });
    expect(gameQueryOf({ source: 'new', tiles: 8 })).toMatchObject({ kind: 'search', sort: 'new', limit: 8 });
    expect(gameQueryOf({ source: 'popular' })).toMatchObject({ kind: 'search', sort: 'popular', limit: 6 });
    expect(gameCategoryOf('nonsense')).toBe('slots');
  });

  it('show nothing for a provider section without a provider or a hand-picked one without games', () => {
    expect(gameQueryOf({ source: 'provider', provider: '' })).toEqual({ kind: 'none' });
    expect(gameQueryOf({ source: 'picked', games: [] })).toEqual({ kind: 'none' });
  });

  it('keep hand-picked games in their order, once each, ids only, at most the list’s limit', () => {
    const many = Array.from({ length: 40 }, (_, i) => `fk${i}`);
    expect(gameQueryOf({ source: 'picked', games: ['b', 'a', 'b', "x' or 1=1", 'c'], tiles: 3 })).toEqual({
      kind: 'ids',
      ids: ['b', 'a', 'c'],
      limit: 3,
    });
    const q = gameQueryOf({ source: 'picked', games: many });
    expect(q.kind === 'ids' && q.ids.length).toBe(PICKED_MAX);
    expect(lobbyRow.props.safeParse({ ...lobbyRow.defaults, games: many }).success).toBe(false);
  });
});
