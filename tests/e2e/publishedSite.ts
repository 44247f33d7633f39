import { type APIRequestContext, expect } from '@playwright/test';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import type { DesignSite } from './designSteps';

// The design API as the editor calls it, from a test: signed in to the site's console (its
// session cookie kept by the request context), writes sent from the site's own origin.

export async function consoleDesignApi(request: APIRequestContext, site: DesignSite, origin: string) {
  const login = await request.post(`${site.consoleUrl}/login`, {
    form: { account: site.opsAccount, password: site.opsPassword },
    headers: { origin, 'accept-language': 'en' },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const api = `${site.consoleUrl}/api/design`;
  const headers = { origin, 'accept-language': 'en' };
  const read = async <T>(path: string): Promise<T> => {
    const res = await request.get(`${api}${path}`, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()).data as T;
  };
  const write = async (method: 'PUT' | 'POST', path: string, data?: unknown) => {
    const res = await request.fetch(`${api}${path}`, { method, data, headers });
    return { status: res.status(), body: (await res.json()) as Record<string, unknown> & { data: unknown } };
  };
  return {
    draft: () => read<{ version: number; doc: SiteDocument }>('/draft'),
    save: (version: number, doc: SiteDocument) => write('PUT', '/draft', { version, doc }),
    /** Publishes the draft and waits until visitors see the new version; its number. */
    async publishAndWait(): Promise<number> {
      const res = await write('POST', '/publish');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const number = (res.body.data as { number: number }).number;
      await expect
        .poll(async () => (await read<{ published: number | null }>('/versions')).published, { timeout: 30_000 })
        .toBe(number);
      return number;
    },
  };
}
