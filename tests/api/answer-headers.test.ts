import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMerchant } from '../support/journey.ts';
import { overHttp } from '../support/overHttp.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

// Over HTTP the API's default headers go onto Node's response (http/answerHeaders.ts); in
// process (app.request, every other API test) through Hono. Both must give the same answer.
let t: TestApp;
let base: string;
let http: Awaited<ReturnType<typeof overHttp>>;
beforeAll(async () => {
  t = await startTestApp();
  http = await overHttp(t.app);
  base = http.base;
});
afterAll(async () => {
  await http.close();
  await t.close();
});

/** Headers that differ by nature (time, connection) or by request (its id) are left out. */
const VARIES = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding', 'content-length']);
const comparable = (h: Headers) =>
  Object.fromEntries([...h].filter(([k]) => !VARIES.has(k)).sort(([a], [b]) => a.localeCompare(b)));

describe('API answer headers over HTTP and in process', () => {
  it('are the same for successes, cached reads, compressed answers, errors, 404 and 405', async () => {
    const token = await newMerchant(t);
    const asks: [string, string, Record<string, string>][] = [
      ['GET', '/api/health', {}],
      ['GET', '/api/opening-station/countries-list', { 'accept-encoding': 'br' }],
      ['GET', '/api/template/list?countriesId=1&limit=100', { 'accept-encoding': 'gzip' }],
      ['GET', '/api/user/info', { authorization: `Bearer ${token}` }],
      ['GET', '/api/user/info', {}],
      ['GET', '/api/nothing-here', {}],
      ['POST', '/api/health', {}],
      ['GET', '/api/health', { 'x-forwarded-proto': 'https' }],
    ];
    for (const [method, path, headers] of asks) {
      const all = { 'accept-language': 'vi', ...headers };
      // Once first, so that both asks below find the same cache state (cached reads answer differently).
      await (await t.app.request(path, { method, headers: all })).arrayBuffer();
      const inProcess = await t.app.request(path, { method, headers: all });
      const overHttp = await fetch(`${base}${path}`, { method, headers: all });
      expect(overHttp.status, `${method} ${path}`).toBe(inProcess.status);
      expect(comparable(overHttp.headers), `${method} ${path}`).toEqual(comparable(inProcess.headers));
      expect(overHttp.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(overHttp.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(overHttp.headers.get('content-language'), path).toBe('vi');
      await inProcess.arrayBuffer();
      await overHttp.arrayBuffer();
    }
  });

  it("keeps a caller's plain request id and replaces one that is not", async () => {
    const own = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'trace_1-a=' } });
    expect(own.headers.get('x-request-id')).toBe('trace_1-a=');
    const bad = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'no spaces<>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await t.app.request('/api/health', { headers: { 'x-request-id': 'trace_2' } })).headers.get('x-request-id'),
    ).toBe('trace_2');
  });
});
