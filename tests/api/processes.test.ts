import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { freePort } from '../support/freePort.ts';
import { type Api, client, newOrder, PASSWORD, register, SECRET, start, stopAll } from '../support/processPair.ts';
import { scratchPostgres } from '../support/testDb.ts';
import { until } from '../support/until.ts';

// Two real API processes on one PostgreSQL database must behave as one system: shared
// sessions and rate limits, and background work (provisioning, expiry) done once.
// PostgreSQL only: vitest.config.ts keeps this file out of the PGlite project.

describe('two API processes on one PostgreSQL', () => {
  it('share sessions and rate limits, and do background work once', async () => {
    const scratch = await scratchPostgres();
    const url = new URL(scratch.url);
    const sql = new pg.Client({ connectionString: url.href });

    const [portA, portB] = [await freePort(), await freePort()];
    const A = client(`http://127.0.0.1:${portA}`);
    const B = client(`http://127.0.0.1:${portB}`);
    const procs: ReturnType<typeof start>[] = [];
    try {
      // 1. Both start at once on an empty database: one migrates and seeds, the other waits.
      procs.push(start(portA, url.href), start(portB, url.href));
      const ready = (api: Api) =>
        until(async () => ((await api('GET', '/api/health/ready')).status === 200 ? true : undefined), 45_000, 'ready');
      await Promise.all([ready(A), ready(B)]);
      await sql.connect();
      const catalogue = await Promise.all(
        [A, B].map(async (api) => {
          const pkgs = await api('GET', '/api/opening-station/package-list?countriesId=2');
          const tpls = await api('GET', '/api/cart/template-list?countriesId=2&pageSize=50');
          expect([pkgs.status, tpls.status]).toEqual([200, 200]);
          return { pkgs: pkgs.data, tpls: tpls.data };
        }),
      );
      expect(catalogue[0]!.pkgs.length).toBeGreaterThan(0);
      expect(catalogue[0]!.tpls.list.length).toBeGreaterThan(0);
      expect(catalogue[1]).toEqual(catalogue[0]);
      // Each migration applied once (the second process waited on the lock, then found them done).
      const applied = await sql.query(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBeGreaterThan(0);
      expect(applied.rows[0].n).toBe(applied.rows[0].d);

      // 2. A session made on A is a session on B.
      const run = randomUUID().slice(0, 4);
      const token = await register(A, `s${run}a`);
      expect((await B('GET', '/api/user/info', undefined, token)).status).toBe(200);
      const login = await A('POST', '/api/login/authorize', { account: `s${run}a`, password: PASSWORD });
      expect(login.status).toBe(200);
      expect((await B('GET', '/api/user/info', undefined, login.data.accessToken)).status).toBe(200);
      // Each process remembers sessions it checked; a log-out on A reaches B's memory by
      // notification, so the token is refused there too, within a second.
      const out = await A('POST', '/api/login/logout', undefined, login.data.accessToken);
      expect(out.status).toBe(200);
      expect((await A('GET', '/api/user/info', undefined, login.data.accessToken)).status).toBe(401);
      await until(
        async () => (await B('GET', '/api/user/info', undefined, login.data.accessToken)).status === 401 || undefined,
        1_000,
        'the revoked session refused on B',
      );

      // 3. One login budget per account across processes: the 4th wrong password is 429 on either.
      await register(B, `r${run}a`);
      const wrong = (api: Api) => api('POST', '/api/login/authorize', { account: `r${run}a`, password: 'wrong-pass1' });
      const attempts = [await wrong(A), await wrong(B), await wrong(A), await wrong(B), await wrong(A)];
      expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 429, 429]);

      // 4. Ten paid orders, each payment event delivered to both processes at once: one site each.
      const orders = await Promise.all(Array.from({ length: 10 }, (_, i) => newOrder(A, `p${run}${i}`)));
      const eventIds: string[] = [];
      await Promise.all(
        orders.map(async ({ token: t, orderId }) => {
          const pay = await A('POST', '/api/pay/unified-ordering', { orderId, method: 'sandbox' }, t, {
            'idempotency-key': randomUUID(),
          });
          expect(pay.status).toBe(200);
          const body = JSON.stringify({
            type: 'payment.succeeded',
            timestamp: new Date().toISOString(),
            data: { paymentId: pay.data.paymentId, amount: pay.data.amount, currency: pay.data.currency },
          });
          const e = signEvent(SECRET, body);
          eventIds.push(e.headers['webhook-id']);
          const sent = await Promise.all(
            [A, B].map((api) => api('POST', '/api/pay/notify/sandbox', e.body, undefined, e.headers)),
          );
          expect(sent.map((r) => r.status)).toEqual([200, 200]);
          // Exactly one of the two copies applied the event.
          expect(sent.map((r) => r.data.duplicate).sort()).toEqual([false, true]);
        }),
      );
      await Promise.all(
        orders.map(({ token: t, orderId }) =>
          until(
            async () => {
              const r = await B('POST', '/api/order/paymentresults', { id: orderId }, t);
              return r.data?.status === 2 && r.data.site?.status === 'live' ? true : undefined;
            },
            30_000,
            `order ${orderId} live`,
          ),
        ),
      );
      for (const { token: t } of orders) {
        const sites = await A('GET', '/api/site', undefined, t);
        expect(sites.data.total).toBe(1);
      }
      const doubled = await sql.query('select order_id, count(*) from sites group by order_id having count(*) > 1');
      expect(doubled.rows).toEqual([]);
      const events = await sql.query(
        'select id, count(*)::int as n from payment_events where id = any($1) group by id',
        [eventIds],
      );
      expect(events.rows).toHaveLength(10);
      expect(events.rows.every((r) => r.n === 1)).toBe(true);

      // 5. Unpaid orders past their expiry: both processes sweep every few seconds, and each
      //    order is moved 0 → 4 by one of them, once (the move is a conditional update).
      const stale = await Promise.all([0, 1, 2].map((i) => newOrder(B, `e${run}${i}`)));
      const staleIds = stale.map((o) => o.orderId).sort((x, y) => x - y);
      await sql.query(`update orders set expires_at = now() - interval '1 second' where id = any($1)`, [staleIds]);
      await until(
        async () => {
          const r = await sql.query('select count(*)::int as n from orders where id = any($1) and status = 4', [
            staleIds,
          ]);
          return r.rows[0].n === staleIds.length ? true : undefined;
        },
        20_000,
        'the expiry sweep',
      );
      const moves = await sql.query(
        'select order_id, from_status, to_status from order_events where order_id = any($1) order by order_id',
        [staleIds],
      );
      expect(moves.rows).toEqual(staleIds.map((id) => ({ order_id: id, from_status: 0, to_status: 4 })));

      // 6. A catalogue change made by any connection reaches both processes' caches within a
      //    second (the version trigger notifies; neither process asks the database per read).
      const LIST = '/api/cart/template-list?countriesId=2&pageSize=5';
      const first = async (api: Api) => (await api('GET', LIST)).data.list[0].id as number;
      const gone = await first(A);
      expect(await first(B)).toBe(gone);
      const seenWithin = async (hidden: boolean) => {
        const t0 = performance.now();
        await Promise.all(
          [A, B].map((api) =>
            until(async () => ((await first(api)) === gone) !== hidden || undefined, 1_000, 'catalogue change'),
          ),
        );
        return performance.now() - t0;
      };
      await sql.query('update templates set active = false where id = $1', [gone]);
      expect(await seenWithin(true)).toBeLessThan(1_000);
      await sql.query('update templates set active = true where id = $1', [gone]);
      expect(await seenWithin(false)).toBeLessThan(1_000);
    } catch (err) {
      const logs = procs.map((s, i) => `process ${'AB'[i]} stderr:\n${s.err()}`).join('\n');
      throw new Error(`${(err as Error).message}\n${logs}`);
    } finally {
      await stopAll(procs);
      await sql.end().catch(() => undefined);
      await scratch.drop();
    }
  }, 90_000);
});
