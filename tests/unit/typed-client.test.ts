// The typed client's core (src/shared/api): what the compiler refuses, and the fetch transport that
// the site designer, the tests and the bench share. The `@ts-expect-error` lines are the test of the
// types: `npm run check` fails if the compiler ever accepts one of them.
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fillPath, queryOf, typedClient } from '../../src/shared/api/client.ts';
import { CallFailed, fetchClient } from '../../src/shared/api/fetchClient.ts';
import type { UserInfo } from '../../src/shared/types.ts';

afterEach(() => vi.unstubAllGlobals());

describe('typed client: what the compiler checks', () => {
  const api = typedClient<{ token?: string }>(async () => null);

  it('types each answer from its declared schema', () => {
    expectTypeOf(api.get('/api/user/info')).resolves.toEqualTypeOf<UserInfo>();
    expectTypeOf(api.get('/api/settlement')).resolves.toHaveProperty('balance').toEqualTypeOf<string>();
    expectTypeOf(api.post('/api/user/sessions/revoke', { body: { id: 1 } })).resolves.toEqualTypeOf<null>();
  });

  it('refuses undeclared paths, wrong methods and wrong inputs', () => {
    // Never called: these lines are for the compiler.
    const refused = () => [
      // @ts-expect-error a path no route declares
      api.get('/api/cart/lists'),
      // @ts-expect-error a GET route called with POST
      api.post('/api/cart/list'),
      // @ts-expect-error a required query field left out
      api.get('/api/opening-station/package-list', { query: {} }),
      // @ts-expect-error the inputs themselves left out
      api.get('/api/opening-station/package-list'),
      // @ts-expect-error a body field of the wrong type
      api.post('/api/order/info', { body: { id: 'seven' } }),
      // @ts-expect-error a body for a route that takes none
      api.get('/api/user/info', { body: {} }),
      // @ts-expect-error a path parameter left out
      api.post('/api/pay/notify/{provider}'),
      // @ts-expect-error an option the transport does not take
      api.get('/api/user/info', { toastError: false }),
    ];
    expect(typeof refused).toBe('function');
  });
});

describe('typed client: run time', () => {
  it('fills path parameters and refuses a missing one', () => {
    expect(fillPath('/s/{slug}/console/api/design/draft', { slug: 'lucky 7' })).toBe(
      '/s/lucky%207/console/api/design/draft',
    );
    expect(() => fillPath('/api/pay/notify/{provider}', {})).toThrow('provider');
  });

  it('sends a query as strings, without absent or empty values', () => {
    expect(queryOf({ a: 1, b: '', c: null, d: undefined, e: 'x y', f: false })).toEqual({
      a: '1',
      e: 'x y',
      f: 'false',
    });
  });
});

describe('fetch transport', () => {
  const answer = (status: number, body: string, type = 'application/json') =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));

  it('sends JSON with the token to the base URL and answers `data`', async () => {
    const fetch = answer(200, JSON.stringify({ code: 0, msg: 'ok', data: { id: 3 } }));
    const api = fetchClient({ base: 'http://127.0.0.1:9', fetch, headers: () => ({ 'x-run': 'r1' }) });
    expect(await api.post('/api/order/info', { body: { id: 3 }, token: 'tk' })).toEqual({ id: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9/api/order/info');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":3}');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tk',
      'content-type': 'application/json',
      'x-run': 'r1',
    });
  });

  it('throws CallFailed with the status, the message and the whole answer', async () => {
    const stale = { code: 1, msg: 'Stale', error: 'conflict', data: null, current: { version: 4 } };
    const api = fetchClient({ fetch: answer(409, JSON.stringify(stale)) });
    const err = await api.get('/api/user/info').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallFailed);
    expect(err).toMatchObject({ status: 409, message: 'Stale', body: stale });
  });

  it('fails a 200 whose envelope says no, and an answer that is not ours by its status', async () => {
    const no = fetchClient({
      fetch: answer(200, JSON.stringify({ code: 1, msg: 'No', error: 'conflict', data: null })),
    });
    expect(await no.get('/api/user/info').catch((e: unknown) => e)).toMatchObject({ status: 200, message: 'No' });
    const proxy = fetchClient({ fetch: answer(502, '<h1>Bad gateway</h1>', 'text/html') });
    expect(await proxy.get('/api/user/info').catch((e: unknown) => e)).toMatchObject({ status: 502, body: null });
  });

  it('calls no answer status 0', async () => {
    const api = fetchClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await api.get('/api/user/info').catch((e: unknown) => e)).toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
  });
});
