import type { APIRequestContext, Page } from '@playwright/test';

let n = 0;
/** A fresh account name, unique across workers and runs. */
export function newAccount(prefix = 'e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${process.pid % 1000}${n++}`.slice(0, 20);
}

/** Registers a merchant through the real API. */
export async function registerViaApi(request: APIRequestContext, account = newAccount()) {
  const password = 'secret123';
  const res = await request.post('/api/login/register', {
    data: { account, password, email: `${account}@example.com` },
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { account, password, token: body.data.accessToken as string, user: body.data.userInfo };
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

/** Calls the API as a merchant and returns `data`; anything but code 0 fails the test with the reply. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const all = { authorization: `Bearer ${token}`, ...headers };
  const res =
    method === 'GET'
      ? await request.get(path, { headers: all })
      : await request.post(path, { headers: all, data: data ?? {} });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${method} ${path} failed: ${JSON.stringify(body)}`);
  return body.data;
}
