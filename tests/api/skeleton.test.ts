import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { apiRoutes } from '../support/routes.ts';
import { localeCodes } from '../../i18n/locales.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('operations', () => {
  it('reports health and readiness', async () => {
    expect((await t.call('GET', '/api/health')).json).toMatchObject({ code: 0, data: { status: 'ok' } });
    expect((await t.call('GET', '/api/health/ready')).json).toMatchObject({ code: 0, data: { status: 'ready' } });
  });

  it('gives every response a request id', async () => {
    const r = await t.call('GET', '/api/health');
    expect(r.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('documents every route in openapi.json', async () => {
    const r = await t.call('GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.json.openapi).toBe('3.1.0');
    // Every route the router really has (not a list kept beside it), and nothing it lacks.
    const real = apiRoutes(t.app);
    expect(real.length).toBeGreaterThan(40);
    const paths = r.json.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(real);
  });
});

describe('envelope and errors', () => {
  it('answers an unknown /api path with the 404 envelope, localized', async () => {
    const r = await t.call('GET', '/api/no/such/thing', { lang: 'es' });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ code: 1, error: 'not_found', data: null });
    expect(r.json.msg).not.toBe('The requested resource does not exist');
    expect(r.json.msg.length).toBeGreaterThan(5);
  });

  it('rejects a bad query with validation_failed and issues', async () => {
    const r = await t.call('GET', '/api/opening-station/countries-list?id=abc');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 1, error: 'validation_failed', msg: 'Request parameter error' });
    expect(r.json.issues).toEqual([{ path: 'id', message: 'Invalid id' }]);
  });

  it('falls back to English for an unknown language and honours q-values', async () => {
    const fr = await t.call('GET', '/api/nope', { lang: 'fr-FR,fr;q=0.9' });
    expect(fr.json.msg).toBe('The requested resource does not exist');
    const ja = await t.call('GET', '/api/nope', { lang: 'fr;q=0.9, ja;q=0.8' });
    expect(ja.headers.get('content-language')).toBe('ja');
  });
});

describe('hostile input', () => {
  it('refuses NUL bytes in queries and bodies as bad input, never a 500', async () => {
    const q = await t.call('GET', '/api/cart/template-list?countriesId=1&q=%00');
    expect(q.status).toBe(400);
    expect(q.json.error).toBe('validation_failed');
    const body = await t.call('POST', '/api/contact/submit', {
      rawBody: '{"name":"a\\u0000b","email":"a@b.co","message":"hello there"}',
    });
    expect(body.status).toBe(400);
    const broken = await t.call('GET', '/api/opening-station/countries-list?id=%E0%A4%A');
    expect(broken.status).toBe(400);
  });
});

describe('countries-list', () => {
  it('lists at least 12 markets with currency, image and localized names', async () => {
    const en = await t.call('GET', '/api/opening-station/countries-list');
    expect(en.status).toBe(200);
    const list = en.json.data as { id: number; countryNames: string; currencyCode: string; img: string }[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const c of list) {
      expect(c.img).toBe(`/county${c.id}.png`);
      expect(c.currencyCode).toMatch(/^[A-Z]{3}$/);
    }
    expect(list.find((c) => c.currencyCode === 'VND')?.countryNames).toBe('Vietnam');
    const vi = await t.call('GET', '/api/opening-station/countries-list', { lang: 'vi' });
    expect(vi.json.data.find((c: { currencyCode: string }) => c.currencyCode === 'VND').countryNames).toBe('Việt Nam');
    const ar = await t.call('GET', '/api/opening-station/countries-list', { lang: 'ar' });
    expect(ar.json.data[0].countryNames).toMatch(/[\u0600-\u06FF]/);
  });

  it('filters by id and returns an empty list for an unknown id', async () => {
    const one = await t.call('GET', '/api/opening-station/countries-list?id=2');
    expect(one.json.data).toHaveLength(1);
    expect(one.json.data[0].id).toBe(2);
    const none = await t.call('GET', '/api/opening-station/countries-list?id=99999');
    expect(none.json.data).toEqual([]);
  });
});

describe('language-list and phone codes', () => {
  it('lists the 15 locales with native names', async () => {
    const r = await t.call('GET', '/api/opening-station/language-list', { lang: 'de' });
    expect(r.json.data.map((l: { code: string }) => l.code)).toEqual(localeCodes);
    expect(r.json.data.find((l: { code: string }) => l.code === 'ar').nativeName).toBe('العربية');
  });

  it('lists calling codes named in the request language', async () => {
    const r = await t.call('GET', '/api/common/get-phone-code', { lang: 'th' });
    const vn = r.json.data.find((p: { iso: string }) => p.iso === 'VN');
    expect(vn.code).toBe('+84');
    expect(vn.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(r.json.data.length).toBeGreaterThan(200);
  });
});
