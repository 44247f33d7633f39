import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { RouteDoc } from '../../src/server/http/openapi.ts';
import type { siteDesignApi } from '../../src/server/routes/siteDesignApi.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { ORIGIN, t } from './consoleApp.ts';
import { unstorable } from './hostile.ts';

// The design API's hostile-input sweep (tests/api/hostile-design-routes.test.ts): how a request
// is sent, what a clean refusal is, and one valid request per route.

export type RouteName = keyof typeof siteDesignApi.routes;

export interface DesignRequest {
  method: string;
  path: string;
  query?: string;
  body: string | FormData | null;
  contentType: string | null;
  cookie: string | null;
  /** `same`: the console's own page; `cross`: another site's page posting here. */
  origin: 'same' | 'cross';
}

export interface Answer {
  status: number;
  json: Record<string, unknown> | null;
  text: string;
}

export async function send(r: DesignRequest): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'es' };
  if (r.contentType) headers['content-type'] = r.contentType;
  if (r.cookie) headers['cookie'] = r.cookie;
  if (r.origin === 'same') Object.assign(headers, { origin: ORIGIN, 'sec-fetch-site': 'same-origin' });
  else Object.assign(headers, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  const url = r.query ? `${r.path}?${r.query}` : r.path;
  const res = await t.app.request(url, { method: r.method, headers, body: r.method === 'GET' ? null : r.body });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

export function describeReq(r: DesignRequest): string {
  const body = typeof r.body === 'string' ? r.body.slice(0, 160) : r.body ? '[form]' : '';
  return `${r.method} ${r.path}?${(r.query ?? '').slice(0, 100)} [${r.contentType}] cookie=${r.cookie ? 'yes' : 'no'} origin=${r.origin} body=${body}`;
}

/** Every Spanish message of the catalogue, `{{var}}` standing for anything. */
const spanish = Object.values(JSON.parse(readFileSync('i18n/es.json', 'utf8')) as Record<string, string>).map(
  (m) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?')}$`, 's'),
);

/** A clean refusal: 4xx, the failure envelope, its message in the reader's language (Spanish). */
export function expectRefused(res: Answer, where: string, status?: number): void {
  expect(res.status, `${where} → ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${where} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (status) expect(res.status, where).toBe(status);
  expect(res.json, where).toMatchObject({ code: 1, data: null, error: expect.stringMatching(/^[a-z_]+$/) });
  const msg = String(res.json?.['msg'] ?? '');
  expect(
    spanish.some((rx) => rx.test(msg)),
    `${where}: "${msg}" is not a Spanish catalogue message`,
  ).toBe(true);
}

/** An answer that may be a success: never a 5xx, and a refusal is a clean one. */
export function expectSound(res: Answer, where: string): void {
  expect(res.status, `${where} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expectRefused(res, where);
  else expect(res.json, where).toMatchObject({ code: 0 });
}

/** A real image, for the upload route's valid request. */
export async function tinyImage(): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#d4af37' } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

export interface Current {
  version: number;
  doc: SiteDocument;
  /** Published version numbers (what a rollback may name). */
  versions: number[];
  image: Uint8Array<ArrayBuffer>;
}

const json = (v: unknown) => ({ body: JSON.stringify(v), contentType: 'application/json' });

/**
 * One request per route that would succeed from the site's operator: the sweep sends it where
 * only the thing under test (cookie, site, origin, method, size, NUL) makes it wrong. A route
 * added to siteDesignApi without one here fails to compile, and the coverage test.
 */
export const VALID: Record<RouteName, (c: Current) => { body: string | FormData | null; contentType: string | null }> =
  {
    draft: () => ({ body: null, contentType: null }),
    save: (c) => json({ version: c.version, doc: c.doc }),
    reset: (c) => json({ version: c.version }),
    switchTemplate: (c) => json({ version: c.version, templateId: 2 }),
    switchPreview: () => ({ body: null, contentType: null }),
    publish: () => ({ body: null, contentType: null }),
    versions: () => ({ body: null, contentType: null }),
    rollback: (c) => json({ versionNumber: c.versions[0] }),
    openVersion: (c) => json({ version: c.version, versionNumber: c.versions[0] }),
    addLanguage: (c) => json({ version: c.version, language: 'ja' }),
    asset: (c) => {
      const form = new FormData();
      form.append('file', new Blob([c.image], { type: 'image/png' }), 'x.png');
      return { body: form, contentType: null };
    },
    preview: () => ({ body: null, contentType: null }),
    sectionGames: () => json({ sections: [{ id: 'g1', type: 'lobbyRow', props: { source: 'popular', tiles: 4 } }] }),
  };

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Whether the app must refuse a hostile request from the signed-in operator on the site's own
 * origin ('refused'), or it could be valid ('maybe': not sent if it writes). Mirrors the
 * design API's order: body limit, NUL, JSON-only, the route's schema, then the draft's version.
 */
export function verdict(doc: RouteDoc, name: RouteName, req: DesignRequest, c: Current, limit: number) {
  const body = typeof req.body === 'string' ? req.body : '';
  if (Buffer.byteLength(body) > limit) return 'refused';
  let query = '';
  try {
    query = decodeURIComponent(req.query ?? '');
  } catch {
    return 'refused';
  }
  if (query.includes('\0')) return 'refused';
  if (req.method === 'GET') return 'maybe';
  if (name !== 'asset' && (body.includes('\0') || /\\u0000/i.test(body))) return 'refused';
  if (name !== 'asset' && unstorable(body, req.contentType)) return 'refused';
  // An upload without a real image in a `file` field.
  if (name === 'asset') return 'refused';
  if (!doc.body) return 'maybe';
  if (!req.contentType || !JSON_TYPE.test(req.contentType)) return 'refused';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'refused';
  }
  const input = doc.body.safeParse(parsed) as { success: boolean; data?: Record<string, unknown> };
  if (!input.success) return 'refused';
  // Schema-valid: a write of another version is a 409; a rollback to a version never published a 404.
  if (name === 'rollback') return c.versions.includes(Number(input.data?.['versionNumber'])) ? 'maybe' : 'refused';
  return input.data?.['version'] === c.version ? 'maybe' : 'refused';
}
