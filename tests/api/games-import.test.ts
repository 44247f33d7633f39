import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameImports, gameProviders, games, jobs, settings } from '../../src/server/db/schema/index.ts';
import type { AggGame } from '../../src/server/games/aggregator.ts';
import { FakeAggregator } from '../../src/server/games/fake/fakeAggregator.ts';
import { fakeCatalogue } from '../../src/server/games/fake/generate.ts';
import { fakeGamesApp } from '../../src/server/games/fake/http.ts';
import { HttpAggregator } from '../../src/server/games/httpAggregator.ts';
import { importCatalogue } from '../../src/server/games/import.ts';
import { contentHash } from '../../src/server/games/records.ts';
import { enqueue } from '../../src/server/jobs/queue.ts';
import { gamesImportJob } from '../../src/server/jobs/keys.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let face: ReturnType<typeof serve>;
let base = '';
const KEY = 'test-aggregator-key';
beforeAll(async () => {
  t = await startTestApp();
  // The fake's HTTP face as a server of its own, at revision 2, behind an API key.
  const app = fakeGamesApp({
    revision: 2,
    key: KEY,
    secret: async () => 'unused-secret-0123456789',
    now: () => new Date(),
    base: '',
  });
  face = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => face.once('listening', r));
  base = `http://127.0.0.1:${(face.address() as AddressInfo).port}`;
});
afterAll(async () => {
  face?.close();
  await t?.close();
});

const version = async () => (await t.db.select().from(settings).where(eq(settings.key, 'catalog.version')))[0]!.value;

/** What an import from revision `from` to `to` must find, worked out from the two lists alone. */
function expected(from: number, to: number) {
  const before = new Map(fakeCatalogue(from).games.map((g) => [g.id, g]));
  const after = fakeCatalogue(to).games;
  const ids = new Set(after.map((g) => g.id));
  const changed = after.filter((g) => before.has(g.id) && contentHash(before.get(g.id)!) !== contentHash(g));
  return {
    added: after.filter((g) => !before.has(g.id)).map((g) => g.id),
    changed: changed.map((g) => g.id),
    withdrawn: [...before.keys()].filter((id) => !ids.has(id)),
    sample: changed[0] as AggGame,
  };
}

describe('the game catalogue import', () => {
  it('the database image holds the fake catalogue: 12,000+ games from 60+ studios, one import', async () => {
    const [n] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(games);
    const [p] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(gameProviders);
    expect(n!.n).toBeGreaterThanOrEqual(12_000);
    expect(p!.n).toBeGreaterThanOrEqual(60);
    const runs = await t.db.select().from(gameImports);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      source: 'fake:rev1',
      listed: n!.n,
      added: n!.n,
      changed: 0,
      withdrawn: 0,
      providers: p!.n,
    });
  });

  it('the job run twice over the same list changes nothing: two runs, no write, the catalogue version kept', async () => {
    const v = await version();
    const [stamp] = await t.db.select({ at: sql<string>`max(${games.updatedAt})::text` }).from(games);
    const now = new Date();
    await enqueue(t.db, { ...gamesImportJob(now), now });
    await enqueue(t.db, { ...gamesImportJob(new Date(now.getTime() + 3_600_000)), now });
    await t.jobs.drain();
    const ran = await t.db.select().from(jobs).where(eq(jobs.kind, 'games_import'));
    expect(ran).toHaveLength(2);
    expect(ran.every((j) => j.doneAt && !j.failedAt)).toBe(true);
    const runs = await t.db.select().from(gameImports).orderBy(asc(gameImports.id));
    expect(runs.slice(1).map((r) => [r.added, r.changed, r.withdrawn, r.providers])).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(await version()).toBe(v);
    const [after] = await t.db.select({ at: sql<string>`max(${games.updatedAt})::text` }).from(games);
    expect(after!.at).toBe(stamp!.at);
  });

  it('revision 2 through HttpAggregator against the fake’s HTTP face: new, changed and withdrawn', async () => {
    const want = expected(1, 2);
    expect(want.added.length).toBeGreaterThan(0);
    expect(want.changed.length).toBeGreaterThan(0);
    expect(want.withdrawn.length).toBeGreaterThan(0);
    const [before] = await t.db.select().from(games).where(eq(games.id, want.sample.id));
    const v = await version();
    const http = new HttpAggregator({ baseUrl: base, key: KEY });
    const counts = await importCatalogue(t.db, http, new Date());
    expect(counts).toMatchObject({
      source: base,
      listed: fakeCatalogue(2).games.length,
      added: want.added.length,
      changed: want.changed.length,
      withdrawn: want.withdrawn.length,
      skipped: 0,
    });
    expect(await version()).not.toBe(v);
    const gone = await t.db.select({ w: games.withdrawnAt }).from(games).where(inArray(games.id, want.withdrawn));
    expect(gone.every((g) => g.w !== null)).toBe(true);
    const added = await t.db.select({ id: games.id }).from(games).where(inArray(games.id, want.added));
    expect(added).toHaveLength(want.added.length);
    const [after] = await t.db.select().from(games).where(eq(games.id, want.sample.id));
    expect([after!.title, after!.rtpBp]).toEqual([want.sample.title, want.sample.rtpBp]);
    // A game's address outlives a new title.
    expect(after!.slug).toBe(before!.slug);
    // The same list again: nothing to do.
    expect(await importCatalogue(t.db, http, new Date())).toMatchObject({ added: 0, changed: 0, withdrawn: 0 });
  });

  it('revision 3 in process after 2 over HTTP: the same rule, and the fake is the same over both faces', async () => {
    const want = expected(2, 3);
    const counts = await importCatalogue(t.db, new FakeAggregator({ revision: 3 }), new Date());
    expect([counts.added, counts.changed, counts.withdrawn]).toEqual([
      want.added.length,
      want.changed.length,
      want.withdrawn.length,
    ]);
    const http = new HttpAggregator({ baseUrl: base, key: KEY });
    const local = new FakeAggregator({ revision: 2 });
    expect(await http.listProviders()).toEqual(await local.listProviders());
    const page = await http.listGames({ cursor: '2000' });
    expect(page).toEqual(await local.listGames({ cursor: '2000' }));
    const since = new Date('2026-12-02T00:00:00Z');
    const recent = await http.listGames({ since });
    expect(recent.games.length).toBeGreaterThan(0);
    expect(recent.games.every((g) => g.updatedAt >= since.toISOString())).toBe(true);
    expect(await http.game(want.sample.id)).toEqual(await local.game(want.sample.id));
    expect(await http.game('fk99999')).toBeNull();
    const url = await http.demoLaunchUrl('fk00001', { lang: 'vi', token: 'a.b' });
    expect(url).toBe(`${base}/demo?token=a.b&lang=vi`);
    await expect(new HttpAggregator({ baseUrl: base, key: 'wrong-key-123' }).listProviders()).rejects.toThrow(/401/);
  });
});
