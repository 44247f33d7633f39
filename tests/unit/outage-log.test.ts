import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createOutageLog, isDatabaseUnreachable } from '../../src/server/db/outage.ts';
import { type Logger, safeMessage, withoutQuery } from '../../src/server/platform/logger.ts';

function recorder() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = { warn: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) } as unknown as Logger;
  return { log, lines };
}

describe('the outage log', () => {
  it('writes one line when an outage starts and one with the count when it ends', () => {
    let now = 0;
    const outage = createOutageLog({ quietMs: 1_000, clock: () => now });
    const { log, lines } = recorder();
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    // Under load, answers that need no database (health, cached reads) succeed between refusals.
    for (let i = 0; i < 50; i++) {
      now += 20;
      outage.refused(log, down);
      outage.succeeded(log);
    }
    expect(lines.map((l) => l.msg)).toEqual(['database unreachable: answering 503']);
    now += 1_001;
    outage.succeeded(log);
    outage.succeeded(log);
    expect(lines.map((l) => l.msg)).toEqual(['database unreachable: answering 503', 'database reachable again']);
    expect(lines[1]!.obj).toEqual({ refused: 50, ms: 49 * 20 });
  });

  it('knows a wrapped driver error of a database that went away', () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isDatabaseUnreachable(new DrizzleQueryError('select 1', [], cause))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

describe('errors in the log', () => {
  it('keep the driver reason and code of a failed query, never its SQL or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23505' });
    const err = new DrizzleQueryError('select * from sessions where token_hash = $1', ['c0ffee-secret-hash'], cause);
    const safe = withoutQuery(err) as Error & { code?: string };
    expect(safe.message).toBe('database query failed: duplicate key value violates unique constraint "x"');
    expect(safe.code).toBe('23505');
    expect(`${safe.message}\n${safe.stack}`).not.toMatch(/token_hash|c0ffee|select/);
    expect(safe.stack).toMatch(/\n\s+at /);
    expect(safeMessage(err)).toBe(safe.message);
    const plain = new Error('plain');
    expect(withoutQuery(plain)).toBe(plain);
  });
});
