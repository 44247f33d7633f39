import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { $ZodType as ZodType } from 'zod/v4/core';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

/** What the hostile-input suites share: a snapshot of the database, and generators of hostile values. */

/** Row counts of every public table, and the balances themselves. */
export async function snapshot(db: Db) {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => r.table_name);
  // One statement for every table: the sweeps take two snapshots per route.
  const counted = rowsOf<{ t: string; n: string }>(
    await db.execute(
      sql.raw(tables.map((name) => `select '${name}' as t, count(*) as n from "${name}"`).join(' union all ')),
    ),
  );
  const counts: Record<string, number> = {};
  for (const r of counted) counts[r.t] = Number(r.n);
  const balances = rowsOf(await db.execute(sql`select * from balances order by 1`));
  return { counts, balances: JSON.stringify(balances) };
}

// ---------------------------------------------------------------- hostile values

export const UNICODE = [
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
export const INJECTION = [
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

export const hugeString = fc
  .tuple(fc.integer({ min: 60_000, max: 70_000 }), fc.constantFrom('A', 'é', '🎰', '\u200B', '<'))
  .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length)));

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 4, arbitrary: fc.constantFrom(...INJECTION) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 5000 }) },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber = fc.constantFrom(
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

export const hostileScalar = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Keys a route's body/query schema knows (zod object shape), so values land on real fields. */
export function keysOf(schema: ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** An object with some of the known keys (wrong types, missing ones) plus extra and pollution keys. */
export function hostileObject(keys: string[]) {
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

/** Nested `n` levels under `key`, as JSON text (JSON.stringify itself overflows on 10,000 levels). */
export const deepJson = (n: number, key = 'a') => `${`{"${key}":`.repeat(n)}1${'}'.repeat(n)}`;

/**
 * JSON that parses but that no route may take: nested deeper than the body guard's limit, or a
 * lone surrogate in a string or a key (src/server/http/bodyText.ts refuses both with a 400).
 */
export const UNSTORABLE_JSON = [
  `{"id":${deepJson(10_000)}}`,
  `{"id":${deepJson(40)}}`,
  `{"id":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  '{"id":"\\ud800"}',
  '{"id":"a\\udfffb"}',
  '{"\\ud83d":1}',
  '{"id":["ok",{"x":"\\ud83d"}]}',
];

const LONE_SURROGATE = /\p{Cs}/u;

/** The oracles' copy of the body guard's rule: deeper than 32 levels, or a lone surrogate anywhere. */
export function unstorable(body: string, contentType: string | null): boolean {
  if (!contentType || !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)) return false;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  const bad = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return LONE_SURROGATE.test(v);
    if (v === null || typeof v !== 'object') return false;
    if (depth >= 32) return true;
    return Object.entries(v).some(([k, c]) => LONE_SURROGATE.test(k) || bad(c, depth + 1));
  };
  return bad(value, 0);
}

export const BROKEN_JSON = [
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

export function hostileBody(keys: string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: hostileObject(keys) },
    { weight: 2, arbitrary: hostileScalar.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_JSON) },
    { weight: 1, arbitrary: hugeString.map((s) => JSON.stringify({ [keys[0] ?? 'x']: s })) },
  );
}

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  null,
];
export const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/** Percent-encodes like a browser; a lone surrogate (not encodable) goes out as invalid UTF-8 bytes. */
export function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

export function hostileQuery(keys: string[]) {
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

export type TokenMode = 'none' | 'junk' | 'valid';
export const tokenMode = fc.constantFrom<TokenMode>('none', 'junk', 'valid');
