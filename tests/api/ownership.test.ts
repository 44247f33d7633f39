import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.ts';
import { cartItem, notify, pay, sandboxEvent } from '../support/journey.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { type Merchant, newMerchant } from '../support/users.ts';

/**
 * The ownership matrix: whatever merchant A owns, merchant B meets exactly as a missing id —
 * same status, same error code, same message — for reads and writes alike, so ids reveal
 * nothing and B can change nothing of A's. The operations console of one site never takes
 * another site's account.
 */

const MISSING_ID = 2_000_000_000;
const COLORS = { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' };

let t: TestApp;
let a: Merchant;
let b: Merchant;
/** A's resources. */
const own = {
  cartId: 0,
  pendingOrderId: 0,
  paymentId: '',
  liveOrderId: 0,
  siteId: 0,
  siteSlug: '',
  depositId: 0,
  sessionId: 0,
  templateId: 0,
};
let bSlug = '';

const OPS = {
  a: { account: 'opsalpha1', password: 'alphapass1' },
  b: { account: 'opsbeta22', password: 'betapass22' },
};

async function order(m: Merchant, ops: { account: string; password: string }) {
  const item = await cartItem(t, m.token);
  const r = await t.call('POST', '/api/order/create', { token: m.token, body: { id: item.id, ...ops } });
  if (r.status !== 200) throw new Error(`order ${r.status} ${r.text}`);
  return r.json.data as { id: number };
}

/** An order paid through a signed sandbox event and provisioned by the job runner: a live site. */
async function liveSite(m: Merchant, ops: { account: string; password: string }) {
  const o = await order(m, ops);
  const p = (await pay(t, m.token, { orderId: o.id, method: 'sandbox' })).json.data;
  const done = await notify(
    t,
    'sandbox',
    sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }),
  );
  if (done.status !== 200) throw new Error(`notify ${done.status} ${done.text}`);
  await t.jobs.drain();
  const site = (await t.call('GET', '/api/site', { token: m.token })).json.data.list.find(
    (s: { orderId: number }) => s.orderId === o.id,
  );
  if (site?.status !== 'live') throw new Error(`site not live: ${JSON.stringify(site)}`);
  const [row] = rowsOf<{ slug: string }>(await t.db.execute(sql`select slug from sites where id = ${site.id}`));
  return { orderId: o.id, siteId: site.id as number, slug: row!.slug };
}

beforeAll(async () => {
  t = await startTestApp();
  a = await newMerchant(t);
  b = await newMerchant(t);
  // A: a cart item left in the cart, a pending order with a USDT payment, a live site, a top-up.
  const item = await cartItem(t, a.token);
  own.cartId = item.id;
  own.templateId = (await t.call('GET', `/api/cart/detail?id=${item.id}`, { token: a.token })).json.data.template.id;
  own.pendingOrderId = (await order(a, OPS.a)).id;
  const p = await pay(t, a.token, { orderId: own.pendingOrderId, method: 'usdt', network: 'TRC20' });
  if (p.status !== 200) throw new Error(`pay ${p.status} ${p.text}`);
  own.paymentId = p.json.data.paymentId;
  const site = await liveSite(a, OPS.a);
  own.liveOrderId = site.orderId;
  own.siteId = site.siteId;
  own.siteSlug = site.slug;
  const dep = await t.call('POST', '/api/settlement/deposit', {
    token: a.token,
    body: { amount: '50', network: 'TRC20' },
  });
  if (dep.status !== 200) throw new Error(`deposit ${dep.status} ${dep.text}`);
  own.depositId = dep.json.data.depositId;
  own.sessionId = (await t.call('GET', '/api/user/sessions', { token: a.token })).json.data[0].id;
  bSlug = (await liveSite(b, OPS.b)).slug;
});
afterAll(() => t?.close());

/** Every row of every table, except B's own rows (B's session is touched by B's requests) and rate counters. */
async function everythingButB() {
  const tables = rowsOf<{ table_name: string; has_user: boolean }>(
    await t.db.execute(
      sql`select t.table_name,
                 exists(select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'user_id') as has_user
          from information_schema.tables t
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> 'rate_limits'
          order by t.table_name`,
    ),
  );
  const out: Record<string, unknown[]> = {};
  for (const { table_name: name, has_user } of tables) {
    const where = has_user ? ` where user_id is distinct from ${Number(b.id)}` : '';
    out[name] = rowsOf(await t.db.execute(sql.raw(`select * from "${name}"${where} order by 1`)));
  }
  // B's own user row changes (last seen); A's and everyone else's must not.
  out['users'] = (out['users'] ?? []).filter((u) => (u as { id: number }).id !== b.id);
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown[]>;
}

interface Probe {
  name: string;
  /** The request with A's resource, and with a missing one. */
  send: (which: 'owned' | 'missing') => ReturnType<TestApp['call']>;
  /** A, who owns it, is served (proves the id is real, so the matrix cannot pass vacuously). */
  ownerOk?: () => ReturnType<TestApp['call']>;
  /** The route takes the id but answers without it (the same 200 either way) instead of 404. */
  ignoresId?: true;
}

const key = () => ({ 'idempotency-key': randomUUID() });

const probes = (): Probe[] => [
  {
    name: 'GET /api/cart/detail',
    send: (w) => t.call('GET', `/api/cart/detail?id=${w === 'owned' ? own.cartId : MISSING_ID}`, { token: b.token }),
    ownerOk: () => t.call('GET', `/api/cart/detail?id=${own.cartId}`, { token: a.token }),
  },
  {
    name: 'POST /api/cart/template',
    send: (w) =>
      t.call('POST', '/api/cart/template', {
        token: b.token,
        body: { id: w === 'owned' ? own.cartId : MISSING_ID, templateId: own.templateId, ...COLORS },
      }),
  },
  {
    name: 'POST /api/cart/delete',
    send: (w) =>
      t.call('POST', '/api/cart/delete', { token: b.token, body: { id: w === 'owned' ? own.cartId : MISSING_ID } }),
  },
  {
    name: 'POST /api/order/info',
    send: (w) =>
      t.call('POST', '/api/order/info', {
        token: b.token,
        body: { id: w === 'owned' ? own.pendingOrderId : MISSING_ID },
      }),
    ownerOk: () => t.call('POST', '/api/order/info', { token: a.token, body: { id: own.pendingOrderId } }),
  },
  {
    name: 'POST /api/order/info (live order)',
    send: (w) =>
      t.call('POST', '/api/order/info', { token: b.token, body: { id: w === 'owned' ? own.liveOrderId : MISSING_ID } }),
    ownerOk: () => t.call('POST', '/api/order/info', { token: a.token, body: { id: own.liveOrderId } }),
  },
  {
    name: 'POST /api/order/edit (cancel)',
    send: (w) =>
      t.call('POST', '/api/order/edit', {
        token: b.token,
        body: { id: w === 'owned' ? own.pendingOrderId : MISSING_ID, status: 5 },
      }),
  },
  {
    name: 'POST /api/order/paymentresults',
    send: (w) =>
      t.call('POST', '/api/order/paymentresults', {
        token: b.token,
        body: { id: w === 'owned' ? own.pendingOrderId : MISSING_ID },
      }),
    ownerOk: () => t.call('POST', '/api/order/paymentresults', { token: a.token, body: { id: own.pendingOrderId } }),
  },
  {
    name: 'GET /api/pay?orderId',
    send: (w) =>
      t.call('GET', `/api/pay?orderId=${w === 'owned' ? own.pendingOrderId : MISSING_ID}`, { token: b.token }),
    ownerOk: () => t.call('GET', `/api/pay?orderId=${own.pendingOrderId}`, { token: a.token }),
    // `orderId` is accepted (api.md) but the methods do not depend on it: B sees B's own list either way.
    ignoresId: true,
  },
  ...(['sandbox', 'balance', 'usdt'] as const).map(
    (method): Probe => ({
      name: `POST /api/pay/unified-ordering (${method})`,
      send: (w) =>
        t.call('POST', '/api/pay/unified-ordering', {
          token: b.token,
          headers: key(),
          body: {
            orderId: w === 'owned' ? own.pendingOrderId : MISSING_ID,
            method,
            ...(method === 'usdt' ? { network: 'ERC20' } : {}),
          },
        }),
    }),
  ),
  {
    name: 'POST /api/pay/simulate (paymentId)',
    send: (w) =>
      t.call('POST', '/api/pay/simulate', {
        token: b.token,
        body: { paymentId: w === 'owned' ? own.paymentId : `pay_${randomUUID()}` },
      }),
  },
  {
    name: 'POST /api/pay/simulate (depositId)',
    send: (w) =>
      t.call('POST', '/api/pay/simulate', {
        token: b.token,
        body: { depositId: w === 'owned' ? own.depositId : MISSING_ID },
      }),
  },
  {
    name: 'POST /api/site (reset password)',
    send: (w) =>
      t.call('POST', '/api/site', {
        token: b.token,
        body: { id: w === 'owned' ? own.siteId : MISSING_ID, password: 'hijack123' },
      }),
  },
  {
    name: 'POST /api/site/retry',
    send: (w) =>
      t.call('POST', '/api/site/retry', { token: b.token, body: { id: w === 'owned' ? own.siteId : MISSING_ID } }),
  },
  {
    name: 'POST /api/site/console-link',
    send: (w) =>
      t.call('POST', '/api/site/console-link', {
        token: b.token,
        body: { id: w === 'owned' ? own.siteId : MISSING_ID },
      }),
    ownerOk: () => t.call('POST', '/api/site/console-link', { token: a.token, body: { id: own.siteId } }),
  },
  {
    name: 'POST /api/site/launch',
    send: (w) =>
      t.call('POST', '/api/site/launch', {
        token: b.token,
        body: {
          orderId: w === 'owned' ? own.liveOrderId : MISSING_ID,
          siteName: `Hijack ${randomUUID().slice(0, 8)}`,
          account: 'hijack1',
          password: 'hijack123',
        },
      }),
  },
  {
    name: 'POST /api/user/sessions/revoke',
    send: (w) =>
      t.call('POST', '/api/user/sessions/revoke', {
        token: b.token,
        body: { id: w === 'owned' ? own.sessionId : MISSING_ID },
      }),
  },
];

describe('ownership matrix: B meets A’s resources as missing ids', () => {
  it('A is served its own resources (the ids are real)', async () => {
    for (const p of probes()) {
      if (!p.ownerOk) continue;
      const r = await p.ownerOk();
      expect(r.status, p.name).toBe(200);
    }
    expect(own.paymentId).toMatch(/\S/);
    expect(own.depositId).toBeGreaterThan(0);
    expect(own.sessionId).toBeGreaterThan(0);
  });

  it('every read and write of A’s resources by B answers exactly like a missing id, and changes nothing', async () => {
    const before = await everythingButB();
    for (const p of probes()) {
      const owned = await p.send('owned');
      const missing = await p.send('missing');
      if (p.ignoresId) {
        expect(owned.status, p.name).toBe(200);
        expect(owned.json, p.name).toEqual(missing.json);
        continue;
      }
      expect(missing.status, `${p.name} (missing) ${missing.text}`).toBe(404);
      expect(missing.json, p.name).toMatchObject({ code: 1, error: 'not_found', data: null });
      expect(owned.status, `${p.name} (A's) ${owned.text}`).toBe(missing.status);
      expect(owned.json.error, p.name).toBe(missing.json.error);
      expect(owned.json.msg, p.name).toBe(missing.json.msg);
      expect(owned.json.data, p.name).toBeNull();
    }
    expect(await everythingButB()).toEqual(before);
    // A's session still works, and A still sees everything it had.
    const info = await t.call('GET', '/api/user/info', { token: a.token });
    expect(info.status).toBe(200);
    expect((await t.call('GET', `/api/cart/detail?id=${own.cartId}`, { token: a.token })).status).toBe(200);
    const pending = await t.call('POST', '/api/order/info', { token: a.token, body: { id: own.pendingOrderId } });
    expect(pending.json.data.status).toBe(0);
  });

  it('B’s lists never include A’s resources', async () => {
    const lists = await Promise.all([
      t.call('GET', '/api/cart/list', { token: b.token }),
      t.call('GET', '/api/order/list', { token: b.token }),
      t.call('GET', '/api/site', { token: b.token }),
      t.call('GET', '/api/user/sessions', { token: b.token }),
      t.call('GET', '/api/settlement', { token: b.token }),
      t.call('GET', '/api/site/slots', { token: b.token }),
    ]);
    for (const l of lists) expect(l.status).toBe(200);
    const text = lists.map((l) => l.text).join('\n');
    expect(text).not.toContain(own.paymentId);
    expect(text).not.toContain(own.siteSlug);
    const ids = (l: { json: { data: { list?: { id: number }[] } | { id: number }[] } }) =>
      (Array.isArray(l.json.data) ? l.json.data : (l.json.data.list ?? [])).map((x) => x.id);
    expect(ids(lists[0]!)).not.toContain(own.cartId);
    expect(ids(lists[1]!)).not.toContain(own.pendingOrderId);
    expect(ids(lists[1]!)).not.toContain(own.liveOrderId);
    expect(ids(lists[2]!)).not.toContain(own.siteId);
    expect(ids(lists[3]!)).not.toContain(own.sessionId);
    expect(lists[5]!.json.data).toEqual([]);
  });
});

describe('operations console: one site, its own account only', () => {
  const ORIGIN = 'http://localhost';
  const login = (slug: string, fields: { account: string; password: string }) =>
    t.call('POST', `/s/${slug}/console/login`, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
    });
  const opsSessionCount = async () =>
    Number(rowsOf<{ n: string }>(await t.db.execute(sql`select count(*) as n from ops_sessions`))[0]!.n);

  it("refuses B's operations account on A's console (and A's on B's), and takes each site's own", async () => {
    const before = await opsSessionCount();
    for (const [slug, creds] of [
      [own.siteSlug, OPS.b],
      [bSlug, OPS.a],
      // Right account name, the other site's password.
      [own.siteSlug, { account: OPS.a.account, password: OPS.b.password }],
      [bSlug, { account: OPS.b.account, password: OPS.a.password }],
    ] as const) {
      const r = await login(slug, creds);
      expect(r.status, `${slug} ${creds.account}`).toBe(401);
      expect(r.headers.get('set-cookie') ?? '').not.toMatch(/ops_/);
    }
    expect(await opsSessionCount()).toBe(before);
    // Control: each site's own account gets in.
    for (const [slug, creds] of [
      [own.siteSlug, OPS.a],
      [bSlug, OPS.b],
    ] as const) {
      const r = await login(slug, creds);
      expect(r.status, `${slug} ${creds.account}`).toBe(303);
      expect(r.headers.get('set-cookie') ?? '').toMatch(/ops_/);
    }
    expect(await opsSessionCount()).toBe(before + 2);
  });

  it("does not take one site's console session on another, even under the other's cookie name", async () => {
    const r = await login(bSlug, OPS.b);
    const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^ops_\d+=/);
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const onB = await t.call('GET', `/s/${bSlug}/console`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(onB.text).toContain(OPS.b.account);
    // B's token sent as it is, and renamed to A's site cookie: A's console shows its login form.
    for (const forged of [cookie, `ops_${own.siteId}=${value}`]) {
      const onA = await t.call('GET', `/s/${own.siteSlug}/console`, { headers: { cookie: forged } });
      expect(onA.status, forged).toBe(200);
      expect(onA.text, forged).toContain(`action="/s/${own.siteSlug}/console/login"`);
      expect(onA.text, forged).not.toContain(OPS.b.account);
      expect(onA.text, forged).not.toContain(OPS.a.account);
    }
  });
});
