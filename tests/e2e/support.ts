import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { fetchClient } from '../../src/shared/api/fetchClient.ts';
import { awaitMail, verificationCode } from './mailInbox.ts';

let n = 0;
/** A fresh account name, unique across workers and runs. */
export function newAccount(prefix = 'e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${process.pid % 1000}${n++}`.slice(0, 20);
}

/**
 * Registers a merchant through the real API and, unless `verified` is false, proves the address
 * with the code the server mailed to its development inbox (paying needs it).
 */
export async function registerViaApi(
  request: APIRequestContext,
  account = newAccount(),
  { verified = true }: { verified?: boolean } = {},
) {
  const password = 'secret123';
  const email = `${account}@example.com`;
  const { accessToken, userInfo } = await apiOf(request).post('/api/login/register', {
    body: { account, password, email },
  });
  if (!verified) return { account, password, token: accessToken, user: userInfo };
  const pin = await awaitMail(request, email, verificationCode);
  const user = await apiOf(request, accessToken).post('/api/user/verify-email', { body: { pin } });
  return { account, password, token: accessToken, user };
}

/** Starts the page with a stored session, as if the merchant had logged in earlier. */
export async function withSession(page: Page, token: string, user: unknown): Promise<void> {
  await page.addInitScript(
    ([tk, u]) => {
      if (!sessionStorage.getItem('__seeded')) {
        localStorage.setItem('accessToken', tk as string);
        localStorage.setItem('userInfo', JSON.stringify(u));
        sessionStorage.setItem('__seeded', '1');
      }
    },
    [token, user],
  );
}

/**
 * Counts the page's API requests in flight from now on; `settled` then waits until every island
 * has hydrated (Astro takes `ssr` off its <astro-island>), none shows a loading state
 * (`aria-busy="true"`) and no API answer is awaited: a screen's first settled state, as a
 * condition (Playwright's `networkidle` is half a second of silence after every page).
 */
export function settling(page: Page): { settled(): Promise<void> } {
  let inFlight = 0;
  const api = (r: { url(): string }) => new URL(r.url()).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (api(r)) inFlight++;
  });
  const done = (r: { url(): string }) => {
    if (api(r)) inFlight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr], [aria-busy="true"]'));
      await expect.poll(() => inFlight).toBe(0);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    },
  };
}

/**
 * The typed client over Playwright's request context (its base URL and cookies), as the merchant
 * `token` when given: answers are the envelope's `data`, and anything else throws CallFailed
 * with the status and the whole answer.
 */
export function apiOf(request: APIRequestContext, token?: string) {
  return fetchClient({
    headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
    fetch: async (url, init) => {
      const res = await request.fetch(url, {
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        ...(typeof init.body === 'string' ? { data: init.body } : {}),
      });
      const status = res.status();
      const empty = status === 204 || status === 304;
      return new Response(empty ? null : await res.text(), { status, headers: res.headers() });
    },
  });
}

export type Api = ReturnType<typeof apiOf>;

/**
 * What a merchant picks in the wizard, read from the real catalogue: the first market, its
 * packages, the first `templates` templates and the first colours.
 */
export async function catalogue(api: Api, templates = 1) {
  const [country] = await api.get('/api/opening-station/countries-list');
  const countriesId = country!.id;
  const [packages, page, [preset]] = await Promise.all([
    api.get('/api/opening-station/package-list', { query: { countriesId } }),
    api.get('/api/cart/template-list', { query: { countriesId, page: 1, pageSize: templates } }),
    api.get('/api/cart/colors'),
  ]);
  const { color1, color2, color3 } = preset!;
  return { countriesId, packages, templateIds: page.list.map((t) => t.id), colors: { color1, color2, color3 } };
}

/** Makes the API behind `url` (a route glob) fail as the server does: 500 with its error envelope. */
export function failWithServerError(page: Page, url: string) {
  return page.route(url, (r) =>
    r.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 1, msg: 'Internal server error', error: 'internal', data: null }),
    }),
  );
}
