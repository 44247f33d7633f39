import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { routeDocs } from '../../src/server/app.ts';
import { rowsOf } from '../../src/server/jobs/queue.ts';
import type { RouteDoc } from '../../src/server/http/openapi.ts';
import { newWebhookSecret, signEvent } from '../../src/server/payments/webhook.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { cartItem, checkout } from '../support/journey.ts';
import { newMerchant } from '../support/users.ts';

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
afterAll(() => t.close());

// ---------------------------------------------------------------- state snapshot

/** Row counts of every public table, and the balances themselves. */
async function snapshot() {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => r.table_name);
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const r = rowsOf<{ n: string }>(await t.db.execute(sql.raw(`select count(*) as n from "${name}"`)));
    counts[name] = Number(r[0]!.n);
  }
  const balances = rowsOf(await t.db.execute(sql`select * from balances order by 1`));
  return { counts, balances: JSON.stringify(balances) };
}

// ---------------------------------------------------------------- hostile values

const UNICODE = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83D', // emoji cut in half
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E', // RTL / LTR marks
  '\u200B\u200C\u200D\u2060', // zero-width characters
  '\uFEFF', // BOM
  '🎰💰👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301', // stacked combining marks
  '\0',
  'x\u0000y',
  '\u0001\u001f\u007f',
  '\uFFFF\uFFFE',
  '𝕬𝖇𝖈',
  'ｆｕｌｌｗｉｄｔｈ',
  '\r\n\t',
];
const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  '1 union select * from sessions',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literal on purpose
  '${7*7}{{7*7}}',
  '%00',
  '$where',
];

const hugeString = fc
  .tuple(fc.integer({ min: 60_000, max: 70_000 }), fc.constantFrom('A', 'é', '🎰', '\u200B', '<'))
  .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length)));

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 4, arbitrary: fc.constantFrom(...INJECTION) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 5000 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
);

const hostileScalar = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Keys a route's body/query schema knows (zod object shape), so values land on real fields. */
function keysOf(schema: ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** An object with some of the known keys (wrong types, missing ones) plus extra and pollution keys. */
function hostileObject(keys: string[]) {
  return fc
    .tuple(
      fc.subarray(keys),
      fc.array(hostileScalar, { minLength: keys.length, maxLength: keys.length }),
      fc.subarray(['__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'status', 'balance']),
      fc.array(hostileScalar, { minLength: 7, maxLength: 7 }),
    )
    .map(([present, values, extras, extraValues]) => {
      // JSON text, so `__proto__` is an own key as a client would send it (an object literal would not keep it).
      const entries: string[] = [];
      present.forEach((k) => {
        entries.push(`${JSON.stringify(k)}:${JSON.stringify(values[keys.indexOf(k)])}`);
      });
      extras.forEach((k, i) => {
        const v =
          k === '__proto__' || k === 'constructor' ? { polluted: true, prototype: { admin: true } } : extraValues[i];
        entries.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
      });
      return `{${entries.join(',')}}`;
    });
}

const BROKEN_JSON = [
  '',
  '{',
  '{"id":',
  '{"id":1,}',
  "{'id':1}",
  '[1,]',
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"a":"\\ud800"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"deep":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
];

function hostileBody(keys: string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: hostileObject(keys) },
    { weight: 2, arbitrary: hostileScalar.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    { weight: 1, arbitrary: hugeString.map((s) => JSON.stringify({ [keys[0] ?? 'x']: s })) },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  null,
];
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/** Percent-encodes like a browser; a lone surrogate (not encodable) goes out as invalid UTF-8 bytes. */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

function hostileQuery(keys: string[]) {
  return fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor'), fc.constantFrom(...INJECTION)),
        hostileString,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v.slice(0, 3000))}`).join('&'));
}

type TokenMode = 'none' | 'junk' | 'valid';
const tokenMode = fc.constantFrom<TokenMode>('none', 'junk', 'valid');

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
  it('covers every route in routeDocs', () => {
    expect(routeDocs.length).toBeGreaterThan(30);
    expect(routeDocs.some((d) => d.path === '/api/pay/notify/{provider}')).toBe(true);
  });

  for (const doc of sweepable) {
    const method = doc.method.toUpperCase() as 'GET' | 'POST';
    it(`${method} ${doc.path}: refused cleanly, nothing changed`, async () => {
      const before = await snapshot();
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
      expect(await snapshot()).toEqual(before);
      // The generators must actually produce refusals for every route that can refuse.
      if (doc.auth || doc.body || doc.query) expect(refused).toBeGreaterThan(0);
    });
  }

  it('refuses an oversized body on every POST route with 413 before anything else', async () => {
    const before = await snapshot();
    const big = JSON.stringify({ pad: 'A'.repeat(BODY_LIMIT + 10) });
    for (const doc of routeDocs.filter((d) => d.method === 'post')) {
      for (const path of doc.path.includes('{provider}') ? ['/api/pay/notify/sandbox'] : pathsOf(doc)) {
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
          expect(res.status, describeReq(req)).toBe(413);
          expect((res.json as { error: string }).error).toBe('payload_too_large');
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

// ---------------------------------------------------------------- signed provider events

describe('hostile provider events (/api/pay/notify/{sandbox,usdt})', () => {
  const secretOf = (p: 'sandbox' | 'usdt') => t.providers[p].secret;
  const eventBody = (paymentId: string) =>
    JSON.stringify({
      type: 'payment.succeeded',
      timestamp: new Date().toISOString(),
      data: { paymentId, amount: '1.00', currency: 'USD' },
    });

  type Tamper =
    | 'wrong-secret'
    | 'body-changed'
    | 'signature-truncated'
    | 'signature-junk'
    | 'signature-missing'
    | 'id-changed'
    | 'timestamp-changed'
    | 'stale'
    | 'future'
    | 'timestamp-junk'
    | 'version-changed';

  const TAMPERS: Tamper[] = [
    'wrong-secret',
    'body-changed',
    'signature-truncated',
    'signature-junk',
    'signature-missing',
    'id-changed',
    'timestamp-changed',
    'stale',
    'future',
    'timestamp-junk',
    'version-changed',
  ];

  function forged(provider: 'sandbox' | 'usdt', tamper: Tamper, junk: string, cut: number) {
    const body = eventBody(`pay_${junk.length}`);
    const now = new Date();
    const at =
      tamper === 'stale'
        ? new Date(now.getTime() - 10 * 60_000)
        : tamper === 'future'
          ? new Date(now.getTime() + 10 * 60_000)
          : now;
    const e = signEvent(tamper === 'wrong-secret' ? newWebhookSecret() : secretOf(provider), body, { at });
    const headers: Record<string, string> = { ...e.headers };
    let raw = e.body;
    const sig = headers['webhook-signature']!;
    switch (tamper) {
      case 'body-changed':
        raw = raw.replace('1.00', '1000.00');
        break;
      case 'signature-truncated':
        headers['webhook-signature'] = sig.slice(0, Math.max(0, sig.length - 1 - (cut % sig.length)));
        break;
      case 'signature-junk':
        headers['webhook-signature'] = `v1,${Buffer.from(junk).toString('base64')} ${junk.replace(/[\r\n\0]/g, '')}`;
        break;
      case 'signature-missing':
        delete headers['webhook-signature'];
        break;
      case 'id-changed':
        headers['webhook-id'] = `${headers['webhook-id']}x`;
        break;
      case 'timestamp-changed':
        headers['webhook-timestamp'] = String(Number(headers['webhook-timestamp']) - 1);
        break;
      case 'timestamp-junk':
        headers['webhook-timestamp'] = '1e3';
        break;
      case 'version-changed':
        headers['webhook-signature'] = sig.replace(/^v1,/, 'v2,');
        break;
      default:
        break;
    }
    return { headers, raw };
  }

  it('refuses forged, truncated, stale and tampered signatures with 400 signature_invalid, storing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'sandbox' | 'usdt'>('sandbox', 'usdt'),
        fc.constantFrom(...TAMPERS),
        fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
        fc.nat(),
        async (provider, tamper, junk, cut) => {
          const { headers, raw } = forged(provider, tamper, junk, cut);
          const res = await t.app.request(`/api/pay/notify/${provider}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: raw,
          });
          const json = (await res.json()) as Record<string, unknown>;
          const where = `${provider} ${tamper} ${JSON.stringify(headers)}`;
          expect(res.status, where).toBe(400);
          expect(json, where).toMatchObject({ code: 1, error: 'signature_invalid', data: null });
          expect(typeof json['msg']).toBe('string');
        },
      ),
      { seed: SEED, numRuns: 40, endOnFailure: true },
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses one provider's valid signature at the other provider's endpoint and at a junk provider", async () => {
    const before = await snapshot();
    const e = signEvent(secretOf('sandbox'), eventBody('pay_cross'));
    for (const [provider, status, error] of [
      ['usdt', 400, 'signature_invalid'],
      ['junk', 404, 'not_found'],
      ['SANDBOX', 404, 'not_found'],
      ['__proto__', 404, 'not_found'],
      ['constructor', 404, 'not_found'],
    ] as const) {
      const res = await t.app.request(`/api/pay/notify/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...e.headers },
        body: e.body,
      });
      expect(res.status, provider).toBe(status);
      expect(await res.json()).toMatchObject({ code: 1, error, data: null });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a signed body that is not a valid event or is hostile JSON only with a valid signature, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'sandbox' | 'usdt'>('sandbox', 'usdt'),
        fc.oneof(
          hostileObject(['type', 'timestamp', 'data']),
          fc.constantFrom(...BROKEN_JSON.filter((b) => b.length < 1000)),
          hostileScalar.map((v) => JSON.stringify(v) ?? 'null'),
        ),
        async (provider, body) => {
          if (Buffer.byteLength(body) > BODY_LIMIT || body.includes('\0') || /\\u0000/i.test(body)) return;
          const e = signEvent(secretOf(provider), body);
          const res = await t.app.request(`/api/pay/notify/${provider}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...e.headers },
            body: e.body,
          });
          const text = await res.text();
          expect(res.status, `${provider} ${body.slice(0, 200)}: ${text}`).toBeLessThan(500);
          const json = JSON.parse(text) as Record<string, unknown>;
          if (res.status >= 400) expect(json).toMatchObject({ code: 1, data: null });
          else expect(json).toMatchObject({ code: 0 });
        },
      ),
      { seed: SEED, numRuns: 25, endOnFailure: true },
    );
  });

  it('treats a replayed delivery (same webhook-id) as a duplicate that changes nothing', async () => {
    const e = signEvent(secretOf('sandbox'), eventBody('pay_replayed'));
    const first = await t.app.request('/api/pay/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...e.headers },
      body: e.body,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ code: 0, data: { received: true, duplicate: false } });
    const before = await snapshot();
    // The identical bytes again, and the same id re-signed over a different body.
    const again = [e, signEvent(secretOf('sandbox'), eventBody('pay_other'), { id: e.headers['webhook-id'] })];
    for (const replay of again) {
      const res = await t.app.request('/api/pay/notify/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...replay.headers },
        body: replay.body,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 0, data: { received: true, duplicate: true } });
    }
    // A captured delivery replayed after the tolerance window is a forgery.
    const old = signEvent(secretOf('sandbox'), eventBody('pay_old'), { at: new Date(Date.now() - 6 * 60_000) });
    const stale = await t.app.request('/api/pay/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...old.headers },
      body: old.body,
    });
    expect(stale.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

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
