import { and, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameImports, gameProviders, games } from '../db/schema/index.ts';
import { gameSitesRefreshJob } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import type { AggGame, AggProvider, Aggregator } from './aggregator.ts';
import { aggGameSchema, aggProviderSchema, contentHash } from './records.ts';
import { freeSlug } from './slug.ts';

/** What one import found and wrote (also the game_imports row). */
export interface ImportCounts {
  source: string;
  /** Games the aggregator listed that the import could read. */
  listed: number;
  added: number;
  changed: number;
  withdrawn: number;
  /** Studios added or renamed. */
  providers: number;
  /** Records that did not read (skipped, named in the log by the caller). */
  skipped: number;
}

/** Rows per statement: 1,000 games × 16 columns stays far under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;
const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('games_import'))`;

/**
 * Imports the aggregator's whole list and compares it with what is stored, by content hash:
 * new games are added, changed ones updated (their slug kept), stored games the list no longer
 * names are withdrawn (kept, never shown). Idempotent: a second run over the same list writes
 * nothing but its game_imports row, so the catalogue version and every cache stay as they were.
 */
export async function importCatalogue(db: Db, aggregator: Aggregator, now: Date): Promise<ImportCounts> {
  const started = now;
  const { providers, list, skipped } = await readAll(aggregator);
  return db.transaction(async (tx) => {
    // Two imports at once (a job and a tool) would both add the same games: one waits.
    await tx.execute(IMPORT_LOCK);
    const providerChanges = await saveProviders(tx, providers, now);
    const names = new Map(providers.map((p) => [p.id, p.name]));
    const stored = await tx
      .select({ id: games.id, slug: games.slug, hash: games.contentHash, withdrawnAt: games.withdrawnAt })
      .from(games);
    const byId = new Map(stored.map((s) => [s.id, s]));
    const taken = new Set(stored.map((s) => s.slug));
    const writes: (typeof games.$inferInsert)[] = [];
    let added = 0;
    let changed = 0;
    for (const g of list) {
      const hash = contentHash(g);
      const old = byId.get(g.id);
      if (old && old.hash === hash && old.withdrawnAt === null) continue;
      if (old) changed++;
      else added++;
      const slug = old?.slug ?? freeSlug(taken, g.title, names.get(g.providerId) ?? g.providerId);
      writes.push(row(g, slug, hash, now));
    }
    for (let i = 0; i < writes.length; i += BATCH) await upsert(tx, writes.slice(i, i + BATCH));
    const listedIds = new Set(list.map((g) => g.id));
    const gone = stored.filter((s) => s.withdrawnAt === null && !listedIds.has(s.id)).map((s) => s.id);
    for (let i = 0; i < gone.length; i += BATCH) {
      await tx
        .update(games)
        .set({ withdrawnAt: now, updatedAt: now })
        .where(and(inArray(games.id, gone.slice(i, i + BATCH)), isNull(games.withdrawnAt)));
    }
    const counts = {
      source: aggregator.source,
      listed: list.length,
      added,
      changed,
      withdrawn: gone.length,
      providers: providerChanges,
      skipped,
    };
    await tx.insert(gameImports).values({ ...counts, startedAt: started, finishedAt: new Date() });
    // Published pages still show the withdrawn games: their sites are published again, after this commits.
    if (gone.length) await enqueue(tx, { ...gameSitesRefreshJob(now), now });
    return counts;
  });
}

/** Every page of the list (and the studios), checked record by record. */
async function readAll(aggregator: Aggregator) {
  let skipped = 0;
  const providers: AggProvider[] = [];
  for (const p of await aggregator.listProviders()) {
    const ok = aggProviderSchema.safeParse(p);
    if (ok.success) providers.push(ok.data);
    else skipped++;
  }
  const known = new Set(providers.map((p) => p.id));
  const list: AggGame[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<Aggregator['listGames']>> = await aggregator.listGames({ cursor });
    for (const raw of page.games) {
      const ok = aggGameSchema.safeParse(raw);
      // A game of an unknown studio, or listed twice, is not imported.
      if (!ok.success || !known.has(ok.data.providerId) || seen.has(ok.data.id)) {
        skipped++;
        continue;
      }
      seen.add(ok.data.id);
      list.push(ok.data as AggGame);
    }
    cursor = page.next;
  } while (cursor);
  return { providers, list, skipped };
}

async function saveProviders(tx: Db, providers: AggProvider[], now: Date): Promise<number> {
  const stored = await tx.select().from(gameProviders);
  const byId = new Map(stored.map((p) => [p.id, p]));
  const taken = new Set(stored.map((p) => p.slug));
  const writes = providers
    .filter((p) => byId.get(p.id)?.name !== p.name)
    .map((p) => ({
      id: p.id,
      name: p.name,
      slug: byId.get(p.id)?.slug ?? freeSlug(taken, p.name, p.id),
      updatedAt: now,
    }));
  if (writes.length === 0) return 0;
  await tx
    .insert(gameProviders)
    .values(writes)
    .onConflictDoUpdate({
      target: gameProviders.id,
      set: { name: sql`excluded.name`, updatedAt: sql`excluded.updated_at` },
    });
  return writes.length;
}

function row(g: AggGame, slug: string, hash: string, now: Date): typeof games.$inferInsert {
  return {
    id: g.id,
    slug,
    providerId: g.providerId,
    title: g.title,
    category: g.category,
    rtpBp: g.rtpBp,
    volatility: g.volatility,
    markets: g.markets,
    demo: g.demo,
    mobile: g.mobile,
    releasedAt: new Date(`${g.releasedAt.slice(0, 10)}T00:00:00Z`),
    popularity: g.popularity,
    facts: g.facts,
    withdrawnAt: null,
    contentHash: hash,
    createdAt: now,
    updatedAt: now,
  };
}

/** New and changed games in one statement; a changed game keeps its slug and first import time. */
async function upsert(tx: Db, rows: (typeof games.$inferInsert)[]) {
  await tx.insert(games).values(rows).onConflictDoUpdate({ target: games.id, set: UPDATED });
}

const KEPT = new Set(['id', 'slug', 'createdAt']);
const UPDATED = Object.fromEntries(
  Object.entries(getTableColumns(games))
    .filter(([k]) => !KEPT.has(k))
    .map(([k, col]) => [k, sql.raw(`excluded."${col.name}"`)]),
);
