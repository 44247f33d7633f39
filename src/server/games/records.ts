import { createHash } from 'node:crypto';
import { z } from 'zod';
import { gameCategories } from '../../shared/gameCatalogueCategories.ts';
import { markets } from '../data/markets.ts';
import type { AggGame } from './aggregator.ts';

const iso = z.enum(markets.map((m) => m.iso) as [string, ...string[]]);
/** An aggregator's id: what a URL path and a design document can carry as it is. */
export const gameIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** One game as the import accepts it; a record that does not read is skipped and counted. */
export const aggGameSchema = z.object({
  id: z.string().regex(gameIdPattern),
  providerId: z.string().regex(gameIdPattern),
  title: z.string().trim().min(1).max(120),
  category: z.enum(gameCategories),
  rtpBp: z.number().int().min(0).max(10_000),
  volatility: z.enum(['low', 'medium', 'high']),
  // Markets this platform does not serve are dropped, not refused.
  markets: z.array(z.string()).transform((list) => [...new Set(list.filter((m) => iso.safeParse(m).success))].sort()),
  demo: z.boolean(),
  mobile: z.boolean(),
  releasedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  popularity: z.number().int().min(0).max(2_000_000_000),
  facts: z.object({
    maxWinX: z.number().int().min(0).max(100_000_000),
    paylines: z.number().int().min(1).max(100_000).nullable(),
    features: z.array(z.string().regex(/^[a-z_]{1,40}$/)).max(20),
  }),
  updatedAt: z.string().optional(),
});

export const aggProviderSchema = z.object({
  id: z.string().regex(gameIdPattern),
  name: z.string().trim().min(1).max(80),
});

/**
 * The content hash an import compares: every field the platform stores, in one order; the
 * aggregator's `updatedAt` is left out (a touch that changes nothing is no change).
 */
export function contentHash(g: AggGame): string {
  const { updatedAt: _, ...rest } = g;
  const canonical = JSON.stringify([
    rest.providerId,
    rest.title,
    rest.category,
    rest.rtpBp,
    rest.volatility,
    rest.markets,
    rest.demo,
    rest.mobile,
    rest.releasedAt.slice(0, 10),
    rest.popularity,
    rest.facts.maxWinX,
    rest.facts.paylines,
    rest.facts.features,
  ]);
  return createHash('sha1').update(canonical).digest('hex');
}
