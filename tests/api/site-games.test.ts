import { beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, get, startConsoleApp, t } from '../support/consoleApp.ts';
import { fakeCatalogue } from '../../src/server/games/fake/generate.ts';
import { refreshGameSites } from '../../src/server/sites/design/refreshGames.ts';
import { resolveSections } from '../../src/server/sites/design/gameSections.ts';
import { queryRows } from '../support/testApp.ts';
import { type Designer, draftOf, newDesigner, publishNow, saveMarked } from '../support/designApi.ts';
import {
  importFake,
  inVietnam,
  marketsOf,
  notInVietnam,
  publishGames,
  slugOf,
  tileSlugs,
  withdrawnLater,
} from '../support/siteGames.ts';

// Game sections on the published site (issue 31): real tiles of the site's market only, a
// game withdrawn by the aggregator gone at the next publish, game pages per language (410 when
// withdrawn, 404 when not offered in the market), and the lobby's search endpoint.

startConsoleApp();

let d: Designer;
let home: string;
const withdrawn = withdrawnLater();
const foreign = notInVietnam();
const kept = inVietnam([withdrawn.id]);

beforeAll(async () => {
  // The tests' database image holds the fake aggregator's catalogue at revision 1.
  d = await newDesigner();
  home = await publishGames(d, { picked: [kept.id, foreign.id, withdrawn.id], provider: kept.providerId });
}, 180_000);

describe('published game sections', () => {
  it('show real tiles with a picture, a name, a provider and a link, of games allowed in the market only', async () => {
    const slugs = tileSlugs(home);
    // Category row 8, picked 2 of 3 (the foreign one is left out), provider 4, new 4, lobby's first page 24,
    // then the template's own rows (real tiles too now).
    expect(slugs.length).toBeGreaterThan(8 + 2 + 4 + 4 + 24);
    expect(slugs.slice(8, 10)).toEqual([await slugOf(kept.id), await slugOf(withdrawn.id)]);
    const markets = await marketsOf([...new Set(slugs)]);
    for (const slug of slugs) {
      expect(markets.get(slug)?.markets, slug).toContain('VN');
      expect(markets.get(slug)?.withdrawn).toBe(false);
    }
    const keptSlug = await slugOf(kept.id);
    expect(slugs).toContain(keptSlug);
    expect(slugs).not.toContain(await slugOf(foreign.id));
    // A tile: lazy picture with its size, name and provider.
    expect(home).toMatch(
      new RegExp(
        `<a href="\\./games/${keptSlug}/"><img src="/api/games/art/${kept.id}/thumb.svg\\?v=[^"]+" alt="" width="320" height="240" loading="lazy" decoding="async"/><span class="gt">[^<]+</span><span class="gp">[^<]+</span></a>`,
      ),
    );
    // The lobby: a search form to the results page, its script, and a pager.
    expect(home).toMatch(/<form role="search" aria-label="[^"]+" action="\.\/games\/" method="get">/);
    expect(home).toContain('data-src="../games.json"');
    expect(home).toMatch(/<a href="\.\/games\/\?page=2" rel="next" data-page="2">/);
  });

  it('leave a game the aggregator withdrew out at the next publish, and its page answers 410', async () => {
    const slug = await slugOf(withdrawn.id);
    expect(tileSlugs(home)).toContain(slug);
    expect((await get(`/s/${d.site.slug}/vi/games/${slug}/`, undefined, 'vi')).status).toBe(200);
    await importFake(2);
    await saveMarked(d, 'After import');
    await publishNow(d);
    const after = (await get(`/s/${d.site.slug}/vi/`, undefined, 'vi')).text;
    expect(tileSlugs(after)).not.toContain(slug);
    expect(tileSlugs(after)).toContain(await slugOf(kept.id));
    const gone = await get(`/s/${d.site.slug}/vi/games/${slug}/`, undefined, 'vi');
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('noindex');
    expect(gone.text).toMatch(/<a href="\.\.\/\.\.\/lobby\/">/);
    expect(
      (await get(`/s/${d.site.slug}/games.json?q=${encodeURIComponent(withdrawn.title)}`)).json.items,
    ).not.toContainEqual(expect.objectContaining({ slug }));
  });

  it('are published again when an import withdraws a game they show: no page links to it, without the operator, once', async () => {
    const next = new Set(fakeCatalogue(3).games.map((g) => g.id));
    const going = fakeCatalogue(2).games.find((g) => g.markets.includes('VN') && !next.has(g.id))!;
    // The picked row (on the page since the first publish) now also holds a game the next revision withdraws.
    const { version, doc } = await draftOf(d);
    const picked = doc.pages.flatMap((p) => p.sections).find((x) => x.id === 'g-picked')!;
    (picked.props as { games: string[] }).games = [kept.id, going.id];
    const saved = await d.send('PUT', '/draft', { version, doc });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await publishNow(d, saved.json.data.version);
    const page = (await get(`/s/${d.site.slug}/vi/`, undefined, 'vi')).text;
    const slug = await slugOf(going.id);
    expect(tileSlugs(page)).toContain(slug);
    const versions = async () =>
      Number(
        (await queryRows(t.db)(`select count(*) as n from site_versions where site_id = ${d.site.site.id}`))[0]!['n'],
      );
    const before = await versions();
    // An hour on, the import finds the game gone and queues the refresh in its own transaction.
    advanceClock(3_600_000);
    const counts = await importFake(3);
    expect(counts.withdrawn).toBeGreaterThan(0);
    await t.jobs.drain();
    const after = (await get(`/s/${d.site.slug}/vi/`, undefined, 'vi')).text;
    expect(tileSlugs(after)).not.toContain(slug);
    expect(after).not.toContain(`games/${slug}/`);
    expect(await versions()).toBe(before + 1);
    // The job again (a second worker, a retry): every site is already rendered since the import.
    expect(await refreshGameSites(t.db, new Date(clock.getTime()), new Date())).toBe(0);
    expect(await versions()).toBe(before + 1);
  });
});

describe('game pages', () => {
  it('a game of the market: name, provider, RTP, volatility, screenshots, both plays, structured data, canonical and hreflang', async () => {
    const slug = await slugOf(kept.id);
    const res = await get(`/s/${d.site.slug}/en/games/${slug}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const html = res.text;
    expect(html).toContain(`<h1 class="page-title">${kept.title}</h1>`);
    expect(html).toContain('<link rel="canonical" href="http://localhost/s/');
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="vi" href="http://localhost/s/${d.site.slug}/vi/games/${slug}/">`),
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'VideoGame',
      name: kept.title,
      url: `http://localhost/s/${d.site.slug}/en/games/${slug}/`,
    });
    expect(html).toContain(`href="../../../go/demo/${slug}?hl=en"`);
    expect(html).toContain(`href="../../../go/play/${slug}?hl=en"`);
    expect(html).toContain(`${(kept.rtpBp / 100).toFixed(2)}%`);
    expect(html.match(/<img src="\/api\/games\/[^"]+\/screenshot\.svg/g)?.length).toBe(3);
    const again = await t.call('GET', `/s/${d.site.slug}/en/games/${slug}/`, {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('a game not allowed in the market is 404, never a tile nor a search result', async () => {
    const slug = await slugOf(foreign.id);
    expect((await get(`/s/${d.site.slug}/vi/games/${slug}/`, undefined, 'vi')).status).toBe(404);
    const found = await get(`/s/${d.site.slug}/games.json?q=${encodeURIComponent(foreign.title)}`);
    expect(found.status).toBe(200);
    expect(found.json.items.map((g: { slug: string }) => g.slug)).not.toContain(slug);
    const page = await get(`/s/${d.site.slug}/vi/games/?q=${encodeURIComponent(foreign.title)}`, undefined, 'vi');
    expect(page.status).toBe(200);
    expect(tileSlugs(page.text)).not.toContain(slug);
  });

  it('the search endpoint answers pages of the market’s games, and the results page works without script', async () => {
    const res = await get(`/s/${d.site.slug}/games.json?category=live&page=2&size=12`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 2, pageSize: 12 });
    expect(res.json.items).toHaveLength(12);
    const markets = await marketsOf(res.json.items.map((g: { slug: string }) => g.slug));
    for (const m of markets.values()) expect(m.markets).toContain('VN');
    const word = kept.title.split(' ')[0]!;
    const page = await get(`/s/${d.site.slug}/en/games/?q=${encodeURIComponent(word)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`value="${word}"`);
    expect(page.text).toContain('<meta name="robots" content="noindex,follow">');
    expect(tileSlugs(page.text).length).toBeGreaterThan(0);
  });
});

describe("the editor's preview", () => {
  it('resolves the sections being edited as publishing does, in the market only', async () => {
    const picked = {
      title: {},
      source: 'picked',
      category: 'slots',
      games: [kept.id, foreign.id],
      tiles: 6,
      moreLabel: {},
      moreHref: '',
    };
    const res = await d.send('POST', '/section-games', {
      sections: [
        { id: 'p1', type: 'lobbyRow', props: picked },
        { id: 'bad', type: 'lobbyRow', props: { ...picked, tiles: 'many' } },
        { id: 'l1', type: 'gameLobby', props: { title: {}, category: 'live', pageSize: 12 } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.market).toBe('VN');
    expect(res.json.data.games.p1.items.map((g: { id: string }) => g.id)).toEqual([kept.id]);
    expect(res.json.data.games.bad).toBeUndefined();
    expect(res.json.data.games.l1).toMatchObject({ total: expect.any(Number), pageSize: 12, category: 'live' });
    // Another site's operator, or nobody, gets nothing.
    const anon = await t.call('POST', `${d.site.console}/api/design/section-games`, { body: { sections: [] } });
    expect(anon.status).toBeGreaterThanOrEqual(401);
  });

  it('resolves the same sections in each market apart (what a snapshot keeps is per market)', async () => {
    const sections = [{ id: 'lobby', type: 'gameLobby', props: { category: '', pageSize: 24 } }];
    const lists: Record<string, string[]> = {};
    for (const market of ['VN', 'TH', 'VN', 'TH']) {
      const found = (await resolveSections(t.db, sections, market))['lobby']!;
      const slugs = found.items.map((g) => g.slug);
      expect(slugs.length, market).toBeGreaterThan(0);
      const markets = await marketsOf(slugs);
      for (const slug of slugs) expect(markets.get(slug)?.markets, `${market} ${slug}`).toContain(market);
      if (lists[market]) expect(slugs).toEqual(lists[market]);
      lists[market] = slugs;
    }
    expect(lists['TH']).not.toEqual(lists['VN']);
  });
});
