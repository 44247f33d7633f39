import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { login as loginAs, newMerchant, TEST_PASSWORD } from '../support/users.ts';
import { lastCode } from '../support/mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000, RATE_LIMIT_LOGIN_IP: 1000 });
});
afterAll(() => t?.close());

const newUser = () => newMerchant(t);
const login = (account: string, password: string) => loginAs(t, account, password);

describe('profile', () => {
  it('saves and returns profile fields, never the password hash', async () => {
    const u = await newUser();
    const body = {
      nickname: ' Lucky Star ',
      realName: 'Nguyen Van A',
      phoneCode: '+84',
      phone: '912345678',
      otherContact: '@lucky',
      remark: 'VIP',
    };
    const r = await t.call('POST', '/api/user/save', { token: u.token, body });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      nickname: 'Lucky Star',
      phoneCode: '+84',
      phone: '912345678',
      otherContact: '@lucky',
    });
    const info = await t.call('GET', '/api/user/info', { token: u.token });
    expect(info.json.data.nickname).toBe('Lucky Star');
    expect(info.text).not.toMatch(/password|argon/i);
  });

  it('rejects invalid fields and changes nothing', async () => {
    const u = await newUser();
    await t.call('POST', '/api/user/save', { token: u.token, body: { nickname: 'Before' } });
    const r = await t.call('POST', '/api/user/save', {
      token: u.token,
      body: { nickname: 'After', phone: 'call me', phoneCode: '84' },
    });
    expect(r.status).toBe(400);
    const paths = r.json.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(['phone', 'phoneCode']);
    expect(r.json.issues.find((i: { path: string }) => i.path === 'phone').message).toBe(
      'Please enter a valid phone number',
    );
    expect((await t.call('GET', '/api/user/info', { token: u.token })).json.data.nickname).toBe('Before');
  });

  it('keeps only avatars the page can show (its CSP loads images from this site alone)', async () => {
    const u = await newUser();
    const save = (img: string, lang?: string) =>
      t.call('POST', '/api/user/save', { token: u.token, body: { img }, ...(lang ? { lang } : {}) });
    for (const outside of [
      'https://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      '/\\cdn.example.com/a.png',
      'javascript:alert(1)',
    ]) {
      const r = await save(outside);
      expect(r.status, outside).toBe(400);
      expect(r.json.issues).toEqual([{ path: 'img', message: 'The avatar must be an image on this site' }]);
    }
    expect((await save('https://cdn.example.com/a.png', 'ja')).json.issues[0].message).toMatch(/[\u3040-\u30FF]/);
    expect((await t.call('GET', '/api/user/info', { token: u.token })).json.data.img).toBeNull();
    const ok = await save('/avatar-default.svg');
    expect(ok.status).toBe(200);
    expect(ok.json.data.img).toBe('/avatar-default.svg');
  });

  it('only ever touches the caller', async () => {
    const a = await newUser();
    const b = await newUser();
    await t.call('POST', '/api/user/save', { token: a.token, body: { nickname: 'A-only', id: b.id } as never });
    expect((await t.call('GET', '/api/user/info', { token: b.token })).json.data.nickname).toBeNull();
  });
});

describe('password change', () => {
  it('needs matching new passwords', async () => {
    const u = await newUser();
    const r = await t.call('POST', '/api/user/password', {
      token: u.token,
      body: { oldPassword: 'secret123', newPassword: 'newpass1', confirmPassword: 'newpass2' },
    });
    expect(r.status).toBe(400);
    expect(r.json.issues[0]).toMatchObject({
      path: 'confirmPassword',
      message: 'The two passwords entered do not match',
    });
  });

  it('answers a wrong current password with 400, not 401, and keeps the session', async () => {
    const u = await newUser();
    const r = await t.call('POST', '/api/user/password', {
      token: u.token,
      body: { oldPassword: 'wrong-one', newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('The current password is incorrect');
    expect((await t.call('GET', '/api/user/info', { token: u.token })).status).toBe(200);
  });

  it('refuses a new password with a space at either end, which the login form could never send', async () => {
    const u = await newUser();
    for (const newPassword of ['newpass1 ', ' newpass1']) {
      const r = await t.call('POST', '/api/user/password', {
        token: u.token,
        body: { oldPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
      });
      expect(r.status).toBe(400);
      expect(r.json.issues).toContainEqual({
        path: 'newPassword',
        message: 'The password cannot begin or end with a space, or contain tabs or line breaks',
      });
    }
    // Nothing changed: the merchant still logs in, with the password the form sends.
    expect((await login(u.account, ` ${TEST_PASSWORD} `)).status).toBe(200);
  });

  it('locks guessing of the current password per session (429), for password and email changes', async () => {
    const u = await newUser();
    const guess = (i: number) =>
      i % 2
        ? t.call('POST', '/api/user/password', {
            token: u.token,
            body: { oldPassword: `wrong-${i}`, newPassword: 'newpass1', confirmPassword: 'newpass1' },
          })
        : t.call('POST', '/api/user/alter-email', {
            token: u.token,
            body: { newEmail: `x${i}-${u.email}`, password: `wrong-${i}` },
          });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(i)).status);
    // RATE_LIMIT_LOGIN_ACCOUNT defaults to 10 failures per 15 minutes.
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const locked = await t.call('POST', '/api/user/password', {
      token: u.token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted per session, apart from the login's counters: the login still opens, the session survives.
    expect((await login(u.account, TEST_PASSWORD)).status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: u.token })).status).toBe(200);
  });

  it('counts a right current password as a fresh start', async () => {
    const u = await newUser();
    const wrong = () =>
      t.call('POST', '/api/user/alter-email', {
        token: u.token,
        body: { newEmail: `n-${u.email}`, password: 'nope-nope' },
      });
    for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(400);
    const right = await t.call('POST', '/api/user/alter-email', {
      token: u.token,
      body: { newEmail: `right-${u.email}`, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(400);
  });

  it('revokes every other session but keeps the current one', async () => {
    const u = await newUser();
    const other = (await login(u.account, 'secret123')).json.data.accessToken;
    const r = await t.call('POST', '/api/user/password', {
      token: u.token,
      body: { oldPassword: 'secret123', newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(r.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/user/info', { token: u.token })).status).toBe(200);
    expect((await login(u.account, 'secret123')).status).toBe(401);
    expect((await login(u.account, 'newpass1')).status).toBe(200);
  });
});

describe('email change', () => {
  it('needs the current password (400 when wrong) and a free address', async () => {
    const a = await newUser();
    const b = await newUser();
    const wrong = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: 'new@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(400);
    const taken = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: `${b.account}@EXAMPLE.com`, password: 'secret123' },
    });
    expect(taken.status).toBe(409);
    const bad = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: 'not-an-email', password: 'secret123' },
    });
    expect(bad.status).toBe(400);
    // A made-up PIN before any code was mailed proves nothing.
    const guessed = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: `fresh-${a.account}@example.com`, password: 'secret123', pin: '000000', pin2: '000000' },
    });
    expect(guessed.status).toBe(400);
    const asked = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: `fresh-${a.account}@example.com`, password: 'secret123' },
    });
    expect(asked.status).toBe(200);
    expect(asked.json.data).toMatchObject({ email: a.email, pendingEmail: `fresh-${a.account}@example.com` });
    const ok = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: {
        newEmail: `fresh-${a.account}@example.com`,
        password: 'secret123',
        pin: await lastCode(t.db, `fresh-${a.account}@example.com`),
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.email).toBe(`fresh-${a.account}@example.com`);
  });

  it('refuses the address the account already has (any case) and changes nothing', async () => {
    const a = await newUser();
    const before = (await t.call('GET', '/api/user/info', { token: a.token })).json.data;
    const same = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: before.email.toUpperCase(), password: 'secret123' },
    });
    expect(same.status).toBe(400);
    expect(same.json.issues).toEqual([{ path: 'newEmail', message: 'This is already your email address' }]);
    expect((await t.call('GET', '/api/user/info', { token: a.token })).json.data).toEqual(before);
  });
});

describe('sessions', () => {
  it('lists active sessions and signs out another one', async () => {
    const u = await newUser();
    const second = (await login(u.account, 'secret123')).json.data.accessToken;
    const list = await t.call('GET', '/api/user/sessions', { token: u.token, headers: {} });
    expect(list.json.data).toHaveLength(2);
    expect(list.json.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const otherId = list.json.data.find((s: { current: boolean }) => !s.current).id;
    expect((await t.call('POST', '/api/user/sessions/revoke', { token: u.token, body: { id: otherId } })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/api/user/info', { token: second })).status).toBe(401);
    expect((await t.call('GET', '/api/user/sessions', { token: u.token })).json.data).toHaveLength(1);
  });

  it("cannot see or revoke another merchant's session", async () => {
    const a = await newUser();
    const b = await newUser();
    const bSessions = await t.call('GET', '/api/user/sessions', { token: b.token });
    const bId = bSessions.json.data[0].id;
    const r = await t.call('POST', '/api/user/sessions/revoke', { token: a.token, body: { id: bId } });
    expect(r.status).toBe(404);
    expect((await t.call('GET', '/api/user/info', { token: b.token })).status).toBe(200);
    const aList = await t.call('GET', '/api/user/sessions', { token: a.token });
    expect(aList.json.data.map((s: { id: number }) => s.id)).not.toContain(bId);
  });
});
