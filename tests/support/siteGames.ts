import { expect } from 'vitest';
import { importCatalogue } from '../../src/server/games/import.ts';
import { FakeAggregator } from '../../src/server/games/fake/fakeAggregator.ts';
import { fakeCatalogue } from '../../src/server/games/fake/generate.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { clock, t } from './consoleApp.ts';
import { type Designer, draftOf, publishNow } from './designApi.ts';
import { queryRows } from './testApp.ts';

// The site-games suites (issue 31): the fake aggregator's catalogue imported, games picked from
// it by what the test needs, a draft with game sections, and what a published page links to.

/** Imports the fake aggregator's catalogue at `revision` into the test database. */
export async function importFake(revision = 1) {
  return importCatalogue(t.db, new FakeAggregator({ revision }), clock);
}

const rev1 = () => fakeCatalogue(1).games;

/** A rev-1 game allowed in Viet Nam (a site of `makeSite` is in VN) that a later revision withdraws. */
export function withdrawnLater(revision = 2) {
  const kept = new Set(fakeCatalogue(revision).games.map((g) => g.id));
  return rev1().find((g) => !kept.has(g.id) && g.markets.includes('VN'))!;
}

/** A rev-1 game the aggregator does not allow in Viet Nam, with a title to search it by. */
export const notInVietnam = () => rev1().find((g) => !g.markets.includes('VN') && g.title.split(' ').length >= 2)!;
/** A rev-1 game allowed in Viet Nam and every later revision of the test. */
export const inVietnam = (not: string[] = []) =>
  rev1().find(
    (g) =>
      g.markets.includes('VN') && g.demo && !not.includes(g.id) && fakeCatalogue(2).games.some((x) => x.id === g.id),
  )!;

/** A game's slug as imported (the catalogue gives slugs, the aggregator ids). */
export async function slugOf(id: string): Promise<string> {
  const [row] = await queryRows(t.db)(`select slug from games where id = '${id.replace(/[^a-z0-9]/gi, '')}'`);
  return String(row!['slug']);
}

/** The markets of the games whose slugs are `slugs`, by slug. */
export async function marketsOf(slugs: string[]): Promise<Map<string, { markets: string[]; withdrawn: boolean }>> {
  if (!slugs.length) return new Map();
  const list = slugs.map((s) => `'${s.replace(/[^a-z0-9-]/g, '')}'`).join(',');
  const rows = await queryRows(t.db)(`select slug, markets, withdrawn_at from games where slug in (${list})`);
  return new Map(
    rows.map((r) => [String(r['slug']), { markets: r['markets'] as string[], withdrawn: r['withdrawn_at'] !== null }]),
  );
}

/** The game slugs a page's tiles link to (`games/<slug>/`), in order. */
export const tileSlugs = (html: string) =>
  [...html.matchAll(/<li><a href="[^"]*games\/([a-z0-9-]+)\/"><img/g)].map((m) => m[1]!);

/** The draft's home with game sections in front: category, hand-picked, provider, new, and the lobby. */
export function withGameSections(
  doc: SiteDocument,
  opts: { picked: string[]; provider?: string; marker?: string },
): SiteDocument {
  const sections = [
    {
      id: 'g-slots',
      type: 'lobbyRow' as const,
      props: { title: {}, source: 'category', category: 'slots', tiles: 8, moreLabel: {}, moreHref: '' },
    },
    {
      id: 'g-picked',
      type: 'lobbyRow' as const,
      props: {
        title: { vi: 'Chọn lọc', en: 'Picked' },
        source: 'picked',
        category: 'slots',
        games: opts.picked,
        tiles: 6,
        layout: 'grid',
        moreLabel: {},
        moreHref: '',
      },
    },
    ...(opts.provider
      ? [
          {
            id: 'g-prov',
            type: 'lobbyRow' as const,
            props: {
              title: {},
              source: 'provider',
              provider: opts.provider,
              category: 'slots',
              tiles: 4,
              moreLabel: {},
              moreHref: '',
            },
          },
        ]
      : []),
    {
      id: 'g-new',
      type: 'lobbyRow' as const,
      props: { title: {}, source: 'new', category: 'slots', tiles: 4, moreLabel: {}, moreHref: '' },
    },
    { id: 'g-lobby', type: 'gameLobby' as const, props: { title: {}, category: '', pageSize: 24 } },
  ];
  return {
    ...doc,
    languages: doc.languages.includes('en') ? doc.languages : [...doc.languages, 'en'],
    pages: doc.pages.map((p) =>
      p.kind === 'home'
        ? {
            ...p,
            title: opts.marker ? { vi: opts.marker, en: opts.marker } : p.title,
            sections: [...sections, ...p.sections],
          }
        : p,
    ),
  };
}

/** Saves the draft with game sections and publishes it; the home page's HTML in Vietnamese. */
export async function publishGames(d: Designer, opts: Parameters<typeof withGameSections>[1]) {
  const { version, doc } = await draftOf(d);
  const saved = await d.send('PUT', '/draft', { version, doc: withGameSections(doc, opts) });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  await publishNow(d, saved.json.data.version);
  const home = await t.call('GET', `/s/${d.site.slug}/vi/`, { lang: 'vi' });
  expect(home.status).toBe(200);
  return home.text;
}
