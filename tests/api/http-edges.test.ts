import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTS_AN_APP, startTestApp, type TestApp } from '../support/testApp.ts';
import { newMerchant } from '../support/journey.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('requests the API does not take', () => {
  it('answers a method a route does not take with 405 and Allow', async () => {
    const r = await t.call('DELETE', '/api/cart/list');
    expect(r.status).toBe(405);
    expect(r.json).toMatchObject({ code: 1, error: 'method_not_allowed', data: null });
    expect(r.headers.get('allow')).toBe('GET, HEAD');
    const post = await t.call('GET', '/api/order/create');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('POST');
    expect((await t.call('GET', '/api/nothing-here')).status).toBe(404);
  });

  it('refuses a body that is not JSON with 415 and an empty body with 400, changing nothing', async () => {
    const token = await newMerchant(t);
    const before = (await t.call('GET', '/api/user/info', { token })).json.data;
    const text = await t.call('POST', '/api/user/save', {
      token,
      rawBody: 'nickname=Mallory',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.json.error).toBe('unsupported_media_type');
    const form = await t.call('POST', '/api/login/authorize', {
      rawBody: 'account=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const empty = await t.app.request('/api/user/save', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe('validation_failed');
    expect((await t.call('GET', '/api/user/info', { token })).json.data).toEqual(before);
  });

  it('sends security headers with every API answer', async () => {
    for (const path of ['/api/health', '/api/nothing', '/api/opening-station/countries-list']) {
      const r = await t.call('GET', path);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('a database that cannot be reached', () => {
  it(
    'answers 503 unavailable with Retry-After, never a 500, and ready says so',
    async () => {
      const own = await startTestApp();
      const token = await newMerchant(own);
      await own.close();
      for (const [method, path] of [
        ['GET', '/api/opening-station/countries-list'],
        ['GET', '/api/user/info'],
        ['GET', '/api/health/ready'],
      ] as const) {
        const r = await own.call(method, path, { token });
        expect(r.status, path).toBe(503);
        expect(r.json).toMatchObject({ code: 1, error: 'unavailable', data: null });
        expect(r.headers.get('retry-after')).toBe('5');
        expect(r.text).not.toMatch(/select|from "|stack/i);
      }
    },
    STARTS_AN_APP,
  );
});
