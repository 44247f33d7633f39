import { locales } from '../../../../i18n/locales.ts';
import { heroStyles, layouts, patterns, type DesignParams, type Motif } from '../../../shared/templateArt.ts';
import { categoryKinds, categoryNames, categoryStyle, marketCategories } from './categories.ts';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import { prng, type Prng } from './prng.ts';
import type { TagKey } from './tags.ts';
import { localizedName, nameClashes, type NameParts } from './templateNames.ts';
import { adjectiveKeys, nounKeys, placeKeys } from './words.ts';

/**
 * The generated template catalogue: ~3,100 templates over every station's categories,
 * with unique names, tags and design parameters, added at ~70 a month over four years.
 * Deterministic: the same rows (bar `createdAt`'s anchor) on every machine.
 */
export const SEED = 20_260_707;
const PER_MONTH = 70;
const DAY = 86_400_000;

/** Category ids: `station * 100 + kind` (the global station counts as 0). */
export const categoryId = (station: number, kindIndex: number) => (station === GLOBAL_STATION ? 0 : station * 100) + kindIndex + 1;

export function categoryRows(stations: number[]) {
  return stations.flatMap((s) =>
    marketCategories[s]!.map((kind, sort) => ({ id: categoryId(s, categoryKinds.indexOf(kind)), countriesId: s, kind, names: categoryNames[kind], sort })),
  );
}

// Accent colours by adjective (dark bases are picked separately), and motifs by noun.
const accents: Partial<Record<(typeof adjectiveKeys)[number], [string, string]>> = {
  golden: ['#f5b301', '#ffe08a'], silver: ['#c9d1d9', '#7aa2f7'], emerald: ['#16c784', '#b6f09c'], ruby: ['#e0115f', '#ff8fab'],
  sapphire: ['#2f6fed', '#7cc4ff'], crimson: ['#d62839', '#ff9f1c'], jade: ['#00a878', '#d4af37'], neon: ['#ff2fd6', '#2ff3ff'],
  velvet: ['#8e44ad', '#f0a6ca'], midnight: ['#4361ee', '#f5b301'], cosmic: ['#7b2ff7', '#00e5ff'], blazing: ['#ff5400', '#ffd000'],
};
const accentPool: [string, string][] = [['#f5b301', '#e63946'], ['#16c784', '#ffd166'], ['#9b5de5', '#f15bb5'], ['#00b4d8', '#48ffd2'], ['#ff6b35', '#f7c59f'], ['#e9c46a', '#2a9d8f'], ['#ef476f', '#ffd166'], ['#06d6a0', '#118ab2']];
const bases = ['#0b0d17', '#07140f', '#140a24', '#1a0707', '#06121f', '#0d1117', '#111111', '#10081c', '#0a1620', '#1b1020'];
const nounMotifs: Partial<Record<(typeof nounKeys)[number], Motif>> = {
  diamond: 'diamond', star: 'star', crown: 'crown', king: 'crown', queen: 'crown', ace: 'cards', fortune: 'coin', treasure: 'coin', lotus: 'lotus', galaxy: 'rocket', pearl: 'chip',
};
const asianNouns = new Set(['dragon', 'tiger', 'phoenix', 'lotus', 'samurai', 'pearl']);
const styleTags: TagKey[] = ['classic', 'modern', 'minimal', 'luxury', 'mobile', 'animated', 'retro', 'vip', 'festive', 'fast', 'cartoon'];

function pickName(r: Prng, used: Set<string>): NameParts {
  for (;;) {
    const p = { adj: r.int(0, adjectiveKeys.length - 1), noun: r.int(0, nounKeys.length - 1), place: r.chance(0.28) ? -1 : r.int(0, placeKeys.length - 1) };
    const key = `${p.adj}.${p.noun}.${p.place}`;
    if (!used.has(key) && !nameClashes(p)) {
      used.add(key);
      return p;
    }
  }
}

function design(r: Prng, p: NameParts, motifs: Motif[]): DesignParams {
  const adj = adjectiveKeys[p.adj]!;
  const [color2, color3] = accents[adj] ?? r.pick(accentPool);
  const layout = r.pick(layouts);
  return {
    layout,
    motif: nounMotifs[nounKeys[p.noun]!] && r.chance(0.5) ? nounMotifs[nounKeys[p.noun]!]! : r.pick(motifs),
    hero: r.pick(heroStyles),
    pattern: r.pick(patterns),
    columns: layout === 'compact' ? r.int(5, 6) : r.int(3, 5),
    radius: r.pick([0, 4, 8, 12, 16]),
    seed: r.int(1, 2 ** 31 - 1),
    palette: { color1: r.pick(bases), color2, color3 },
  };
}

function tagsFor(r: Prng, p: NameParts, kind: (typeof categoryKinds)[number], d: DesignParams): TagKey[] {
  const tags = new Set<TagKey>([categoryStyle[kind].tag]);
  const adj = adjectiveKeys[p.adj]!;
  if (adj === 'golden' || d.palette.color2 === '#f5b301') tags.add('gold');
  if (adj === 'neon' || adj === 'electric') tags.add('neon');
  if (asianNouns.has(nounKeys[p.noun]!) || adj === 'jade') tags.add('asian');
  if (d.layout === 'compact') tags.add('fast');
  if (d.palette.color1 === '#111111' || d.palette.color1 === '#0b0d17') tags.add('dark');
  while (tags.size < 3 || (tags.size < 5 && r.chance(0.35))) tags.add(r.pick(styleTags));
  return [...tags];
}

export interface TemplateRow {
  id: number;
  countriesId: number;
  categoryId: number;
  names: Record<string, string>;
  search: Record<string, string>;
  tags: string[];
  design: DesignParams;
  createdAt: Date;
}

/** Every template of the catalogue; `now` anchors the dates (the newest is from today). */
export function templateRows(stations: number[], now: Date): TemplateRow[] {
  const r = prng(SEED);
  const used = new Set<string>();
  const rows: TemplateRow[] = [];
  for (const s of stations) {
    const base = s === GLOBAL_STATION ? 40 : 18;
    for (const kind of marketCategories[s]!) {
      const count = Math.round(base * categoryStyle[kind].weight) + r.int(-3, 3);
      for (let i = 0; i < count; i++) {
        const p = pickName(r, used);
        const d = design(r, p, categoryStyle[kind].motifs);
        const tags = tagsFor(r, p, kind, d);
        const names = localizedName(p);
        const search = Object.fromEntries(locales.map((l) => [l.code, names[l.code]!.toLowerCase()]));
        rows.push({ id: rows.length + 1, countriesId: s, categoryId: categoryId(s, categoryKinds.indexOf(kind)), names, search, tags, design: d, createdAt: now });
      }
    }
  }
  // Dates: shuffle, then space them ~70 a month back from today, so every month adds 50+ across all stations.
  const order = rows.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const anchor = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  order.forEach((rowIndex, pos) => {
    rows[rowIndex]!.createdAt = new Date(anchor - pos * ((30.44 * DAY) / PER_MONTH) - Math.floor(r.next() * 4 * 3_600_000));
  });
  return rows;
}
