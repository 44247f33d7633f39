import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { deriveAddress, newTestXpub } from '../../src/server/orders/providers/addresses.ts';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { freePort } from '../support/freePort.ts';
import { assertMoneyInvariants } from '../support/moneyInvariants.ts';
import { scratchPostgres } from '../support/testDb.ts';
import { until } from '../support/until.ts';

// Withdrawals across two real API processes on one PostgreSQL database (issue 29): requests for
// the same balance sent to both at once, and a request on one racing an order paid from the
// balance on the other. The balance row's conditional update holds it: never below zero.
// PostgreSQL only (vitest.config.ts POSTGRES_ONLY).

const USDT_SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const PASSWORD = 'secret123';

function start(port: number, url: string): ChildProcess {
  return spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SERVE_STATIC: 'false',
      JOBS: 'false',
      RATE_LIMIT_REGISTER_IP: '100',
      PAY_USDT_SECRET: USDT_SECRET,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

const client = (base: string) => async (method: string, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const r = await fetch(base + path, init);
  const text = await r.text();
  return { status: r.status, json: JSON.parse(text) as { data: any; msg: string } };
};
type Api = ReturnType<typeof client>;

describe('withdrawals across two processes', () => {
  it('hold one balance once, whichever process each request reaches', async () => {
    const scratch = await scratchPostgres();
    const sql = new pg.Client({ connectionString: scratch.url });
    const [portA, portB] = [await freePort(), await freePort()];
    const A = client(`http://127.0.0.1:${portA}`);
    const B = client(`http://127.0.0.1:${portB}`);
    const procs = [start(portA, scratch.url), start(portB, scratch.url)];
    const one = async (q: string, args: unknown[] = []) => (await sql.query(q, args)).rows[0];
    try {
      const ready = (api: Api) =>
        until(
          async () => ((await api('GET', '/api/health/ready').catch(() => null))?.status === 200 ? true : undefined),
          60_000,
          'ready',
        );
      await Promise.all([ready(A), ready(B)]);
      await sql.connect();

      /** A verified merchant with `amount` USDT on the balance, and a usable address. */
      async function merchant(account: string, amount: string) {
        const email = `${account}@example.com`;
        const reg = await A('POST', '/api/login/register', { account, password: PASSWORD, email });
        expect(reg.status).toBe(200);
        const token = reg.json.data.accessToken as string;
        const code = await one(
          `select data->>'code' as code from mail_messages where kind = 'verify_email' and to_address = $1 order by id desc limit 1`,
          [email],
        );
        expect((await A('POST', '/api/user/verify-email', { pin: code.code }, token)).status).toBe(200);
        if (amount !== '0') {
          const dep = await A('POST', '/api/settlement/deposit', { amount, network: 'TRC20' }, token);
          expect(dep.status).toBe(200);
          const body = JSON.stringify({
            type: 'transfer.confirmed',
            data: {
              network: 'TRC20',
              address: dep.json.data.address,
              txHash: randomBytes(32).toString('hex'),
              amount,
              confirmations: 20,
            },
          });
          const ev = signEvent(USDT_SECRET, body);
          const paid = await fetch(`http://127.0.0.1:${portB}/api/pay/notify/usdt`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...ev.headers },
            body: ev.body,
          });
          expect(paid.status).toBe(200);
        }
        const address = deriveAddress(newTestXpub(Buffer.from(account.padEnd(16, 'x'))), 0, 'TRC20');
        const added = await B(
          'POST',
          '/api/withdrawals/addresses/add',
          { network: 'TRC20', address, label: 'Cold' },
          token,
        );
        const mailed = await one(
          `select data->>'code' as code from mail_messages where kind = 'withdraw_address_code' and to_address = $1 order by id desc limit 1`,
          [email],
        );
        expect(
          (await A('POST', '/api/withdrawals/addresses/confirm', { id: added.json.data.id, code: mailed.code }, token))
            .status,
        ).toBe(200);
        await sql.query(`update withdrawal_addresses set usable_from = now() - interval '1 minute' where id = $1`, [
          added.json.data.id,
        ]);
        const user = await one('select id from users where account = $1', [account]);
        return { token, addressId: added.json.data.id as number, userId: Number(user.id) };
      }
      const balance = async (userId: number) =>
        Number((await one('select balance_minor from balances where user_id = $1', [userId])).balance_minor);

      // 1. Six requests of 60 for a balance of 100, three to each process at once: one holds it.
      const m = await merchant(`wdp${Date.now().toString(36)}a`, '100');
      const ask = (api: Api) =>
        api('POST', '/api/withdrawals/request', { addressId: m.addressId, amount: '60', password: PASSWORD }, m.token);
      const answers = await Promise.all([A, B, A, B, A, B].map(ask));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await balance(m.userId)).toBe(10_000 - 6_100);

      // 2. A request on A racing an order paid from the balance on B: one wins, never below zero.
      const n = await merchant(`wdp${Date.now().toString(36)}b`, '0');
      const pkgs = (await A('GET', '/api/opening-station/package-list?countriesId=2')).json.data;
      const tpl = (await A('GET', '/api/cart/template-list?countriesId=2&pageSize=1')).json.data.list[0];
      const item = await A(
        'POST',
        '/api/cart/create',
        {
          countriesId: 2,
          packageId: pkgs[0].id,
          templateId: tpl.id,
          siteName: `Twin ${Date.now().toString(36)}`,
          color1: '#111111',
          color2: '#f5b301',
          color3: '#e63946',
        },
        n.token,
      );
      const order = await A(
        'POST',
        '/api/order/create',
        { id: item.json.data.id, account: 'ops1234', password: 'pass1234' },
        n.token,
      );
      const price = Math.round(Number(order.json.data.amount) * 100);
      // The balance set to exactly the price (with its ledger line, as a credit would): the payment and the
      // withdrawal (price less the 1.00 fee) each fit alone, not both.
      await sql.query('begin');
      await sql.query(
        `insert into balances (user_id, balance_minor, updated_at) values ($1, $2, now())
         on conflict (user_id) do update set balance_minor = excluded.balance_minor`,
        [n.userId, price],
      );
      await sql.query(
        `insert into ledger (user_id, kind, amount_minor, reason, created_at) values ($1, 'credit', $2, 'test', now())`,
        [n.userId, price],
      );
      await sql.query('commit');
      const [paid, withdrawn] = await Promise.all([
        fetch(`http://127.0.0.1:${portB}/api/pay/unified-ordering`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${n.token}`,
            'idempotency-key': `race-${Date.now()}`,
          },
          body: JSON.stringify({ orderId: order.json.data.id, method: 'balance' }),
        }).then(async (r) => ({ status: r.status, text: await r.text() })),
        A(
          'POST',
          '/api/withdrawals/request',
          { addressId: n.addressId, amount: ((price - 100) / 100).toFixed(2), password: PASSWORD },
          n.token,
        ),
      ]);
      expect([paid.status, withdrawn.status].sort()).toEqual([200, 409]);
      expect(await balance(n.userId)).toBe(0);
      await assertMoneyInvariants(async (q) => (await sql.query(q)).rows, { settled: false });
    } finally {
      for (const p of procs) p.kill('SIGKILL');
      await sql.end().catch(() => undefined);
      await scratch.drop();
    }
  }, 180_000);
});
