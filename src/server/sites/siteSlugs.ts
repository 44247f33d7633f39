import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { SLUG_MAX } from '../../shared/siteSlug.ts';
import { cutSlug, slugBase } from './siteSlug.ts';

// Site addresses (`<sites base>/<slug>/`): a free one when the wanted slug is taken, the
// default made from the site's name (sites/siteSlug.ts). The unique index on `sites.slug`
// has the last word.

/** True when no site has this address. */
export async function slugIsFree(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)).limit(1);
  return !row;
}

/**
 * `base` when free, else the first free `base-2`, `base-3`, … (the base shortened so the
 * number fits). One query: every slug that starts like the base.
 */
export async function freeSlug(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ slug: sites.slug })
    .from(sites)
    // A slug holds only a-z, 0-9 and '-', so nothing in it is a LIKE wildcard.
    .where(or(eq(sites.slug, base), like(sites.slug, `${cutSlug(base, SLUG_MAX - 4)}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${cutSlug(base, SLUG_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** 409 on the `slug` field, naming a free address like it. */
export const slugTaken = (suggestion: string) =>
  new AppError('conflict', {
    key: 'site.slug.taken',
    vars: { suggestion },
    issues: [{ path: 'slug', key: 'site.slug.taken', vars: { suggestion } }],
  });

/**
 * GET /api/site/slug: a wanted address checked (free or not, and a free one like it), or with
 * only a name the free default. `base` is what comes before the slug in the site's address.
 */
export async function checkSlug({
  ctx,
  input,
}: {
  ctx: { db: Db };
  input: { siteName?: string | undefined; slug?: string | undefined; sitesBase: string };
}): Promise<{ slug: string; free: boolean; suggestion: string; base: string }> {
  const wanted = input.slug ?? (await freeSlug(ctx.db, slugBase(input.siteName ?? '')));
  const free = input.slug === undefined || (await slugIsFree(ctx.db, wanted));
  const suggestion = free ? wanted : await freeSlug(ctx.db, wanted);
  return { slug: wanted, free, suggestion, base: `${input.sitesBase.replace(/\/+$/, '')}/` };
}
