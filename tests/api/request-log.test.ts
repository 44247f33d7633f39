import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/platform/logger.ts';
import { overHttp } from '../support/overHttp.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

// Every API request leaves one line, whatever answered it: the route, a cache, or a guard that
// refused it before any route ran (requestContext.ts calls the guards itself, not Hono).
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});
let t: TestApp;
let base: string;
let http: Awaited<ReturnType<typeof overHttp>>;
beforeAll(async () => {
  t = await startTestApp({}, { log: createLogger('info', sink) });
  http = await overHttp(t.app);
  base = http.base;
});
afterAll(async () => {
  await http.close();
  await t.close();
});

const requestLines = (id: string) => lines.filter((l) => l['msg'] === 'request' && l['requestId'] === id);

describe('the request line', () => {
  const asks: [string, string, RequestInit, number][] = [
    ['a read', '/api/health', {}, 200],
    ['a kept catalogue read', '/api/opening-station/countries-list', {}, 200],
    ['an unknown path', '/api/nothing-here', {}, 404],
    ['a method the path does not take', '/api/health', { method: 'DELETE' }, 405],
    ['a NUL in the query', '/api/opening-station/package-list?countriesId=%00', {}, 400],
    [
      'a body over the limit',
      '/api/login/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"a":"${'x'.repeat(70_000)}"}` },
      413,
    ],
    ['a NUL in a body', '/api/login/login', { method: 'POST', body: '{"account":"a\\u0000"}' }, 400],
  ];
  for (const [name, path, init, status] of asks) {
    it(`is written once for ${name}, over HTTP and in process, with its status and the answer's id`, async () => {
      for (const ask of [() => fetch(`${base}${path}`, init), () => t.app.request(path, init)]) {
        const res = await ask();
        await res.arrayBuffer();
        expect(res.status, name).toBe(status);
        const id = res.headers.get('x-request-id')!;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        await expect.poll(() => requestLines(id).length).toBe(1);
        expect(requestLines(id)[0]).toMatchObject({ method: init.method ?? 'GET', status });
        expect(res.headers.get('content-security-policy'), name).toContain("default-src 'none'");
      }
    });
  }
});
