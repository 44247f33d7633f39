import { Window } from 'happy-dom';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
/** A template of a market, by its station id (9: Mexico, Spanish; 6: India, English). */
const templateOf = async (countriesId: number) => {
  const r = (await t.db.execute(
    sql`select id from templates where countries_id = ${countriesId} and active order by id limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return r.rows[0]!.id;
};

describe('GET /api/cart/template-page/{id}: the wizard’s live preview', () => {
  it('renders the template’s starting home page in the market’s language, with no script, framed by the platform only', async () => {
    const id = await templateOf(9);
    const r = await t.call('GET', `/api/cart/template-page/${id}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).not.toMatch(/script-src/);
    const page = parse(r.text);
    expect(page.documentElement.getAttribute('lang')).toBe('es');
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelector('.hero .btn')?.textContent).toBe('Ver los juegos');
    // Neutral: no made-up jackpot or offer.
    expect(page.querySelector('.jackpot, .card')).toBeNull();
    // Nothing its own CSP refuses (img-src 'self': a `data:,` icon was a console error per load),
    // and its links are inert in the sandbox.
    expect(csp).not.toMatch(/img-src[^;]*data:/);
    expect(r.text).not.toMatch(/(?:src|href)="data:/);
    expect(page.querySelector('base')?.getAttribute('target')).toBe('_blank');
    const etag = r.headers.get('etag')!;
    expect((await t.call('GET', `/api/cart/template-page/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
  });

  it('draws the colours being chosen and validates them', async () => {
    const id = await templateOf(6);
    const r = await t.call('GET', `/api/cart/template-page/${id}?color1=%23102030&color2=%23AABBCC&color3=%23ff0000`);
    expect(r.status).toBe(200);
    expect(r.text).toContain('--c1:#102030;--c2:#aabbcc;--c3:#ff0000');
    expect(parse(r.text).documentElement.getAttribute('lang')).toBe('en');
    const bad = await t.call('GET', `/api/cart/template-page/${id}?color1=red`, { lang: 'pt' });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ path: 'color1', message: 'As cores devem ser escritas como #rrggbb' });
  });

  it('answers 404 for unknown, malformed or inactive templates', async () => {
    for (const id of ['99999999', 'x', '-1', '1.5'])
      expect((await t.call('GET', `/api/cart/template-page/${id}`)).status).toBe(404);
    const id = await templateOf(6);
    await t.db.execute(sql`update templates set active = false where id = ${id}`);
    try {
      expect((await t.call('GET', `/api/cart/template-page/${id}`)).status).toBe(404);
    } finally {
      await t.db.execute(sql`update templates set active = true where id = ${id}`);
    }
  });
});
