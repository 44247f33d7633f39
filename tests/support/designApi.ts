import { expect } from 'vitest';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { login, makeSite, ORIGIN, type Site, t } from './consoleApp.ts';
import { queryRows } from './testApp.ts';

// The design API as the editor calls it: the console's session cookie, from the console's origin.

export interface Designer {
  site: Site;
  cookie: string;
  get(path: string): ReturnType<typeof t.call>;
  send(
    method: 'PUT' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): ReturnType<typeof t.call>;
}

export function designerOf(site: Site, cookie: string): Designer {
  const base = `${site.console}/api/design`;
  return {
    site,
    cookie,
    get: (path) => t.call('GET', `${base}${path}`, { lang: 'en', headers: { cookie } }),
    send: (method, path, body, headers = {}) =>
      t.call(method, `${base}${path}`, {
        lang: 'en',
        ...(body === undefined ? {} : { body }),
        headers: { cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
      }),
  };
}

/** A live site (market Viet Nam) and its operator, signed in to its console. */
export async function newDesigner(): Promise<Designer> {
  const site = await makeSite();
  return designerOf(site, await login(site));
}

/** The draft and its version, as the editor holds them. */
export async function draftOf(d: Designer): Promise<{ version: number; doc: SiteDocument }> {
  const res = await d.get('/draft');
  expect(res.status).toBe(200);
  return res.json.data;
}

/** The draft in Vietnamese and English, its home titled `marker` (which every page of a version shows). */
export function marked(doc: SiteDocument, marker: string): SiteDocument {
  const languages = doc.languages.includes('en') ? doc.languages : [...doc.languages, 'en' as const];
  return {
    ...doc,
    languages,
    pages: doc.pages.map((p, i) => (i === 0 ? { ...p, title: { vi: `${marker} vi`, en: `${marker} en` } } : p)),
  };
}

/** Saves `marker` into the draft (from whatever version it is at); the new version. */
export async function saveMarked(d: Designer, marker: string): Promise<number> {
  const { version, doc } = await draftOf(d);
  const res = await d.send('PUT', '/draft', { version, doc: marked(doc, marker) });
  expect(res.status).toBe(200);
  return res.json.data.version;
}

/** Publishes the draft (checked against `version`, when given) and runs the job; the version's number. */
export async function publishNow(d: Designer, version?: number): Promise<number> {
  const res = await d.send('POST', version === undefined ? '/publish' : `/publish?version=${version}`);
  expect(res.status).toBe(200);
  await t.jobs.drain();
  return res.json.data.number;
}

/** The stored files of every version of a site, by path. */
export async function filesOf(siteId: number, path: string): Promise<Map<number, string>> {
  const rows = await queryRows(t.db)(
    `select v.number, f.body from site_files f join site_versions v on v.id = f.version_id
     where v.site_id = ${Number(siteId)} and f.path = '${path.replace(/[^a-z0-9/._-]/gi, '')}'`,
  );
  return new Map(rows.map((r) => [Number(r['number']), String(r['body'])]));
}
