import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiProcess, catalogueChoice, checkout, register, startApi } from '../support/apiProcess.ts';
import { type OwnPostgres, ownPostgres } from '../support/ownPostgres.ts';
import { until } from '../support/until.ts';
import { assertMoneyInvariants } from '../support/moneyInvariants.ts';

// Faults of the database and of the process, on a PostgreSQL server of this file's own
// (stopped and started at will; the machine's shared server is never touched). Runs once:
// vitest.config.ts keeps it out of the api-postgres project.

const OUTAGE_MS = 4_000;
const WORKERS = 6;

let server: OwnPostgres;
beforeAll(async () => {
  server = await ownPostgres();
}, 60_000);
afterAll(async () => {
  await server?.cleanup();
});

/** A new database on the own server, and its URL. */
async function database(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.href;
}

interface Sample {
  at: number;
  path: string;
  status: number;
  error: string | undefined;
  retryAfter: string | null;
}

describe('PostgreSQL stopped under load', () => {
  it('answers 503 with Retry-After, says so on ready, logs once, recovers by itself, loses no order', async () => {
    const url = new URL(await database('outage'));
    let api: ApiProcess | undefined;
    try {
      api = await startApi({ DATABASE_URL: url.href, LOG_LEVEL: 'warn' });
      await api.ready();
      const samples: Sample[] = [];
      const call = apiClient(api.base, (path, a, err) =>
        samples.push({
          at: Date.now(),
          path: path.replace(/[?\d].*$/, ''),
          status: a?.status ?? 0,
          error: a ? a.json?.error : String((err as Error).message),
          retryAfter: a?.headers.get('retry-after') ?? null,
        }),
      );
      const plain = apiClient(api.base);
      const choice = await catalogueChoice(plain);
      const tokens = await Promise.all(Array.from({ length: WORKERS }, (_, i) => register(plain, `load${i}x`)));

      // The load: each worker reads health, the catalogue, its profile and cart, then checks out.
      const created: number[] = [];
      let running = true;
      const worker = async (w: number) => {
        const token = tokens[w]!;
        for (let i = 0; running; i++) {
          const step = async () => {
            await call('GET', '/api/health');
            await call('GET', '/api/opening-station/package-list?countriesId=2');
            await call('GET', '/api/user/info', { token });
            await call('GET', '/api/cart/list', { token });
            const r = await checkout(call, token, choice, `Load ${w} ${i}`, 'sandbox');
            if (r.orderId) created.push(r.orderId);
          };
          await step().catch(() => undefined);
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      await until(async () => (created.length >= WORKERS ? true : undefined), 20_000, 'checkouts before the outage');

      const stopAt = Date.now();
      await server.stop();
      const downAt = Date.now();
      const ready = await until(
        async () => {
          const r = await plain('GET', '/api/health/ready');
          return r.status === 503 ? r : undefined;
        },
        5_000,
        'ready to say 503',
      );
      // The outage itself lasts a fixed time on purpose: the load keeps running into it.
      await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - downAt))));
      expect(api.exited()).toBe(false);
      await server.start();
      const upAt = Date.now();
      await until(
        async () => {
          const [r, u] = await Promise.all([
            plain('GET', '/api/health/ready'),
            plain('GET', '/api/user/info', { token: tokens[0] }),
          ]);
          return r.status === 200 && u.status === 200 ? true : undefined;
        },
        10_000,
        'the API to recover within 10 s',
      );
      const recoveredMs = Date.now() - upAt;
      // A little more load after recovery: nothing may still fail then.
      const settled = Date.now() + 500;
      const after = samples.length;
      await until(async () => (samples.length > after + 100 ? true : undefined), 10_000, 'load after recovery');
      // The end of the outage is logged after a quiet second without a refusal, while the load goes on.
      await until(
        async () => (api?.log().includes('database reachable again') ? true : undefined),
        5_000,
        'the end of the outage in the log',
      );
      running = false;
      await load;
      const loggedUntil = Date.now();

      expect(ready.json).toMatchObject({ code: 1, error: 'unavailable', data: null });
      expect(ready.json?.msg).toMatch(/database cannot be reached/i);
      expect(ready.headers.get('retry-after')).toBe('5');

      const during = samples.filter((s) => s.at >= stopAt && s.at <= upAt + recoveredMs);
      const failed = samples.filter((s) => s.status >= 400 || s.status === 0);
      const byStatus = (list: Sample[]) => Object.groupBy(list, (s) => String(s.status));
      console.info(
        `outage: ${during.length} requests during ${upAt - stopAt} ms down (+${recoveredMs} ms recovery), statuses ${JSON.stringify(
          Object.fromEntries(Object.entries(byStatus(during)).map(([k, v]) => [k, v!.length])),
        )}; ${samples.length} requests in all; recovered ${recoveredMs} ms after the database returned`,
      );
      expect(failed.length).toBeGreaterThan(0);
      // No 500 storm: every failure is the 503 envelope with Retry-After.
      expect(failed.filter((s) => s.status !== 503).map((s) => `${s.status} ${s.path} ${s.error}`)).toEqual([]);
      expect(
        failed
          .filter((s) => !(s.error === 'unavailable' && s.retryAfter === '5'))
          .map((s) => `${s.status} ${s.path} ${s.error} ${s.retryAfter}`),
      ).toEqual([]);
      expect(samples.filter((s) => s.at > settled + recoveredMs && s.status >= 400)).toEqual([]);
      expect(recoveredMs).toBeLessThan(10_000);

      // Every order whose creation was answered with success is there.
      const sql = new pg.Client({ connectionString: url.href });
      await sql.connect();
      const found = await sql.query('select id from orders where id = any($1)', [created]);
      await sql.end();
      expect(found.rows.map((r) => r.id).sort()).toEqual([...new Set(created)].sort());

      // The log: the outage once, with its count; no SQL, parameters, tokens or token hashes.
      // The API process's lines: its job worker, a process of its own, says its own outage once too.
      const all = api
        .log()
        .split('\n')
        .filter((l) => l.startsWith('{'));
      const lines = all.filter((l) => JSON.parse(l).service === 'api');
      expect(all.filter((l) => l.includes('database unreachable')).length).toBeLessThanOrEqual(2);
      const inOutage = lines.filter((l) => {
        const t = Date.parse(JSON.parse(l).time);
        return t >= stopAt && t <= loggedUntil;
      });
      console.info(`log lines from the stop to the end: ${inOutage.length}\n${inOutage.join('\n')}`);
      expect(lines.filter((l) => l.includes('database unreachable'))).toHaveLength(1);
      const back = lines.filter((l) => l.includes('database reachable again'));
      expect(back).toHaveLength(1);
      expect(JSON.parse(back[0]!).refused).toBeGreaterThanOrEqual(failed.length);
      expect(inOutage.length).toBeLessThanOrEqual(6);
      const log = api.log();
      for (const t of tokens) {
        expect(log).not.toContain(t);
        expect(log).not.toContain(createHash('sha256').update(t).digest('hex'));
      }
      expect(log).not.toMatch(/"(params|parameters|query)"|\bselect\b.+\bfrom\b|insert into|\$1/i);
      expect(log).not.toMatch(/unhandled error|"level":50|"level":60/);
    } catch (err) {
      throw new Error(`${(err as Error).message}\nserver log:\n${api?.log().slice(-4000)}`, { cause: err });
    } finally {
      await api?.kill9();
    }
  }, 90_000);
});

describe('kill -9 during checkout, between a payment event and provisioning, and during provisioning', () => {
  it('loses no payment, leaves no order stuck, makes one site per paid order and moves no money unrecorded', async () => {
    const url = await database('killed');
    const sql = new pg.Client({ connectionString: url });
    const procs: ApiProcess[] = [];
    const start = async (jobs: boolean) => {
      const began = Date.now();
      // One process slot restarted each time (the same worker identity): a restart takes back
      // what the killed one held instead of waiting its 30 s leases out.
      const p = await startApi({ DATABASE_URL: url, JOBS: String(jobs), WORKER_ID: 'faults-kill-slot' });
      procs.push(p);
      await p.ready();
      starts.push(Date.now() - began);
      return { p, call: apiClient(p.base) };
    };
    const t0 = Date.now();
    const phases: number[] = [];
    const starts: number[] = [];
    const count = async (q: string) => Number((await sql.query(q)).rows[0].n);
    try {
      let { p, call } = await start(true);
      await sql.connect();
      const choice = await catalogueChoice(call);
      const accounts = Array.from({ length: 4 }, (_, i) => `kill${i}x`);
      const tokens = new Map<string, string>();
      for (const a of accounts) tokens.set(a, await register(call, a));
      // Each merchant tops up its balance with a (test-mode) USDT transfer: a ledger line.
      for (const token of tokens.values()) {
        const d = await call('POST', '/api/settlement/deposit', {
          token,
          body: { amount: '1000000', network: 'TRC20' },
        });
        const s = await call('POST', '/api/pay/simulate', { token, body: { depositId: d.json?.data.depositId } });
        expect(s.status).toBe(200);
      }

      // 1. Checkouts in flight, by balance and by card: kill -9 once three have been paid.
      type Acked = { orderId?: number; paid?: boolean; method: 'balance' | 'sandbox' };
      const acked: Acked[] = [];
      const flows = [...tokens.values()].flatMap((token, m) =>
        [0, 1, 2].map((i) => {
          const done: Acked = { method: (m + i) % 2 ? 'balance' : 'sandbox' };
          acked.push(done);
          return checkout(call, token, choice, `Kill ${m} ${i}`, done.method, done).catch(() => undefined);
        }),
      );
      await until(async () => (acked.filter((a) => a.paid).length >= 3 ? true : undefined), 30_000, 'payments');
      await p.kill9();
      await Promise.all(flows);
      const cut = acked.filter((a) => !a.paid).length;

      phases.push(Date.now() - t0);
      // 2. No worker: card payments land, provisioning is queued, and the process dies again.
      ({ p, call } = await start(false));
      const sitesBefore = await count('select count(*) as n from sites');
      const pending = await sql.query(
        `select o.id, u.account from orders o join users u on u.id = o.user_id where o.status = 0 order by o.id`,
      );
      await Promise.all(
        pending.rows.slice(0, -3).map(async ({ id, account }) => {
          const token = tokens.get(account)!;
          const pay = await call('POST', '/api/pay/unified-ordering', {
            token,
            body: { orderId: id, method: 'sandbox' },
          });
          expect(pay.status).toBe(200);
          expect((await call('POST', pay.json!.data.payUrl, { form: { action: 'pay' } })).status).toBe(303);
        }),
      );
      // However the first kill fell (the worker may have provisioned every order paid before
      // it), one more checkout by card now: a payment that lands while no worker runs.
      const late: Acked = { method: 'sandbox' };
      acked.push(late);
      await checkout(call, [...tokens.values()][0]!, choice, 'Kill queued', 'sandbox', late);
      expect(late.paid).toBe(true);
      const queued = await count('select count(*) as n from orders where status = 1');
      expect(queued).toBeGreaterThan(0);
      expect(await count('select count(*) as n from sites')).toBe(sitesBefore);
      await p.kill9();

      phases.push(Date.now() - t0);
      // 3. A worker again, killed as soon as it has begun: a job claimed or a site row made.
      //    (Claims count too: what is left may be a site the first kill left half-made, whose
      //    row already exists.)
      const progress =
        "select (select count(*) from sites) + (select coalesce(sum(attempts), 0) from jobs where kind like 'provision%') as n";
      let leased = 0;
      let halfMade = 0;
      for (let attempt = 0; attempt < 3 && !leased; attempt++) {
        const before = await count(progress);
        ({ p } = await start(true));
        const deadline = Date.now() + 45_000;
        while ((await count(progress)) === before) {
          if (p.exited()) throw new Error(`the worker exited:\n${p.log()}`);
          if (Date.now() > deadline) throw new Error(`no job begun 45 s after the worker started:\n${p.log()}`);
          // A short poll, not a spin: on two busy cores a query loop without a pause starves
          // the worker it is waiting for.
          await new Promise((r) => setTimeout(r, 5));
        }
        await p.kill9();
        leased = await count('select count(*) as n from jobs where done_at is null and locked_until > now()');
        halfMade = await count(`select count(*) as n from sites where status = 'provisioning'`);
      }
      expect(leased).toBeGreaterThan(0);
      await assertMoneyInvariants(async (q) => (await sql.query(q)).rows, { settled: false });

      phases.push(Date.now() - t0);
      // 4. The dead worker's leases (30 s) run out — moved here rather than waited for — and
      //    two pending orders pass their expiry; a restarted process finishes everything.
      await sql.query(`update jobs set locked_until = now() - interval '1 second' where done_at is null`);
      await sql.query(
        `update orders set expires_at = now() - interval '1 second' where id in (select id from orders where status = 0 order by id limit 2)`,
      );
      ({ p, call } = await start(true));
      await until(
        async () =>
          (await count('select count(*) as n from orders where (status = 0 and expires_at < now()) or status = 1')) ===
          0
            ? true
            : undefined,
        30_000,
        'paid orders provisioned and expired ones swept',
      );
      phases.push(Date.now() - t0);
      const totals = await assertMoneyInvariants(async (q) => (await sql.query(q)).rows, { settled: true });
      // Every answered step holds: its order exists; an answered payment ended in a live site.
      const ids = acked.filter((a) => a.orderId).map((a) => a.orderId!);
      const found = await sql.query('select id, status from orders where id = any($1)', [ids]);
      expect(found.rows).toHaveLength(ids.length);
      const paidIds = acked.filter((a) => a.paid).map((a) => a.orderId);
      expect(found.rows.filter((r) => paidIds.includes(r.id)).every((r) => r.status === 2)).toBe(true);
      console.info(
        `kill -9: ${acked.length} checkouts in flight, ${cut} cut short; ${queued} paid orders queued at the 2nd kill; ` +
          `${leased} jobs leased and ${halfMade} sites half-made at the 3rd; then ${JSON.stringify(totals)}; phases end at ${phases.join(', ')} ms, starts took ${starts.join(', ')} ms`,
      );
      for (const q of procs) expect(q.log()).not.toMatch(/unhandled error|"level":50|"level":60/);
    } catch (err) {
      const logs = procs.map((q, i) => `process ${i}:\n${q.log().slice(-1500)}`).join('\n');
      throw new Error(`${(err as Error).message}\n${logs}`, { cause: err });
    } finally {
      await Promise.all(procs.map((q) => q.kill9()));
      await sql.end().catch(() => undefined);
    }
  }, 150_000);
});
