import type { GameCategory } from '../../../shared/gameCatalogueCategories.ts';
import { markets } from '../../data/markets.ts';
import type { AggGame, AggProvider, GameFacts, Volatility } from '../aggregator.ts';
import { featureCodes, providerWords, titleWords } from './words.ts';

/**
 * The fake aggregator's catalogue, generated from a seeded PRNG (the same for every process and
 * run): 64 studios and 12,600 games at revision 1. Each later revision changes about 1 % of the
 * games (RTP or title), withdraws about 0.6 % and adds 150, so an import of revision 2 after
 * revision 1 finds new, changed and withdrawn games.
 */
export const FAKE_PROVIDERS = 64;
export const FAKE_GAMES_REV1 = 12_600;
export const NEW_PER_REVISION = 150;

export interface FakeCatalogue {
  providers: AggProvider[];
  games: AggGame[];
}

/** mulberry32: small, fast and the same everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const between = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const ISO = markets.map((m) => m.iso as string);

/** Each studio's own line: most make slots, a few live casino, table, crash, fishing, lottery or sports. */
const focusOf = (k: number): GameCategory =>
  k < 40
    ? 'slots'
    : k < 46
      ? 'live'
      : k < 51
        ? 'table'
        : k < 55
          ? 'arcade'
          : k < 59
            ? 'fishing'
            : k < 62
              ? 'lottery'
              : 'sports';
const mix: GameCategory[] = [
  'slots',
  'slots',
  'slots',
  'slots',
  'slots',
  'live',
  'table',
  'arcade',
  'fishing',
  'lottery',
];

function makeProviders(): AggProvider[] {
  const r = prng(31);
  const seen = new Set<string>();
  const out: AggProvider[] = [];
  while (out.length < FAKE_PROVIDERS) {
    const name = `${pick(r, providerWords.first)} ${pick(r, providerWords.second)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ id: `fp${String(out.length + 1).padStart(2, '0')}`, name });
  }
  return out;
}

/** Markets a studio is not licensed in (every fifth studio lacks one or two). */
const providerExcluded = (k: number): string[] =>
  k % 5 === 0 ? [ISO[k % 14]!, ...(k % 10 === 0 ? [ISO[(k + 3) % 14]!] : [])] : [];

const RTP: Record<GameCategory, [number, number]> = {
  slots: [9400, 9700],
  live: [9500, 9900],
  table: [9700, 9950],
  arcade: [9700, 9900],
  fishing: [9500, 9800],
  lottery: [9000, 9600],
  sports: [9000, 9500],
};

function title(r: () => number, category: GameCategory): string {
  const w = titleWords[category];
  return [pick(r, w.a), pick(r, w.b), pick(r, w.end)].filter(Boolean).join(' ');
}

function facts(r: () => number, category: GameCategory, volatility: Volatility): GameFacts {
  const base = volatility === 'high' ? 5000 : volatility === 'medium' ? 1500 : 500;
  const features = featureCodes.filter(() => r() < 0.3);
  return {
    maxWinX: base + between(r, 0, 20) * 250,
    paylines: category === 'slots' ? pick(r, [10, 20, 25, 40, 50, null]) : null,
    features:
      category === 'slots'
        ? features
        : features.filter((f) => f === 'multiplier' || f === 'side_bets' || f === 'jackpot'),
  };
}

const DAY = 86_400_000;
const FIRST_RELEASE = Date.UTC(2012, 0, 1);
const LAST_RELEASE = Date.UTC(2026, 10, 30);
/** When revision `rev`'s changes were made (a day per revision). */
export const revisionDate = (rev: number) => new Date(Date.UTC(2026, 11, 1) + (rev - 1) * DAY).toISOString();

function makeGame(n: number, providers: AggProvider[], rev: number): AggGame {
  const r = prng(1_000_003 * n + 7);
  // Bigger studios have more games: the square skews the pick towards the first ones.
  const k = Math.floor(r() * r() * providers.length);
  const category = r() < 0.6 ? focusOf(k) : r() < 0.08 ? 'sports' : pick(r, mix);
  const volatility = pick<Volatility>(r, ['low', 'medium', 'medium', 'high']);
  const [lo, hi] = RTP[category];
  const excluded = new Set(providerExcluded(k));
  if (r() < 0.12) for (let i = between(r, 1, 5); i > 0; i--) excluded.add(pick(r, ISO));
  const released =
    rev > 1
      ? Date.parse(revisionDate(rev))
      : FIRST_RELEASE + Math.floor(Math.sqrt(r()) * (LAST_RELEASE - FIRST_RELEASE));
  const releasedAt = new Date(Math.floor(released / DAY) * DAY).toISOString().slice(0, 10);
  return {
    id: `fk${String(n).padStart(5, '0')}`,
    providerId: providers[k]!.id,
    title: title(r, category),
    category,
    rtpBp: between(r, lo, hi),
    volatility,
    markets: ISO.filter((m) => !excluded.has(m)),
    demo: category !== 'live' && r() < 0.92,
    mobile: r() < 0.96,
    releasedAt,
    popularity: Math.floor(100_000 * r() ** 3),
    facts: facts(r, category, volatility),
    updatedAt: rev > 1 ? revisionDate(rev) : `${releasedAt}T00:00:00.000Z`,
  };
}

const made = new Map<number, FakeCatalogue>();

/** The catalogue at `rev` (1 and up), made once per process per revision. */
export function fakeCatalogue(rev = 1): FakeCatalogue {
  const kept = made.get(rev);
  if (kept) return kept;
  let cat: FakeCatalogue;
  if (rev <= 1) {
    const providers = makeProviders();
    const games = Array.from({ length: FAKE_GAMES_REV1 }, (_, i) => makeGame(i + 1, providers, 1));
    cat = { providers, games };
  } else {
    cat = nextRevision(fakeCatalogue(rev - 1), rev);
  }
  made.set(rev, cat);
  return cat;
}

function nextRevision(prev: FakeCatalogue, rev: number): FakeCatalogue {
  const r = prng(9_001 + rev);
  const when = revisionDate(rev);
  const games: AggGame[] = [];
  for (const g of prev.games) {
    const roll = r();
    if (roll < 0.006) continue; // withdrawn by the aggregator
    if (roll < 0.016) {
      const rtpBp = Math.max(8500, Math.min(9950, g.rtpBp + (r() < 0.5 ? -25 : 25)));
      const retitled = r() < 0.4 ? { title: `${g.title} Remastered` } : {};
      games.push({ ...g, rtpBp, ...retitled, updatedAt: when });
    } else games.push(g);
  }
  // Ids are never reused: a withdrawn game's id stays its own.
  const lastN = FAKE_GAMES_REV1 + (rev - 2) * NEW_PER_REVISION;
  for (let i = 1; i <= NEW_PER_REVISION; i++) games.push(makeGame(lastN + i, prev.providers, rev));
  return { providers: prev.providers, games };
}
