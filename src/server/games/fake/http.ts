import { Hono } from 'hono';
import { findLocale, type LocaleCode } from '../../../../i18n/locales.ts';
import { verifyLaunch } from '../launchToken.ts';
import { cursorOffset, FAKE_PAGE } from './fakeAggregator.ts';
import { demoHtml, refusedHtml } from './demoPage.ts';
import { fakeCatalogue } from './generate.ts';

/**
 * The fake aggregator's HTTP face: the API `HttpAggregator` calls (docs/games.md) and the
 * playable demo page. Mounted at /__games when no real aggregator is configured outside
 * production (games/config.ts `fakeGamesServed`), or served on its own (tests).
 */
export function fakeGamesApp(o: {
  revision: number;
  /** When set, the API answers only `Authorization: Bearer <key>`. */
  key?: string | undefined;
  /** The launch secret the platform signs demo tokens with. */
  secret: () => Promise<string>;
  now: () => Date;
  /** Where this face is mounted (the demo addresses it hands out start with it). */
  base?: string;
}) {
  const base = o.base ?? '/__games';
  const api = new Hono();
  api.use('*', async (c, next) => {
    if (o.key && c.req.header('authorization') !== `Bearer ${o.key}`) return c.json({ error: 'unauthorized' }, 401);
    return next();
  });
  api.get('/providers', (c) => c.json({ providers: fakeCatalogue(o.revision).providers }));
  api.get('/games', (c) => {
    const since = c.req.query('since');
    const sinceIso = since && !Number.isNaN(Date.parse(since)) ? new Date(since).toISOString() : null;
    const all = fakeCatalogue(o.revision).games;
    const list = sinceIso ? all.filter((g) => g.updatedAt >= sinceIso) : all;
    const from = cursorOffset(c.req.query('cursor'));
    const next = from + FAKE_PAGE < list.length ? String(from + FAKE_PAGE) : null;
    return c.json({ games: list.slice(from, from + FAKE_PAGE), next });
  });
  api.get('/games/:id', (c) => {
    const game = fakeCatalogue(o.revision).games.find((g) => g.id === c.req.param('id'));
    return game ? c.json(game) : c.json({ error: 'not_found' }, 404);
  });
  api.post('/games/:id/demo', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      lang?: unknown;
      token?: unknown;
      returnUrl?: unknown;
    } | null;
    if (!body || typeof body.token !== 'string') return c.json({ error: 'token_required' }, 400);
    const q = new URLSearchParams({ token: body.token, lang: typeof body.lang === 'string' ? body.lang : 'en' });
    if (typeof body.returnUrl === 'string') q.set('return', body.returnUrl);
    return c.json({ url: `${new URL(c.req.url).origin}${base}/demo?${q}` });
  });

  const app = new Hono();
  app.route('/v1', api);
  app.get('/demo', async (c) => {
    const locale: LocaleCode = findLocale(c.req.query('lang'))?.code ?? 'en';
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    const check = verifyLaunch(await o.secret(), c.req.query('token') ?? '', o.now());
    if (!check.ok) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(String(refusedHtml(locale, check.reason)), 403);
    }
    const game = fakeCatalogue(o.revision).games.find((g) => g.id === check.claims.g);
    const tokenLocale = findLocale(check.claims.l)?.code ?? locale;
    if (!game?.demo) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(String(refusedHtml(tokenLocale, 'unknown')), 404);
    }
    const provider = fakeCatalogue(o.revision).providers.find((p) => p.id === game.providerId)?.name ?? '';
    const back = c.req.query('return') ?? null;
    const page = demoHtml({
      locale: tokenLocale,
      title: game.title,
      provider,
      back: back?.startsWith('/') || back?.startsWith('http') ? back : null,
    });
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${page.nonce}'`,
    );
    return c.html(String(page.body));
  });
  return app;
}
