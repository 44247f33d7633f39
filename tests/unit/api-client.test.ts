// @vitest-environment happy-dom
// The browser's API client (src/lib/api.ts on ofetch, with the session: src/stores/api.ts): what
// it sends and how every kind of failure becomes an ApiError with its machine code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../src/lib/api.ts';
import { api } from '../../src/stores/api.ts';
import { $token } from '../../src/stores/session.ts';

type Sent = { url: string; method: string; headers: Headers; body: string | undefined };

/** A fetch that records what it was given and answers with `answer` (or fails as it does). */
function stubFetch(answer: (sent: Sent, signal: AbortSignal | undefined) => Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const s = { url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body as string };
      // The i18n catalog the error messages come from: not under test here.
      if (url.startsWith('/i18n/')) return new Response('{}', { headers: { 'content-type': 'application/json' } });
      sent.push(s);
      return answer(s, init?.signal ?? undefined);
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('resolved'),
    (e: unknown) => e as ApiError,
  );

describe('api client', () => {
  beforeEach(() => {
    $token.set('tok');
    document.documentElement.dataset['locale'] = 'ko';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    $token.set(null);
  });

  it('sends the query without empty values, the token and the page language', async () => {
    const sent = stubFetch(async () =>
      json({ code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 20 } }),
    );
    const data = await api.get('/api/cart/template-list', {
      query: { countriesId: 1, categoryId: undefined, q: 'x y', page: 2 },
    });
    expect(data.total).toBe(0);
    await api.get('/api/cart/template-list', { query: { countriesId: 1, q: '' } });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/cart/template-list?countriesId=1&q=x+y&page=2',
      '/api/cart/template-list?countriesId=1',
    ]);
    const [s] = sent;
    expect(s!.method).toBe('GET');
    expect(s!.headers.get('authorization')).toBe('Bearer tok');
    expect(s!.headers.get('accept-language')).toBe('ko');
  });

  it('sends a body as JSON and fills path parameters', async () => {
    const sent = stubFetch(async () => json({ code: 0, msg: 'ok', data: { received: true, duplicate: false } }));
    await api.post('/api/order/info', { body: { id: 7 } });
    expect(await api.post('/api/pay/notify/{provider}', { params: { provider: 'a b' } })).toEqual({
      received: true,
      duplicate: false,
    });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/order/info'],
      ['POST', '/api/pay/notify/a%20b'],
    ]);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ id: 7 });
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('turns an envelope error into its code, with the server message and issues', async () => {
    const issues = [{ path: 'siteName', message: 'Too long' }];
    stubFetch(async () => json({ code: 1, msg: 'Short', error: 'insufficient_balance', issues, data: null }, 409));
    const err = await failureOf(api.post('/api/order/info', { body: { id: 1 }, toastError: false }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'insufficient_balance', status: 409, serverMessage: 'Short', issues });
  });

  it('fails a 200 whose envelope says no, without repeating the call', async () => {
    const sent = stubFetch(async () => json({ code: 1, msg: 'No', error: 'conflict', data: null }));
    expect(await failureOf(api.get('/api/cart/list', { toastError: false }))).toMatchObject({
      code: 'conflict',
      status: 200,
    });
    expect(sent).toHaveLength(1);
  });

  it("reads a proxy's HTML error page by its status alone, once", async () => {
    const sent = stubFetch(
      async () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(await failureOf(api.get('/api/cart/list', { toastError: false }))).toMatchObject({
      code: 'internal',
      status: 502,
      serverMessage: '',
    });
    expect(sent).toHaveLength(1);
  });

  it('calls no answer a network failure, without asking again', async () => {
    const sent = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf(api.get('/api/cart/list', { toastError: false }))).toMatchObject({
      code: 'network',
      status: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS / 1000} s with a timeout`, async () => {
    vi.useFakeTimers();
    stubFetch(
      (_s, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const pending = failureOf(api.get('/api/cart/list', { toastError: false }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'timeout', status: 0 });
  });
});
