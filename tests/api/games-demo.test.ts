import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/server/db/schema/index.ts';
import { launchSecret } from '../../src/server/games/config.ts';
import { demoLaunch } from '../../src/server/games/launch.ts';
import { LAUNCH_TTL_MS, signLaunch, verifyLaunch } from '../../src/server/games/launchToken.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

/** Demo launches: the signed token and the fake aggregator's demo page that checks it. */
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t?.close());

const page = async (url: string) => {
  const res = await t.app.request(url);
  return { status: res.status, csp: res.headers.get('content-security-policy') ?? '', text: await res.text() };
};

async function demoGame(withDemo = true) {
  const [g] = await t.db
    .select({ id: games.id, title: games.title })
    .from(games)
    .where(and(isNull(games.withdrawnAt), eq(games.demo, withDemo)))
    .limit(1);
  return g!;
}

describe('demo launch', () => {
  it('a launch opens the playable demo in the token’s language; the token expires after 5 minutes', async () => {
    const g = await demoGame();
    const launch = await t.call('POST', `/api/games/demo/${g.id}`, {
      body: { market: 'VN', lang: 'ar', site: 'lucky-vn' },
    });
    expect(launch.status).toBe(200);
    const { url, expiresAt } = launch.json.data;
    expect(url).toMatch(/^\/__games\/demo\?token=[\w-]+\.[\w-]+&lang=ar$/);
    expect(Date.parse(expiresAt) - clock).toBe(LAUNCH_TTL_MS);
    const ok = await page(url);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<html lang="ar" dir="rtl">');
    expect(ok.text).toContain(g.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(ok.text).toContain('id="spin"');
    expect(ok.text).toContain('أموال للتسلية فقط');
    // The one script runs under the page's nonce, nothing else.
    const nonce = /script-src 'nonce-([^']+)'/.exec(ok.csp)![1];
    expect(ok.text).toContain(`<script nonce="${nonce}">`);
    clock += LAUNCH_TTL_MS + 1_000;
    const late = await page(url);
    expect(late.status).toBe(403);
    expect(late.text).toContain('انتهت صلاحية رابط التجربة');
    expect(late.text).not.toContain('id="spin"');
  });

  it('refuses a forged, tampered or foreign-signed token with a clear page, in the asked language', async () => {
    const g = await demoGame();
    const { url } = (await t.call('POST', `/api/games/demo/${g.id}`, { body: { market: 'TH', lang: 'en' } })).json.data;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    // Another game, the signature kept.
    const other = Buffer.from(JSON.stringify({ ...claims, g: 'fk00002' })).toString('base64url');
    // A longer life, the signature kept.
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    const foreign = signLaunch(
      'someone-elses-secret-0123456789',
      { g: g.id, l: 'en', s: '', m: 'TH' },
      new Date(clock),
    ).token;
    for (const bad of [`${other}.${sig}`, `${longer}.${sig}`, foreign, `${body}.${sig}x`, 'garbage', '']) {
      const r = await page(`/__games/demo?token=${encodeURIComponent(bad)}&lang=es`);
      expect(r.status, bad).toBe(403);
      expect(r.text).toContain('<html lang="es"');
      expect(r.text).toContain('Este enlace de demo no es válido');
      expect(r.text).not.toContain('<script');
    }
  });

  it('is refused for a game without a demo, an unknown one and bad input; the service binds the token to its game', async () => {
    const live = await demoGame(false);
    const noDemo = await t.call('POST', `/api/games/demo/${live.id}`, { body: { market: 'BR' }, lang: 'pt' });
    expect(noDemo.status).toBe(404);
    expect(noDemo.json.msg).toBe('Este jogo não tem demonstração.');
    expect((await t.call('POST', '/api/games/demo/fk99999', { body: { market: 'BR' } })).status).toBe(404);
    expect((await t.call('POST', '/api/games/demo/fk00001', { body: {} })).status).toBe(400);
    expect((await t.call('POST', '/api/games/demo/fk00001', { body: { market: 'ZZ' } })).status).toBe(400);
    const g = await demoGame();
    const env = testEnv();
    const launched = await demoLaunch(
      { db: t.db, now: () => new Date(clock), env },
      { gameId: g.id, lang: 'ja', siteSlug: 's1' },
    );
    const token = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const check = verifyLaunch(await launchSecret(t.db, env), token, new Date(clock));
    expect(check).toMatchObject({ ok: true, claims: { g: g.id, l: 'ja', s: 's1' } });
  });
});
