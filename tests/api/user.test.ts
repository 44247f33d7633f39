import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000, RATE_LIMIT_LOGIN_IP: 1000 });
});
afterAll(() => t.close());

let n = 0;
async function newUser() {
  const account = `u${Date.now().toString(36).slice(-5)}${n++}`;
  const r = await t.call('POST', '/api/login/register', {
    body: { account, password: 'secret123', email: `${account}@example.com` },
  });
  return { account, token: r.json.data.accessToken as string, id: r.json.data.userInfo.id as number };
}
const login = (account: string, password: string) =>
  t.call('POST', '/api/login/authorize', { body: { account, password } });

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
    const ok = await t.call('POST', '/api/user/alter-email', {
      token: a.token,
      body: { newEmail: `fresh-${a.account}@example.com`, password: 'secret123', pin: '000000', pin2: '000000' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.email).toBe(`fresh-${a.account}@example.com`);
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
