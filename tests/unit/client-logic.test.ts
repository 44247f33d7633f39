// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSuccess } from '../../src/lib/api.ts';
import { api } from '../../src/stores/api.ts';
import { ApiError, codeOf, errorKey, errorMessage } from '../../src/lib/apiError.ts';
import { readAuth } from '../../src/stores/authCalls.ts';
import { safeRedirect } from '../../src/features/auth/auth.ts';
import { format } from '../../src/lib/clientStrings.ts';
import { storageKeys } from '../../src/lib/storage.ts';
import { clientErrorCodes, errorStatus, type ApiErrorCode } from '../../src/shared/errors.ts';
import { $token, $user, setSession } from '../../src/stores/session.ts';
import { confirmSession, ensureUser, login, logout, register } from '../../src/stores/sessionActions.ts';
import type { UserInfo } from '../../src/shared/types.ts';
import en from '../../i18n/en.json' with { type: 'json' };

const user = { id: 1, username: 'abc' } as UserInfo;
const t = (k: string) => (en as Record<string, string>)[k] ?? k;

describe('api success rule (spec §7)', () => {
  it('is code 0, or success true, or 2xx', () => {
    expect(isSuccess(200, { code: 0 })).toBe(true);
    expect(isSuccess(200, { code: 1, msg: 'x' })).toBe(false);
    expect(isSuccess(200, { success: true })).toBe(true);
    expect(isSuccess(200, { success: false })).toBe(false);
    expect(isSuccess(204, null)).toBe(true);
    expect(isSuccess(500, null)).toBe(false);
  });
});

describe('login response reading (spec §7)', () => {
  it('takes the token from token, data.accessToken or data.token', () => {
    expect(readAuth({ code: 0, token: 'top', userInfo: user, data: null })).toEqual({ token: 'top', user });
    expect(readAuth({ data: { accessToken: 'a', userInfo: user } })).toEqual({ token: 'a', user });
    expect(readAuth({ data: { token: 'b' }, user })).toEqual({ token: 'b', user });
    expect(readAuth({ data: { token: 'c', user } })).toEqual({ token: 'c', user });
  });
  it('rejects a success without a token with the no_token code', () => {
    for (const reply of [{ data: {} }, null, { data: { accessToken: '' } }]) {
      expect(() => readAuth(reply)).toThrow(expect.objectContaining({ name: 'ApiError', code: 'no_token' }));
    }
    expect(errorMessage(new ApiError('no_token'), t, 'auth.registerFailed')).toBe(
      'Login succeeded but no valid token received',
    );
  });
  it('only redirects to same-site paths', () => {
    expect(safeRedirect('/ar/cart?x=1')).toBe('/ar/cart?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('formats placeholders', () => {
    expect(format('Try in {{seconds}} s', { seconds: 30 })).toBe('Try in 30 s');
  });
});

describe('error codes on the client', () => {
  it('maps every server and client code to a key the catalog has (or its plural forms)', () => {
    const catalog = en as Record<string, string>;
    const codes: ApiErrorCode[] = [...(Object.keys(errorStatus) as ApiErrorCode[]), ...clientErrorCodes];
    for (const code of codes) {
      const key = errorKey(code);
      expect(catalog[key] ?? catalog[`${key}_other`], `${code} → ${key}`).toBeTruthy();
    }
  });
  it('keeps the envelope code, and falls back to the status only when there is none', () => {
    expect(codeOf(409, 'conflict')).toBe('conflict');
    expect(codeOf(200, 'rate_limited')).toBe('rate_limited');
    expect(codeOf(401, undefined)).toBe('unauthorized');
    expect(codeOf(502, 'bad gateway')).toBe('internal');
    expect(codeOf(418, undefined)).toBe('failed');
  });
  it("shows the server's message, else the screen's fallback, else the code's text", () => {
    const server = new ApiError('conflict', { status: 409, serverMessage: 'Name taken' });
    expect(errorMessage(server, t, 'auth.loginFailed')).toBe('Name taken');
    expect(errorMessage(new ApiError('failed', { status: 200 }), t, 'auth.loginFailed')).toBe('Login failed');
    expect(errorMessage(new ApiError('not_found', { status: 404 }), t)).toBe('The requested resource does not exist');
    expect(errorMessage(new ApiError('network'), t, 'auth.loginFailed')).toBe(
      'Network error, please check your network connection',
    );
    expect(errorMessage(new Error('boom'), t, 'common.loadFailed')).toBe('Load failed');
  });
});

/** A fetch that answers API paths from a table, recording every call. */
function fakeServer(routes: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; method: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    calls.push({ url, method: init?.method ?? 'GET', authorization: headers.get('authorization') });
    const route = Object.entries(routes).find(([path]) => url.endsWith(path));
    if (!route) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(route[1].body), {
      status: route[1].status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('the browser session', () => {
  beforeEach(() => {
    localStorage.clear();
    $token.set(null);
    $user.set(null);
    delete document.documentElement.dataset['guard'];
    document.documentElement.dataset['home'] = '/ko';
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const [status, error] of [
    [401, 'unauthorized'],
    [403, 'forbidden'],
  ] as const) {
    it(`ends on a ${status} and leaves an account page for the login dialog`, async () => {
      fakeServer({ '/api/user/sessions': { status, body: { code: 1, msg: 'Denied', error, data: null } } });
      setSession('tok', user);
      document.documentElement.dataset['guard'] = '1';
      window.history.replaceState(null, '', '/ko/personal?tab=2');
      const err = await api.get('/api/user/sessions', { toastError: false }).catch((e: unknown) => e);
      expect((err as ApiError).code).toBe(error);
      expect($token.get()).toBeNull();
      expect($user.get()).toBeNull();
      expect(localStorage.getItem(storageKeys.token)).toBeNull();
      expect(localStorage.getItem(storageKeys.user)).toBeNull();
      expect(document.documentElement.dataset['auth']).toBe('out');
      expect(`${location.pathname}${location.search}`).toBe(
        '/ko?showLogin=1&reason=session&redirect=%2Fko%2Fpersonal%3Ftab%3D2',
      );
    });
  }

  it('does not end the session on a wrong password (a 401 from the login call)', async () => {
    fakeServer({ '/api/login/authorize': { status: 401, body: { code: 1, msg: 'Wrong', error: 'unauthorized' } } });
    setSession('tok', user);
    await expect(
      api.post('/api/login/authorize', { body: { account: 'a', password: 'b' }, toastError: false }),
    ).rejects.toThrow('Wrong');
    expect($token.get()).toBe('tok');
  });

  it('logs in with a top-level token and user info', async () => {
    fakeServer({ '/api/login/authorize': { body: { code: 0, msg: 'ok', token: 'top', userInfo: user } } });
    await login({ account: 'abc', password: 'secret123', server: 'unicorn' });
    expect($token.get()).toBe('top');
    expect($user.get()).toEqual(user);
    expect(localStorage.getItem(storageKeys.token)).toBe('top');
  });

  it('keeps the session a registration returns: the new merchant is signed in (issue 25)', async () => {
    const calls = fakeServer({
      '/api/login/register': { body: { code: 0, msg: 'ok', data: { accessToken: 'fresh', userInfo: user } } },
      '/api/login/logout': { body: { code: 0, msg: 'ok', data: null } },
    });
    await register({ account: 'abc', password: 'secret123', email: 'a@example.com' });
    expect(calls.map((c) => [c.method, new URL(c.url, 'http://x').pathname])).toEqual([
      ['POST', '/api/login/register'],
    ]);
    expect($token.get()).toBe('fresh');
    expect($user.get()).toEqual(user);
    expect(localStorage.getItem(storageKeys.token)).toBe('fresh');
  });

  it('logs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    setSession('tok3', user);
    await logout();
    expect($token.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('confirms a session with one user/info however many ask', async () => {
    const calls = fakeServer({ '/api/user/info': { body: { code: 0, msg: 'ok', data: { ...user, nickname: 'N' } } } });
    setSession('tok2');
    const answers = await Promise.all([confirmSession(), ensureUser(), confirmSession()]);
    expect(answers.every((u) => u?.nickname === 'N')).toBe(true);
    expect(calls.filter((c) => c.url.endsWith('/api/user/info'))).toHaveLength(1);
    expect($user.get()).toMatchObject({ nickname: 'N' });
  });
});
