import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeDocs } from '../../src/server/app.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import type { RouteDoc } from '../../src/server/http/openapi.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { cartItem, checkout } from '../support/journey.ts';
import { apiRoutes } from '../support/routes.ts';
import { bodyLimitOf } from '../../src/server/http/requestGuards.ts';

/** The routes of larger bodies (requestGuards.ts) read them only after their own door. */
const readAfterDoor = (path: string) => bodyLimitOf('POST', path) !== bodyLimitOf('POST', '/api/health');
import { newMerchant } from '../support/users.ts';
import {
  snapshot,
  UNICODE,
  INJECTION,
  keysOf,
  hostileBody,
  deepJson,
  contentType,
  hostileQuery,
  tokenMode,
  type TokenMode,
  unstorable,
} from '../support/hostile.ts';

/**
 * Hostile input, generated: every documented route is sent malformed, oversized, mistyped and
 * malicious requests. Whatever the server refuses must be refused cleanly (a 4xx failure
 * envelope, never a 5xx) and leave the database exactly as it was. Which requests must be
 * refused is decided by an oracle that mirrors the middleware order in app.ts (body limit,
 * NUL, auth, content type, JSON, the route's own zod schema); requests the oracle cannot call
 * refused are POSTs that might legitimately succeed and are not sent, or GETs, sent and only
 * held to "no 5xx, a well-formed envelope".
 */

const SEED = 20261123;
const RUNS = 20;
const BODY_LIMIT = 64 * 1024;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await newMerchant(t)).token;
});
afterAll(() => t?.close());

// ---------------------------------------------------------------- the oracle

interface HostileRequest {
  method: 'GET' | 'POST';
  path: string;
  query: string;
  body: string | null;
  contentType: string | null;
  token: TokenMode;
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** Hono's query object: a repeated key becomes an array. */
function queryObject(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** 'refused' when the app must answer 4xx; 'maybe' when the request could be valid. */
function verdict(doc: RouteDoc, req: HostileRequest): 'refused' | 'maybe' {
  if (req.body !== null && Buffer.byteLength(req.body) > BODY_LIMIT) return 'refused';
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.query);
  } catch {
    return 'refused';
  }
  if (decoded.includes('\0')) return 'refused';
  if (req.method === 'POST' && req.body !== null && (req.body.includes('\0') || /\\u0000/i.test(req.body))) {
    return 'refused';
  }
  // Too deep, or a lone surrogate: refused with the NUL check, before who is asking.
  if (req.method === 'POST' && req.body !== null && unstorable(req.body, req.contentType)) return 'refused';
  if (doc.auth && req.token !== 'valid' && doc.path !== '/api/login/logout') return 'refused';
  if (req.method === 'POST' && doc.body) {
    if (!req.contentType || !JSON_TYPE.test(req.contentType) || req.body === null) return 'refused';
    let parsed: unknown;
    try {
      parsed = JSON.parse(req.body);
    } catch {
      return 'refused';
    }
    return doc.body.safeParse(parsed).success ? 'maybe' : 'refused';
  }
  if (req.method === 'GET' && doc.query && !doc.query.safeParse(queryObject(req.query)).success) return 'refused';
  return 'maybe';
}

async function send(req: HostileRequest) {
  const headers: Record<string, string> = {};
  if (req.contentType) headers['content-type'] = req.contentType;
  if (req.token === 'valid') headers['authorization'] = `Bearer ${token}`;
  if (req.token === 'junk') headers['authorization'] = "Bearer ' OR 1=1 --";
  const url = req.query ? `${req.path}?${req.query}` : req.path;
  const res = await t.app.request(url, { method: req.method, headers, body: req.method === 'GET' ? null : req.body });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, type: res.headers.get('content-type') ?? '' };
}

function describeReq(req: HostileRequest) {
  return `${req.method} ${req.path}?${req.query.slice(0, 200)} [${req.contentType}] token=${req.token} body=${(req.body ?? '').slice(0, 200)}`;
}

function expectRefused(res: Awaited<ReturnType<typeof send>>, req: HostileRequest) {
  const where = describeReq(req);
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.json, where).toMatchObject({ code: 1, data: null });
  const env = res.json as { msg: unknown; error: unknown };
  expect(typeof env.msg, where).toBe('string');
  expect((env.msg as string).length, where).toBeGreaterThan(0);
  expect(env.error, where).toMatch(/^[a-z_]+$/);
}

function expectSound(res: Awaited<ReturnType<typeof send>>, req: HostileRequest) {
  const where = describeReq(req);
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400) expectRefused(res, req);
  else if (res.type.includes('json')) expect(res.json, where).toMatchObject({ code: 0 });
}

// ---------------------------------------------------------------- the sweep

const ID_SEGMENTS = ['0', '-1', '99999999999', '1e3', '..', '%2e%2e', '__proto__', '<svg>', ' ', '%00', '%ED%A0%80'];

/** Concrete paths for a documented path: `{provider}` and `{id}` get real, junk and hostile values. */
function pathsOf(doc: RouteDoc) {
  if (doc.path.includes('{provider}')) return [doc.path.replace('{provider}', 'junk')];
  if (doc.path.includes('{id}')) return ID_SEGMENTS.map((s) => doc.path.replace('{id}', s));
  return [doc.path];
}

function requestFor(doc: RouteDoc) {
  const keys = [...keysOf(doc.body), ...keysOf(doc.query)];
  return fc.record({
    path: fc.constantFrom(...pathsOf(doc)),
    query: hostileQuery(keys.length ? keys : ['id', 'q']),
    body: hostileBody(keys.length ? keys : ['id']),
    contentType,
    token: tokenMode,
  });
}

const sweepable = routeDocs.filter((d) => !d.path.includes('{provider}'));

describe('hostile input on every documented route', () => {
  it('covers every route of the router', () => {
    // The router's own table: a route added without a doc would otherwise escape the sweep.
    // The consoles' design API signs in with a console cookie, not a Bearer session: its own
    // sweep is tests/api/hostile-design-routes.test.ts.
    const real = apiRoutes(t.app).filter((r) => r !== 'GET /api/openapi.json' && !r.includes('/console/api/'));
    expect(real.length).toBeGreaterThan(40);
    expect(routeDocs.map((d) => `${d.method.toUpperCase()} ${d.path}`).sort()).toEqual(real);
    // The one route left out of the sweep: its signature check refuses before any parsing.
    expect(real.filter((r) => !sweepable.some((d) => `${d.method.toUpperCase()} ${d.path}` === r))).toEqual([
      'POST /api/pay/notify/{provider}',
    ]);
  });

  for (const doc of sweepable) {
    const method = doc.method.toUpperCase() as 'GET' | 'POST';
    it(`${method} ${doc.path}: refused cleanly, nothing changed`, async () => {
      const before = await snapshot(t.db);
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(requestFor(doc), async (g) => {
          // Logging out with the suite's own token would end it: that route only sees none/junk tokens.
          const tok = doc.path === '/api/login/logout' && g.token === 'valid' ? 'junk' : g.token;
          const req: HostileRequest = {
            method,
            path: g.path,
            query: g.query,
            body: method === 'POST' ? g.body : null,
            contentType: method === 'POST' ? g.contentType : null,
            token: tok,
          };
          const v = verdict(doc, req);
          if (v === 'maybe' && method === 'POST' && doc.path !== '/api/login/logout') return; // might succeed: not sent
          const res = await send(req);
          if (v === 'refused') {
            refused++;
            expectRefused(res, req);
          } else expectSound(res, req);
        }),
        { seed: SEED, numRuns: RUNS * 3, endOnFailure: true },
      );
      expect(await snapshot(t.db)).toEqual(before);
      // The generators must actually produce refusals for every route that can refuse.
      if (doc.auth || doc.body || doc.query) expect(refused).toBeGreaterThan(0);
    });
  }

  it('refuses an oversized body on every POST route with 413 before anything else', async () => {
    const before = await snapshot(t.db);
    for (const doc of routeDocs.filter((d) => d.method === 'post')) {
      // A dot segment (`..`, `%2e%2e`) makes the address another route's (`/api/games/demo/..` is
      // `/api/games`, which answers 405 to a POST): the route under test is asked with the others.
      const own = pathsOf(doc).filter((p) => !/\/(\.\.|%2e%2e)(\/|$)/i.test(p));
      for (const path of doc.path.includes('{provider}') ? ['/api/pay/notify/sandbox'] : own) {
        // A route of larger bodies (template pictures and packs) is sent one past its own limit,
        // and reads it only after its door: without a staff session it is refused unread.
        const large = readAfterDoor(path);
        const big = JSON.stringify({ pad: 'A'.repeat(bodyLimitOf('POST', path) + 10) });
        for (const tok of ['none', 'valid'] as const) {
          const req: HostileRequest = {
            method: 'POST',
            path,
            query: '',
            body: big,
            contentType: 'application/json',
            token: tok,
          };
          const res = await send(req);
          expectRefused(res, req);
          expect(res.status, describeReq(req)).toBe(large ? 401 : 413);
          expect((res.json as { error: string }).error).toBe(large ? 'unauthorized' : 'payload_too_large');
        }
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('bodies that parse but could not be stored', () => {
  // A body nested 10,000 levels overflowed JSON.stringify and jsonb, and a lone surrogate made
  // jsonb refuse the row: both were 500s. Every POST route refuses them before anything else.
  const es = serverT('es');
  const cases = (key: string) =>
    [
      {
        body: `{${JSON.stringify(key)}:${deepJson(10_000)}}`,
        path: [key, ...Array(31).fill('a')].join('.'),
        msg: 'validation.tooDeep',
      },
      {
        body: `{${JSON.stringify(key)}:${'['.repeat(40)}${']'.repeat(40)}}`,
        path: [key, ...Array(31).fill('0')].join('.'),
        msg: 'validation.tooDeep',
      },
      { body: `{${JSON.stringify(key)}:"Lucky \\ud83d"}`, path: key, msg: 'validation.malformedText' },
      { body: `{${JSON.stringify(key)}:["ok",{"x":"\\udc00"}]}`, path: `${key}.1.x`, msg: 'validation.malformedText' },
    ] as const;

  it('refuses them with 400 naming the field, on every POST route, with or without a session', async () => {
    const before = await snapshot(t.db);
    for (const doc of routeDocs.filter((d) => d.method === 'post')) {
      const key = keysOf(doc.body)[0] ?? 'id';
      for (const path of doc.path.includes('{provider}') ? ['/api/pay/notify/sandbox'] : pathsOf(doc).slice(0, 2)) {
        for (const c of cases(key)) {
          for (const tok of ['none', 'valid'] as const) {
            const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'es' };
            if (tok === 'valid') headers['authorization'] = `Bearer ${token}`;
            const res = await t.app.request(path, { method: 'POST', headers, body: c.body });
            const where = `${path} ${c.body.slice(0, 80)} token=${tok}`;
            const json = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
            if (readAfterDoor(path)) {
              // Its body is read after its door: without a staff session, refused unread.
              expect([res.status, json.error], where).toEqual([401, 'unauthorized']);
              continue;
            }
            expect(res.status, where).toBe(400);
            expect(json.error, where).toBe('validation_failed');
            expect(json.issues[0], where).toEqual({ path: c.path, message: es(c.msg) });
          }
        }
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

// ---------------------------------------------------------------- signed provider events

// ---------------------------------------------------------------- hostile text in valid bodies

describe('hostile text inside otherwise valid bodies', () => {
  it('is stored or refused, never a 5xx, on every free-text field', async () => {
    const m = await newMerchant(t);
    const item = await cartItem(t, m.token);
    const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
    const pkg = (await t.call('GET', '/api/opening-station/package-list?countriesId=1')).json.data[0];
    const tpl = (await t.call('GET', '/api/cart/template-list?countriesId=1&pageSize=1')).json.data.list[0];
    const colors = { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' };
    // One valid body per route that takes text; each property run spoils one text field.
    const valid: { path: string; auth: boolean; body: Record<string, unknown>; text: string[] }[] = [
      {
        path: '/api/contact/submit',
        auth: false,
        body: { name: 'Ana', email: 'ana@example.com', company: 'Ops', message: 'Hello there' },
        text: ['name', 'email', 'company', 'message'],
      },
      {
        path: '/api/league/save',
        auth: false,
        body: { name: 'Kim', contact: '@kim', channel: 'social', trafficSources: 'VN', message: 'Hi' },
        text: ['name', 'contact', 'channel', 'trafficSources', 'message'],
      },
      {
        path: '/api/login/authorize',
        auth: false,
        body: { account: 'nobody123', password: 'secret123' },
        text: ['account', 'password'],
      },
      {
        path: '/api/user/save',
        auth: true,
        body: { nickname: 'Lucky', remark: 'VIP', otherContact: '@lucky' },
        text: ['nickname', 'remark', 'otherContact', 'img', 'phone', 'phoneCode'],
      },
      {
        path: '/api/cart/create',
        auth: true,
        body: { countriesId: 1, packageId: pkg.id, templateId: tpl.id, siteName: 'Hostile Site', ...colors },
        text: ['siteName', 'color1'],
      },
      {
        path: '/api/cart/template',
        auth: true,
        body: { id: item.id, templateId: tpl.id, ...colors },
        text: ['color2'],
      },
      {
        path: '/api/order/create',
        auth: true,
        body: { id: item.id, account: 'ops1234', password: 'pass1234' },
        text: ['account', 'password'],
      },
      { path: '/api/pay/simulate', auth: true, body: { paymentId: 'pay_x' }, text: ['paymentId'] },
      { path: '/api/pay/simulate', auth: true, body: { depositId: 1, amount: '1' }, text: ['amount'] },
      {
        path: '/api/settlement/deposit',
        auth: true,
        body: { amount: '10', network: 'TRC20' },
        text: ['amount', 'network'],
      },
      {
        path: '/api/pay/unified-ordering',
        auth: true,
        body: { orderId: order.id, method: 'usdt', network: 'TRC20' },
        text: ['method', 'network'],
      },
    ];
    const cases = fc.tuple(
      fc.constantFrom(...valid).chain((v) => fc.tuple(fc.constant(v), fc.constantFrom(...v.text))),
      fc.oneof(fc.constantFrom(...UNICODE, ...INJECTION), fc.string({ unit: 'binary', maxLength: 40 })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([[v, field], text]) => {
        const req: HostileRequest = {
          method: 'POST',
          path: v.path,
          query: '',
          body: JSON.stringify({ ...v.body, [field]: text }),
          contentType: 'application/json',
          token: v.auth ? 'valid' : 'none',
        };
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (v.auth) headers['authorization'] = `Bearer ${m.token}`;
        if (v.path === '/api/pay/unified-ordering')
          headers['idempotency-key'] = `k-${Math.random().toString(36).slice(2)}`;
        const res = await t.app.request(v.path, { method: 'POST', headers, body: req.body });
        const out = await res.text();
        expect(res.status, `${describeReq(req)} → ${out}`).toBeLessThan(500);
        const json = JSON.parse(out) as Record<string, unknown>;
        if (res.status >= 400) expect(json, out).toMatchObject({ code: 1, data: null, error: expect.any(String) });
        else expect(json, out).toMatchObject({ code: 0 });
      }),
      { seed: SEED, numRuns: 120, endOnFailure: true },
    );
  });
});
