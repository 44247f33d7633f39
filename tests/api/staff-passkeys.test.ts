import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../src/server/staff/roles.ts';
import { staffPasskeyApi } from '../../src/server/staff/passkeyRoutes.ts';
import { newMerchant } from '../support/journey.ts';
import { rows, shiftClock, startMoneyApp, t } from '../support/moneyApp.ts';
import { STAFF_PASSWORD, staffCalls } from '../support/staff.ts';
import { addPasskey, softAuthenticator } from '../support/webauthn.ts';

// Passkeys beside TOTP (issue 28): a signed-in person registers one, and the sign-in's second
// step may then take it instead of a code. The answers come from a software authenticator
// (node:crypto, ES256, attestation none), against the real app and database.

startMoneyApp();
// Every sign-in here comes from one address: its 30 password tries per 15 minutes are cleared
// between tests, as an operator would (the limit itself is tested in staff.test.ts).
beforeEach(async () => {
  await rows('delete from rate_limits');
});

const { post, get, signedIn: signIn } = staffCalls({ call: (...args) => t.call(...args) });
const signedIn = (role: StaffRole) => signIn(role, t.db);
const ORIGIN = 'http://localhost:4321';

const auditOf = async (action: string) =>
  rows(`select target, reason, after, before from staff_audit where action = '${action}' order by id`);

/** The password step of an enrolled person: the pending sign-in. */
async function pendingOf(email: string): Promise<string> {
  const r = await post('/login', { email, password: STAFF_PASSWORD });
  expect(r.json.data.next).toBe('code');
  return r.json.data.pending;
}

async function signInOptions(pending: string) {
  const r = await post('/login/passkey/options', { pending });
  expect(r.status).toBe(200);
  return r.json.data.options;
}

describe('registering a passkey', () => {
  it('registers one, lists it, writes one audit row, and never takes the RP ID from the Host', async () => {
    const s = await signedIn('support');
    const opts = await t.call('POST', '/api/staff/passkeys/options', {
      headers: { cookie: s.cookie, host: 'evil.example' },
    });
    expect(opts.json.data.options.rp).toEqual({ id: 'localhost', name: 'Unicorn staff' });
    expect(opts.json.data.options.attestation).toBe('none');
    // EdDSA, ES256, RS256: not the experimental ML-DSA-44 the library adds where the runtime has it.
    expect(opts.json.data.options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
    const auth = softAuthenticator(ORIGIN);
    const before = (await auditOf('staff.passkeyAdd')).length;
    const res = await post(
      '/passkeys/register',
      { name: ' Work laptop ', response: auth.register(opts.json.data.options) },
      s.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('Passkey added.');
    expect(res.json.data).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const list = await get('/passkeys', s.cookie);
    expect(list.json.data.list.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);
    const audit = await auditOf('staff.passkeyAdd');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ after: { name: 'Work laptop', passkey: res.json.data.id } });
    // The same authenticator again is refused (it is excluded from the next options, too).
    const again = await post('/passkeys/options', {}, s.cookie);
    expect(again.json.data.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([auth.credentialId]);
    const twice = await post(
      '/passkeys/register',
      { name: 'Twice', response: auth.register(again.json.data.options) },
      s.cookie,
    );
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('This passkey is already registered.');
  });

  it('refuses an answer made for another origin or RP ID, a reused challenge and an expired one, changing nothing', async () => {
    const s = await signedIn('finance');
    const count = async () => (await get('/passkeys', s.cookie)).json.data.list.length;
    const first = (await post('/passkeys/options', {}, s.cookie)).json.data.options;
    const wrongOrigin = await post(
      '/passkeys/register',
      { name: 'x', response: softAuthenticator(ORIGIN).register(first, { origin: 'http://evil.example' }) },
      s.cookie,
    );
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.json.msg).toBe("The passkey's answer could not be verified.");
    const opts = (await post('/passkeys/options', {}, s.cookie)).json.data.options;
    const wrongRp = await post(
      '/passkeys/register',
      { name: 'x', response: softAuthenticator(ORIGIN).register(opts, { rpId: 'evil.example' }) },
      s.cookie,
    );
    expect(wrongRp.status).toBe(400);
    // The challenge went with that try: a right answer to it now finds none.
    const reused = await post(
      '/passkeys/register',
      { name: 'x', response: softAuthenticator(ORIGIN).register(opts) },
      s.cookie,
    );
    expect(reused.status).toBe(409);
    expect(reused.json.msg).toBe('This passkey request has expired or was already used. Try again.');
    // Five minutes and a second later the challenge is gone, though the session lives on.
    const late = (await post('/passkeys/options', {}, s.cookie)).json.data.options;
    shiftClock(5 * 60_000 + 1000);
    const expired = await post(
      '/passkeys/register',
      { name: 'x', response: softAuthenticator(ORIGIN).register(late) },
      s.cookie,
    );
    expect(expired.status).toBe(409);
    expect(expired.json.msg).toMatch(/expired/);
    expect((await get('/me', s.cookie)).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it('refuses garbage as a localized answer, never a 500', async () => {
    const s = await signedIn('catalogue');
    for (const response of [
      {},
      { id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: 'AA', attestationObject: 'AA' } },
      { id: 'a b', rawId: 'x', type: 'public-key', response: {} },
    ]) {
      await post('/passkeys/options', {}, s.cookie);
      const r = await post('/passkeys/register', { name: 'junk', response }, s.cookie);
      expect(r.status).toBe(400);
      expect(r.json.msg).toMatch(/passkey|Request parameter/i);
    }
    const noName = await post('/passkeys/register', { name: '  ', response: {} }, s.cookie);
    expect(noName.json.issues.find((i: { path: string }) => i.path === 'name').message).toBe(
      'Enter a name for the passkey.',
    );
  });
});

describe('signing in with a passkey', () => {
  it('finishes the sign-in instead of a code, moves the counter and the last use; TOTP stays available', async () => {
    const s = await signedIn('support');
    const { auth } = await addPasskey(post, s.cookie, 'Phone');
    const pending = await pendingOf(s.email);
    const options = await signInOptions(pending);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([auth.credentialId]);
    const done = await post('/login/passkey', { pending, response: auth.assert(options) });
    expect(done.status).toBe(200);
    expect(done.json.data.staff).toMatchObject({ email: s.email, role: 'support' });
    const cookie = done.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect((await get('/me', cookie.split(';')[0])).status).toBe(200);
    const [key] = await rows(
      `select counter::int as counter, last_used_at from staff_passkeys where credential_id = '${auth.credentialId}'`,
    );
    expect(key).toMatchObject({ counter: 1 });
    expect(key!.last_used_at).not.toBeNull();
    // The pending sign-in is spent: neither a code nor a passkey finishes it again.
    expect((await post('/login/passkey/options', { pending })).status).toBe(401);
    // The code still works for the same person.
    const viaCode = await pendingOf(s.email);
    expect((await post('/login/code', { pending: viaCode, code: s.recoveryCodes[0] })).status).toBe(200);
  });

  it('answers no options to a person without a passkey, and refuses an unknown pending sign-in', async () => {
    const s = await signedIn('finance');
    expect(await signInOptions(await pendingOf(s.email))).toBeNull();
    const nobody = await post('/login/passkey/options', { pending: 'x'.repeat(43) });
    expect(nobody.status).toBe(401);
    expect(nobody.json.msg).toBe('The e-mail, password or code is not right.');
  });

  it('takes a challenge once: a replayed assertion and the same answer sent twice at once are refused', async () => {
    const s = await signedIn('support');
    const { auth } = await addPasskey(post, s.cookie);
    const pending = await pendingOf(s.email);
    const first = auth.assert(await signInOptions(pending));
    const [x, y] = await Promise.all([
      post('/login/passkey', { pending, response: first }),
      post('/login/passkey', { pending, response: first }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 401]);
    // The same assertion replayed on a new sign-in, whose challenge is another.
    const next = await pendingOf(s.email);
    await signInOptions(next);
    const replay = await post('/login/passkey', { pending: next, response: first });
    expect(replay.status).toBe(401);
    expect(replay.json.msg).toBe("The passkey's answer could not be verified.");
    // …and that try spent the new challenge too.
    const after = await post('/login/passkey', { pending: next, response: auth.assert({ challenge: 'AAAA' }) });
    expect(after.json.msg).toBe('This passkey request has expired or was already used. Try again.');
  });

  it('refuses an expired challenge', async () => {
    const s = await signedIn('support');
    const { auth } = await addPasskey(post, s.cookie);
    const pending = await pendingOf(s.email);
    const options = await signInOptions(pending);
    shiftClock(5 * 60_000 + 1000);
    const late = await post('/login/passkey', { pending, response: auth.assert(options) });
    expect(late.status).toBe(401);
  });

  it('refuses a signature counter that goes back or stands still, and a count of 0 after counting began', async () => {
    const s = await signedIn('support');
    const { auth } = await addPasskey(post, s.cookie);
    const at = async (counter: number) => {
      const pending = await pendingOf(s.email);
      return post('/login/passkey', { pending, response: auth.assert(await signInOptions(pending), { counter }) });
    };
    expect((await at(5)).status).toBe(200);
    for (const counter of [3, 5, 0]) {
      const r = await at(counter);
      expect({ counter, status: r.status }).toEqual({ counter, status: 401 });
      expect(r.json.msg).toMatch(/counter went back/);
    }
    expect((await at(6)).status).toBe(200);
    const [key] = await rows(
      `select counter::int as counter from staff_passkeys where credential_id = '${auth.credentialId}'`,
    );
    expect(key).toEqual({ counter: 6 });
  });

  it("refuses another staff member's passkey, and an answer for another origin", async () => {
    const a = await signedIn('support');
    const b = await signedIn('support');
    const theirs = await addPasskey(post, a.cookie);
    await addPasskey(post, b.cookie);
    const pending = await pendingOf(b.email);
    const stolen = await post('/login/passkey', {
      pending,
      response: theirs.auth.assert(await signInOptions(pending)),
    });
    expect(stolen.status).toBe(401);
    expect(stolen.json.msg).toBe('This passkey is not registered to this account.');
    const own = await pendingOf(a.email);
    const elsewhere = await post('/login/passkey', {
      pending: own,
      response: theirs.auth.assert(await signInOptions(own), { origin: 'http://evil.example' }),
    });
    expect(elsewhere.status).toBe(401);
  });
});

describe('who may see and remove passkeys', () => {
  it("lets a person remove their own, not another's; an administrator removes anyone's with a reason; one audit row each", async () => {
    const a = await signedIn('support');
    const b = await signedIn('finance');
    const admin = await signedIn('admin');
    const [aRow] = await rows(`select id from staff where email = '${a.email}'`);
    const aId = Number(aRow!.id);
    const one = await addPasskey(post, a.cookie, 'One');
    const two = await addPasskey(post, a.cookie, 'Two');
    // Another person: not found (nothing said about it), and no list of someone else's.
    const byB = await post('/passkeys/remove', { id: one.id, reason: 'not mine' }, b.cookie);
    expect(byB.status).toBe(404);
    expect(byB.json.msg).toBe('There is no such passkey.');
    expect((await t.call('GET', `/api/staff/passkeys?staffId=${aId}`, { headers: { cookie: b.cookie } })).status).toBe(
      403,
    );
    // The owner, without a reason.
    const removes = (await auditOf('staff.passkeyRemove')).length;
    expect((await post('/passkeys/remove', { id: one.id }, a.cookie)).status).toBe(200);
    expect((await post('/passkeys/remove', { id: one.id }, a.cookie)).status).toBe(404);
    // An administrator: sees them, and needs a reason.
    const seen = await t.call('GET', `/api/staff/passkeys?staffId=${aId}`, { headers: { cookie: admin.cookie } });
    expect(seen.json.data.list.map((p: { name: string }) => p.name)).toEqual(['Two']);
    const noReason = await post('/passkeys/remove', { id: two.id }, admin.cookie);
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toBe('Give a reason for this action.');
    expect((await post('/passkeys/remove', { id: two.id, reason: 'lost laptop' }, admin.cookie)).status).toBe(200);
    const audit = await auditOf('staff.passkeyRemove');
    expect(audit.slice(removes)).toEqual([
      expect.objectContaining({ target: `staff:${aId}`, reason: null, before: { passkey: one.id, name: 'One' } }),
      expect.objectContaining({
        target: `staff:${aId}`,
        reason: 'lost laptop',
        before: { passkey: two.id, name: 'Two' },
      }),
    ]);
    expect((await get('/passkeys', a.cookie)).json.data.list).toEqual([]);
    // With none left, the sign-in offers the code only.
    expect(await signInOptions(await pendingOf(a.email))).toBeNull();
  });

  it('lets every role manage their own passkeys through every route of the table', async () => {
    const guarded = Object.entries(staffPasskeyApi.routes).filter(([, r]) => r['x-access'].roles !== 'public');
    expect(guarded.map(([n]) => n).sort()).toEqual(['passkeyOptions', 'passkeyRegister', 'passkeyRemove', 'passkeys']);
    for (const role of STAFF_ROLES) {
      const s = await signedIn(role);
      const { id, res } = await addPasskey(post, s.cookie, role);
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
      expect((await get('/passkeys', s.cookie)).json.data.list).toHaveLength(1);
      expect((await post('/passkeys/remove', { id }, s.cookie)).status).toBe(200);
    }
  });

  it("refuses a merchant's token, no session, and a cross-site post on every guarded route", async () => {
    const merchant = await newMerchant(t);
    const s = await signedIn('admin');
    for (const r of Object.values(staffPasskeyApi.routes)) {
      const spec = r['x-spec'];
      const body = spec.method === 'post' ? { body: {} } : {};
      if (r['x-access'].roles !== 'public') {
        expect(
          (await t.call(spec.method.toUpperCase(), `/api/staff${spec.path}`, { token: merchant, ...body })).status,
        ).toBe(401);
        expect((await t.call(spec.method.toUpperCase(), `/api/staff${spec.path}`, body)).status).toBe(401);
      }
      if (spec.method === 'post') {
        const crossSite = await post(spec.path, {}, s.cookie, { 'sec-fetch-site': 'cross-site' });
        expect(crossSite.status).toBe(403);
      }
    }
    // A merchant's session token is no pending sign-in.
    expect((await post('/login/passkey/options', { pending: merchant })).status).toBe(401);
  });
});
