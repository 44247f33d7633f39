import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STARTS_AN_APP, startTestApp, type TestApp } from '../support/testApp.ts';
import { login, newMerchant, TEST_PASSWORD, uniqueAccount } from '../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 3, RATE_LIMIT_REGISTER_IP: 1000, TRUST_PROXY: true });
});
afterAll(() => t?.close());

let n = 0;
const ip = () => ({ 'x-forwarded-for': `10.0.${n % 250}.${++n % 250}` });
const register = (opts: Parameters<typeof newMerchant>[1] = {}) => newMerchant(t, { headers: ip(), ...opts });

describe('register', () => {
  it('creates a user with an own affiliate code, keeps the referrer, and returns a token', async () => {
    const referrer = await register();
    const code = (await t.call('GET', '/api/user/info', { token: referrer.token })).json.data.leagueCode as string;
    const account = uniqueAccount();
    const r = await t.call('POST', '/api/login/register', {
      // As typed: a code in lower case is the same code.
      body: { account, password: TEST_PASSWORD, email: `${account}@example.com`, leagueCode: code.toLowerCase() },
      headers: ip(),
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('Registration successful: you are signed in');
    expect(r.json.data).toMatchObject({ tokenType: 'Bearer', userInfo: { username: account } });
    expect(r.json.data.accessToken.length).toBeGreaterThanOrEqual(22);
    // The answer is a session, as login's (issue 25: the UI keeps it): it reads and writes at once.
    const me = await t.call('GET', '/api/user/info', { token: r.json.data.accessToken });
    expect(me.json.data).toMatchObject({ username: account });
    const sessions = await t.call('GET', '/api/user/sessions', { token: r.json.data.accessToken });
    expect(sessions.json.data).toMatchObject([{ current: true }]);
    expect(r.json.data.userInfo.leagueCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(r.text).not.toMatch(/argon2|passwordHash|password_hash/);
    const rows = await t.db.execute(sql`select referrer_code, password_hash from users where account = ${account}`);
    const row = (rows as unknown as { rows: { referrer_code: string; password_hash: string }[] }).rows[0]!;
    expect(row.referrer_code).toBe(code);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('secret123');
  });

  it('refuses an invitation code nobody has, at its field, and registers nothing', async () => {
    const account = uniqueAccount();
    const body = { account, password: TEST_PASSWORD, email: `${account}@example.com`, leagueCode: 'NOSUCH99' };
    const r = await t.call('POST', '/api/login/register', { body, headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.issues).toEqual([
      { path: 'leagueCode', message: 'This invitation code is unknown. Check it, or register without it.' },
    ]);
    expect((await login(t, account, TEST_PASSWORD)).status).toBe(401);
    // Without the code the same registration goes through.
    const { leagueCode: _, ...without } = body;
    expect((await t.call('POST', '/api/login/register', { body: without, headers: ip() })).status).toBe(200);
  });

  it('trims the account and enforces the spec rules with localized messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account: '  ', password: 'secret123', email: 'a@b.co' }, 'account', 'Account cannot be empty'],
      [
        { account: 'ab', password: 'secret123', email: 'a@b.co' },
        'account',
        'Account length must be between 3 and 20 characters',
      ],
      [
        { account: 'a'.repeat(21), password: 'secret123', email: 'a@b.co' },
        'account',
        'Account length must be between 3 and 20 characters',
      ],
      [
        { account: 'abcd', password: '12345', email: 'a@b.co' },
        'password',
        'Password length must be between 6 and 20 characters',
      ],
      [
        { account: 'abcd', password: 'x'.repeat(21), email: 'a@b.co' },
        'password',
        'Password length must be between 6 and 20 characters',
      ],
      [{ account: 'abcd', password: 'secret123', email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ account: 'abcd', password: 'secret123' }, 'email', 'Email cannot be empty'],
      // Present but not text is not "empty".
      [{ account: 123, password: 'secret123', email: 'a@b.co' }, 'account', 'Must be text'],
      [{ account: 'abcd', password: 123456, email: 'a@b.co' }, 'password', 'Must be text'],
    ];
    for (const [body, path, message] of cases) {
      const r = await t.call('POST', '/api/login/register', { body, headers: ip() });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error).toBe('validation_failed');
      expect(r.json.issues.find((i: { path: string }) => i.path === path)?.message).toBe(message);
    }
    const count = await t.db.execute(sql`select count(*)::int as n from users where account = 'abcd'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses duplicate accounts (any case) and emails with a clear message', async () => {
    const { account } = await register();
    const dupAccount = await t.call('POST', '/api/login/register', {
      body: { account: account.toUpperCase(), password: 'secret123', email: `other-${account}@example.com` },
      headers: ip(),
    });
    expect(dupAccount.status).toBe(409);
    expect(dupAccount.json.msg).toBe('This account is already registered');
    const dupEmail = await t.call('POST', '/api/login/register', {
      body: { account: `${account}x`, password: 'secret123', email: `${account.toUpperCase()}@EXAMPLE.com` },
      headers: ip(),
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.json.msg).toBe('This email is already registered');
  });

  it('answers in the request language', async () => {
    const r = await t.call('POST', '/api/login/register', { body: { account: 'ab' }, lang: 'ru', headers: ip() });
    expect(r.status).toBe(400);
    expect(r.json.issues[0].message).toMatch(/[А-я]/);
  });
});

describe('login', () => {
  it('logs in with the account in any case and default server', async () => {
    const { account } = await register();
    const r = await t.call('POST', '/api/login/authorize', {
      body: { account: ` ${account.toUpperCase()} `, password: 'secret123' },
      headers: ip(),
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('Login successful');
    expect(r.json.data.userInfo.username).toBe(account);
    const info = await t.call('GET', '/api/user/info', { token: r.json.data.accessToken });
    expect(info.json.data.username).toBe(account);
  });

  it('gives the same answer for a wrong account and a wrong password', async () => {
    const { account } = await register();
    const wrongPassword = await t.call('POST', '/api/login/authorize', {
      body: { account, password: 'wrong-pass' },
      headers: ip(),
    });
    const wrongAccount = await t.call('POST', '/api/login/authorize', {
      body: { account: `${account}zz`, password: 'secret123' },
      headers: ip(),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongAccount.status).toBe(401);
    expect(wrongPassword.json).toEqual(wrongAccount.json);
    expect(wrongPassword.json.msg).toBe('Incorrect account or password');
  });

  it('refuses an unknown login server', async () => {
    const { account } = await register();
    const r = await t.call('POST', '/api/login/authorize', {
      body: { account, password: 'secret123', server: 'elsewhere' },
      headers: ip(),
    });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('Unknown login server');
  });

  it('locks the guessing address after repeated failures with 429 and Retry-After, even with the right password', async () => {
    const { account } = await register();
    // The whole story, owner's side included: tests/api/lockout.test.ts.
    const guesser = ip();
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call('POST', '/api/login/authorize', { body: { account, password: 'bad-pass' }, headers: guesser }))
          .status,
      ).toBe(401);
    }
    const locked = await t.call('POST', '/api/login/authorize', {
      body: { account, password: 'secret123' },
      headers: guesser,
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe('rate_limited');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.json.msg).toMatch(/try again in \d+ seconds/);
  });

  it('counts from zero again after a successful login', async () => {
    const { account } = await register();
    // RATE_LIMIT_LOGIN_ACCOUNT is 3 here: without the reset the fourth try would be 429.
    const statuses: number[] = [];
    for (const password of ['bad-pass', 'bad-pass', TEST_PASSWORD, 'bad-pass', 'bad-pass', TEST_PASSWORD]) {
      statuses.push((await login(t, account, password, ip())).status);
    }
    expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
  });

  it('trims the password typed at login, as the login form does (spec §5)', async () => {
    const { account } = await register();
    expect((await login(t, account, ` ${TEST_PASSWORD} `, ip())).status).toBe(200);
  });

  it('refuses to register a password that could never be typed back, in the request language', async () => {
    for (const password of [' secret123', 'secret123 ', 'secret\t123']) {
      const account = uniqueAccount();
      const r = await t.call('POST', '/api/login/register', {
        body: { account, password, email: `${account}@example.com` },
        headers: ip(),
      });
      expect(r.status, JSON.stringify(password)).toBe(400);
      expect(r.json.issues).toEqual([
        { path: 'password', message: 'The password cannot begin or end with a space, or contain tabs or line breaks' },
      ]);
    }
    const account = uniqueAccount();
    const ar = await t.call('POST', '/api/login/register', {
      body: { account, password: 'secret123 ', email: `${account}@example.com` },
      headers: ip(),
      lang: 'ar',
    });
    expect(ar.json.issues[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it(
    'limits attempts per IP',
    async () => {
      // One frozen instant: limits count in windows aligned to the clock, and a slow machine's
      // attempts could straddle two (401 where 429 was due).
      const limited = await startTestApp(
        { RATE_LIMIT_LOGIN_IP: 2, TRUST_PROXY: true },
        { now: () => new Date('2026-11-28T12:00:30Z') },
      );
      try {
        const from = { 'x-forwarded-for': '203.0.113.9' };
        const body = { account: 'nobody1', password: 'secret123' };
        expect((await limited.call('POST', '/api/login/authorize', { body, headers: from })).status).toBe(401);
        expect((await limited.call('POST', '/api/login/authorize', { body, headers: from })).status).toBe(401);
        expect((await limited.call('POST', '/api/login/authorize', { body, headers: from })).status).toBe(429);
        expect(
          (await limited.call('POST', '/api/login/authorize', { body, headers: { 'x-forwarded-for': '203.0.113.10' } }))
            .status,
        ).toBe(401);
      } finally {
        await limited.close();
      }
    },
    STARTS_AN_APP,
  );

  it(
    'limits registrations per IP',
    async () => {
      const limited = await startTestApp(
        { RATE_LIMIT_REGISTER_IP: 1, TRUST_PROXY: true },
        { now: () => new Date('2026-11-28T12:00:30Z') },
      );
      try {
        const from = { 'x-forwarded-for': '198.51.100.7' };
        const ok = await limited.call('POST', '/api/login/register', {
          body: { account: 'first1', password: 'secret123', email: 'f1@example.com' },
          headers: from,
        });
        expect(ok.status).toBe(200);
        const r = await limited.call('POST', '/api/login/register', {
          body: { account: 'second2', password: 'secret123', email: 's2@example.com' },
          headers: from,
        });
        expect(r.status).toBe(429);
      } finally {
        await limited.close();
      }
    },
    STARTS_AN_APP,
  );
});

describe('tokens and sessions', () => {
  it('refuses requests without a token, with a localized 401', async () => {
    const r = await t.call('GET', '/api/user/info', { lang: 'ko' });
    expect(r.status).toBe(401);
    expect(r.json.error).toBe('unauthorized');
    expect(r.json.msg).toMatch(/[\uAC00-\uD7AF]/);
  });

  it('revokes the token on logout', async () => {
    const { token } = await register();
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/login/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await register();
    const rows = await t.db.execute(sql`select token_hash from sessions where token_hash = ${token}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it(
    'expires a session after 30 idle days, counted from its last use',
    async () => {
      let now = new Date('2026-01-01T00:00:00Z');
      const timed = await startTestApp({}, { now: () => now });
      const at = (day: number, extraMs = 0) => new Date(Date.UTC(2026, 0, 1 + day) + extraMs);
      try {
        const m = await newMerchant(timed);
        // Services take the time from the app's clock, not from the machine.
        expect((await timed.call('GET', '/api/user/info', { token: m.token })).json.data.createdAt).toBe(
          '2026-01-01T00:00:00.000Z',
        );
        const status = async (day: number, extraMs = 0) => {
          now = at(day, extraMs);
          return (await timed.call('GET', '/api/user/info', { token: m.token })).status;
        };
        expect(await status(25)).toBe(200);
        // 50 days after login, but only 25 idle: still signed in.
        expect(await status(50)).toBe(200);
        // 30 idle days after the last use (day 50): gone, and it stays gone.
        expect(await status(80, 1000)).toBe(401);
        expect(await status(80, 2000)).toBe(401);
      } finally {
        await timed.close();
      }
    },
    STARTS_AN_APP,
  );
});

describe('request handling', () => {
  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.call('POST', '/api/login/authorize', { rawBody: '{"account":' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe(1);
    const big = await t.call('POST', '/api/login/register', {
      rawBody: JSON.stringify({ account: 'x'.repeat(70_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.json.error).toBe('payload_too_large');
  });
});
