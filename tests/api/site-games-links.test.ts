import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, startConsoleApp, t } from '../support/consoleApp.ts';
import { type Designer, newDesigner } from '../support/designApi.ts';
import { inVietnam, notInVietnam, publishGames, slugOf } from '../support/siteGames.ts';

// The way to the operator's own player account and cashier (issue 31): the console's Player
// links screen, the site's go/ redirects (302 to what is set, a page in the visitor's language
// when nothing is), Play for fun's signed demo launch, and hostile input on the game paths.

startConsoleApp();

let d: Designer;
const game = inVietnam();
const foreign = notInVietnam();

beforeAll(async () => {
  d = await newDesigner();
  await publishGames(d, { picked: [game.id] });
}, 180_000);

describe('player links', () => {
  it('before the operator sets them, go/ answers a page saying so in the visitor’s language', async () => {
    for (const [kind, lang, words] of [
      ['signup', 'en', 'has not set this page up yet'],
      ['deposit', 'ar', 'لم يُعِدّ مشغّل هذا الموقع'],
    ] as const) {
      const res = await get(`/s/${d.site.slug}/go/${kind}?hl=${lang}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain(words);
      expect(res.text).toContain(`<html lang="${lang}"`);
    }
  });

  it('the console saves valid addresses, refuses others field by field, and the site redirects at once', async () => {
    const screen = `${d.site.console}/player-links`;
    const page = await get(screen, d.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="signup"');
    const bad = await post(
      screen,
      {
        signup: 'javascript:alert(1)',
        login: '',
        deposit: 'https://pay.example.com/cashier',
        play: 'https://x.example/play',
      },
      { cookie: d.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('id="pl-signup-err"');
    expect(bad.text).toContain('id="pl-play-err"');
    expect((await get(`/s/${d.site.slug}/go/deposit`)).status).toBe(404);
    const saved = await post(
      screen,
      {
        signup: 'https://casino.example.com/join?ref=site',
        login: 'https://casino.example.com/login',
        deposit: 'https://casino.example.com/cashier',
        play: 'https://casino.example.com/play/{game}',
      },
      { cookie: d.cookie },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${screen}?done=saved`);
    const signup = await get(`/s/${d.site.slug}/go/signup?hl=vi`);
    expect(signup.status).toBe(302);
    expect(signup.headers.get('location')).toBe('https://casino.example.com/join?ref=site');
    const slug = await slugOf(game.id);
    const play = await get(`/s/${d.site.slug}/go/play/${slug}`);
    expect(play.headers.get('location')).toBe(`https://casino.example.com/play/${slug}`);
    // Never a game the site may not show.
    expect((await get(`/s/${d.site.slug}/go/play/${await slugOf(foreign.id)}`)).status).toBe(404);
  });

  it('a visitor without a console session cannot read or change them', async () => {
    expect((await get(`${d.site.console}/player-links`)).status).toBe(303);
    const res = await post(`${d.site.console}/player-links`, { signup: 'https://evil.example/' });
    expect(res.status).toBe(303);
    expect((await get(`/s/${d.site.slug}/go/signup`)).headers.get('location')).not.toContain('evil');
  });
});

describe('play for fun', () => {
  it('redirects to the aggregator’s demo with a signed token, which the demo page accepts', async () => {
    const res = await get(`/s/${d.site.slug}/go/demo/${await slugOf(game.id)}?hl=vi`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.pathname).toBe('/__games/demo');
    const demo = await t.call('GET', `${to.pathname}${to.search}`);
    expect(demo.status).toBe(200);
    expect(demo.text).toContain(game.title);
    expect((await get(`/s/${d.site.slug}/go/demo/${await slugOf(foreign.id)}`)).status).toBe(404);
  });
});

describe('hostile input on the game paths', () => {
  it('answers 4xx, never 500', async () => {
    const s = `/s/${d.site.slug}`;
    const cases: [string, number[]][] = [
      [`${s}/vi/games/..%2F..%2Fconsole/`, [404]],
      [`${s}/vi/games/%3Cscript%3E/`, [404]],
      [`${s}/vi/games/${'a'.repeat(400)}/`, [404]],
      [`${s}/vi/games/%E0%A4%A/`, [404]],
      [`${s}/xx/games/some-game/`, [404]],
      [`${s}/ja/games/`, [404]],
      [`${s}/go/play/%00`, [404]],
      [`${s}/go/nowhere`, [404]],
      [`${s}/go/demo/${'z'.repeat(200)}`, [404]],
      [`${s}/games.json?page=99999999`, [400]],
      [`${s}/games.json?size=100000`, [400]],
      [`${s}/games.json?category=%27%20OR%201%3D1--`, [400]],
      [`${s}/games.json?q=${'x'.repeat(500)}`, [400]],
    ];
    for (const [path, statuses] of cases) {
      const res = await get(path);
      expect(statuses, `${path} → ${res.status}`).toContain(res.status);
    }
    // Injection-looking words are only words: found nothing, answered 200.
    const q = await get(`${s}/games.json?q=${encodeURIComponent("%' OR 1=1 --")}`);
    expect(q.status).toBe(200);
    expect(q.json.total).toBe(0);
    // A page past the last one is an empty page of results, not an error.
    const far = await get(`${s}/vi/games/?page=10000&q=%25`, undefined, 'vi');
    expect(far.status).toBe(200);
    const big = await get(`${s}/vi/games/?page=99999999999`, undefined, 'vi');
    expect(big.status).toBe(200);
  });
});
