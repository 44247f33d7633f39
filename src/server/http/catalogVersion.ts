import { eq } from 'drizzle-orm';
import { settings } from '../db/schema/index.ts';
import type { Deps } from './context.ts';

/**
 * The catalogue's version as this process knows it. Every catalogue change bumps a version
 * row and notifies `catalog_version` (migrations 0004, 0005), whichever process or tool made
 * it. The process reads the row once, then follows the notifications; while it is not
 * listening (start-up, the database restarting) it reads the row on every call, so a change
 * is never missed — it only costs a query for as long as the notifications cannot be heard.
 */
export interface CatalogVersion {
  current(): Promise<string>;
  /** The version while it is heard of in memory, else null (then `current` reads the row). */
  known(): string | null;
}

const known = new WeakMap<object, CatalogVersion>();

/** One per database per process, however many routers cache catalogue reads. */
export function catalogVersion(deps: Pick<Deps, 'db' | 'listen'>): CatalogVersion {
  const existing = known.get(deps.db);
  if (existing) return existing;
  let version: bigint | null = null;
  let listening = false;
  let reading: Promise<string> | null = null;
  // Bumped whenever listening starts or stops: a read begun before that may predate a
  // notification nobody heard, so it must not be kept.
  let epoch = 0;

  const newer = (v: bigint) => {
    if (version === null || v > version) version = v;
  };
  const read = () => {
    const began = listening ? epoch : -1;
    reading ??= deps.db
      .select({ v: settings.value })
      .from(settings)
      .where(eq(settings.key, 'catalog.version'))
      .then(([row]) => {
        const v = BigInt(row?.v ?? '0');
        // Only a listening process may keep what it read: otherwise the next call reads again.
        if (listening && began === epoch) newer(v);
        return String(v);
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  deps.listen('catalog_version', {
    message: (payload) => {
      if (/^\d+$/.test(payload)) newer(BigInt(payload));
    },
    ready: () => {
      epoch++;
      listening = true;
      version = null;
    },
    lost: () => {
      epoch++;
      listening = false;
      version = null;
    },
  });

  const heard = () => (listening && version !== null ? String(version) : null);
  const source: CatalogVersion = {
    known: heard,
    current: () => {
      const v = heard();
      return v === null ? read() : Promise.resolve(v);
    },
  };
  known.set(deps.db, source);
  return source;
}
