import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { addStaff, COMMAND_LINE } from '../../src/server/staff/accounts.ts';
import type { StaffRole } from '../../src/server/staff/roles.ts';
import type { TestApp } from './testApp.ts';

/** The staff console's test helpers: a person of a role, enrolled and signed in, and calls with their cookie. */

export const STAFF_PASSWORD = 'correct horse battery';
let seq = 0;

/** The TOTP code of `secret` at `at` (ms), as an authenticator app shows it. */
export const totpAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

export function staffCalls(t: Pick<TestApp, 'call'>) {
  const post = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    t.call('POST', `/api/staff${path}`, { body, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const get = (path: string, cookie?: string) =>
    t.call('GET', `/api/staff${path}`, { headers: cookie ? { cookie } : {} });

  /** A staff member of `role`, enrolled and signed in: the session cookie, the secret and the recovery codes. */
  async function signedIn(role: StaffRole, db: TestApp['db'], clockMs = Date.now()) {
    const email = `staff${++seq}-${Date.now()}@example.com`;
    const name = `${role} ${seq}`;
    await addStaff(db, COMMAND_LINE, { email, name, role, password: STAFF_PASSWORD }, new Date());
    const step1 = await post('/login', { email, password: STAFF_PASSWORD });
    expect(step1.status).toBe(200);
    expect(step1.json.data.next).toBe('enroll');
    const { secret, pending } = step1.json.data;
    const step2 = await post('/login/code', { pending, code: totpAt(secret, clockMs) });
    expect(step2.status).toBe(200);
    const set = step2.headers.get('set-cookie') ?? '';
    return {
      email,
      name,
      secret: secret as string,
      cookie: set.split(';')[0]!,
      attributes: set,
      recoveryCodes: step2.json.data.recoveryCodes as string[],
      /** The time whose code enrolled the member (that code, typed again, is already used). */
      enrolledAtMs: clockMs,
    };
  }
  return { post, get, signedIn };
}
