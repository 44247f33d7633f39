import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 3, RATE_LIMIT_REGISTER_IP: 1000, TRUST_PROXY: true });
});
afterAll(() => t.close());

let n = 0;
const unique = () => `m${Date.now().toString(36).slice(-5)}${n++}`;
const ip = () => ({ 'x-forwarded-for': `10.0.${n % 250}.${++n % 250}` });

async function register(account = unique(), extra: Record<string, unknown> = {}) {
  const r = await t.call('POST', '/api/login/register', {
    body: { account, password: 'secret123', email: `${account}@example.com`, ...extra },
    headers: ip(),
  });
  return { r, account };
}

describe('register', () => {
  it('creates a user with an own affiliate code, keeps the referrer, and returns a token', async () => {
    const { r, account } = await register(undefined, { leagueCode: 'REF12345' });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('Registration successful, please log in');
    expect(r.json.data).toMatchObject({ tokenType: 'Bearer', userInfo: { username: account } });
    expect(r.json.data.accessToken.length).toBeGreaterThanOrEqual(22);
    expect(r.json.data.userInfo.leagueCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(r.text).not.toMatch(/argon2|passwordHash|password_hash/);
    const rows = await t.db.execute(sql`select referrer_code, password_hash from users where account = ${account}`);
    const row = (rows as unknown as { rows: { referrer_code: string; password_hash: string }[] }).rows[0]!;
    expect(row.referrer_code).toBe('REF12345');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('secret123');
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

  it('locks an account after repeated failures with 429 and Retry-After, even with the right password', async () => {
    const { account } = await register();
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call('POST', '/api/login/authorize', { body: { account, password: 'bad-pass' }, headers: ip() }))
          .status,
      ).toBe(401);
    }
    const locked = await t.call('POST', '/api/login/authorize', {
      body: { account, password: 'secret123' },
      headers: ip(),
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe('rate_limited');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.json.msg).toMatch(/try again in \d+ seconds/);
  });

  it('limits attempts per IP', async () => {
    const limited = await startTestApp({ RATE_LIMIT_LOGIN_IP: 2, TRUST_PROXY: true });
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
  });

  it('limits registrations per IP', async () => {
    const limited = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1, TRUST_PROXY: true });
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
  });
});

describe('tokens and sessions', () => {
  it('refuses requests without a token, with a localized 401', async () => {
    const r = await t.call('GET', '/api/user/info', { lang: 'ko' });
    expect(r.status).toBe(401);
    expect(r.json.error).toBe('unauthorized');
    expect(r.json.msg).toMatch(/[\uAC00-\uD7AF]/);
  });

  it('revokes the token on logout', async () => {
    const { r } = await register();
    const token = r.json.data.accessToken;
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/login/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { r } = await register();
    const token = r.json.data.accessToken as string;
    const rows = await t.db.execute(sql`select token_hash from sessions where token_hash = ${token}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('expires a session after 30 idle days', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const timed = await startTestApp({}, { now: () => now });
    try {
      const reg = await timed.call('POST', '/api/login/register', {
        body: { account: 'idle01', password: 'secret123', email: 'idle@example.com' },
      });
      const token = reg.json.data.accessToken;
      now = new Date('2026-01-25T00:00:00Z');
      expect((await timed.call('GET', '/api/user/info', { token })).status).toBe(200);
      now = new Date('2026-02-25T00:00:01Z');
      expect((await timed.call('GET', '/api/user/info', { token })).status).toBe(401);
    } finally {
      await timed.close();
    }
  });
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
