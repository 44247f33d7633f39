import { pressSandbox } from '../support/sandboxPay.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { apiClient, catalogueChoice, register, startApi } from '../support/apiProcess.ts';
import { caughtBefore, verifyByMail } from '../support/devMail.ts';
import { freePort } from '../support/freePort.ts';
import { seededDataDir } from '../support/testDb.ts';
import { until } from '../support/until.ts';

// A real server process on an embedded database (the fault is the process dying, not the SQL;
// vitest.config.ts keeps this file out of the PostgreSQL project).

function start(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVE_STATIC: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function kill9(p: ChildProcess): Promise<void> {
  await new Promise((r) => {
    p.once('exit', r);
    p.kill('SIGKILL');
  });
}

/** A clean stop: the process finishes its work and releases the embedded database. */
async function stop(p: ChildProcess): Promise<void> {
  await new Promise((r) => {
    p.once('exit', r);
    p.kill('SIGTERM');
  });
}

describe('a process killed between the payment event and provisioning', () => {
  it('provisions the site exactly once after a restart', async () => {
    const dir = await seededDataDir('fault-');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = async (method: string, path: string, body?: unknown, token?: string) => {
      const r = await fetch(base + path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await r.json()) as { code: number; data: any };
    };
    let stderr = '';
    const ready = () =>
      until(async () => ((await fetch(`${base}/api/health/ready`)).ok ? true : undefined), 60_000, 'ready');
    let p: ChildProcess | undefined;
    try {
      // 0. A merchant whose address is proved (paying needs it): its code is mailed by the worker.
      p = start(dir, port);
      p.stderr?.on('data', (d) => (stderr += d));
      await ready();
      const old = await caughtBefore(base, 'f@example.com');
      const token = (
        await api('POST', '/api/login/register', { account: 'faultm1', password: 'secret123', email: 'f@example.com' })
      ).data.accessToken as string;
      await verifyByMail(base, token, 'f@example.com', old);
      await stop(p);

      // 1. No worker: the payment lands, provisioning is queued, nothing runs it.
      p = start(dir, port, { JOBS: 'false' });
      p.stderr?.on('data', (d) => (stderr += d));
      await ready();
      const pkgs = (await api('GET', '/api/opening-station/package-list?countriesId=2')).data;
      const tpl = (await api('GET', '/api/cart/template-list?countriesId=2&pageSize=1')).data.list[0];
      const item = (
        await api(
          'POST',
          '/api/cart/create',
          {
            countriesId: 2,
            packageId: pkgs[0].id,
            templateId: tpl.id,
            siteName: 'Fault Line',
            color1: '#111111',
            color2: '#f5b301',
            color3: '#e63946',
          },
          token,
        )
      ).data;
      const order = (
        await api('POST', '/api/order/create', { id: item.id, account: 'ops1234', password: 'pass1234' }, token)
      ).data;
      const payment = (await api('POST', '/api/pay/unified-ordering', { orderId: order.id, method: 'sandbox' }, token))
        .data;
      // The hosted page's Pay button: the server posts the signed event to itself over HTTP.
      const click = await pressSandbox(base, payment.payUrl);
      expect(click.status).toBe(303);
      const paid = (await api('POST', '/api/order/paymentresults', { id: order.id }, token)).data;
      expect(paid).toMatchObject({ status: 1, siteId: null });

      // 2. kill -9, then restart with the worker: the job survives in the database.
      await kill9(p);
      p = start(dir, port);
      await ready();
      const live = await until(
        async () => {
          const r = (await api('POST', '/api/order/paymentresults', { id: order.id }, token)).data;
          return r.status === 2 && r.site?.status === 'live' ? r : undefined;
        },
        30_000,
        'the site to go live',
      );
      expect(live.site.domain).toContain('/s/fault-line-');
      const page = await fetch(live.site.domain.replace(`localhost:${port}`, `127.0.0.1:${port}`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Fault Line');

      // 3. Once more, killed and restarted: still exactly one site.
      await kill9(p);
      p = start(dir, port);
      await ready();
      const sites = (await api('GET', '/api/site', undefined, token)).data;
      expect(sites.total).toBe(1);
      await stop(p);
    } catch (err) {
      throw new Error(`${(err as Error).message}\nserver stderr:\n${stderr.slice(-2000)}`);
    } finally {
      if (p && p.exitCode === null) p.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 400_000);
});

describe('an embedded database whose process is killed during a stream of writes', () => {
  it('reopens with every acknowledged write and its migrations as shipped', async () => {
    const dir = await seededDataDir('fault-writes-');
    let api = await startApi({ DATA_DIR: dir });
    try {
      await api.ready(120_000);
      const call = apiClient(api.base);
      const choice = await catalogueChoice(call);
      // Acknowledged writes: accounts (a user and a session each) and cart items.
      const accounts = new Map<string, string>();
      const items: { token: string; id: number }[] = [];
      let writing = true;
      const writer = async (w: number) => {
        const token = await register(call, `pgw${w}x`, { verify: false });
        accounts.set(`pgw${w}x`, token);
        for (let i = 0; writing; i++) {
          const a = `pgw${w}n${i}`;
          const item = call('POST', '/api/cart/create', {
            token,
            body: {
              countriesId: 2,
              ...choice,
              siteName: `Write ${w} ${i}`,
              color1: '#111111',
              color2: '#f5b301',
              color3: '#e63946',
            },
          });
          const account = register(call, a, { verify: false });
          const [r, t] = await Promise.allSettled([item, account]);
          if (r.status === 'fulfilled' && r.value.status === 200) items.push({ token, id: r.value.json!.data.id });
          if (t.status === 'fulfilled') accounts.set(a, t.value);
        }
      };
      const writers = [0, 1, 2].map((w) => writer(w).catch(() => undefined));
      await until(async () => (items.length >= 20 ? true : undefined), 60_000, 'acknowledged writes');
      writing = false;
      await api.kill9();
      await Promise.all(writers);

      // The server starts on the directory (recovery, then the migrator finds nothing to do).
      api = await startApi({ DATA_DIR: dir });
      await api.ready(120_000);
      const again = apiClient(api.base);
      for (const [account, token] of accounts) {
        const me = await again('GET', '/api/user/info', { token });
        expect(me.json?.data?.username, `${account}: ${me.status} ${me.text}`).toBe(account);
      }
      const listed = new Set<number>();
      for (const token of new Set(items.map((i) => i.token))) {
        const r = await again('GET', '/api/cart/list', { token });
        for (const it of r.json!.data as { id: number }[]) listed.add(it.id);
      }
      expect(items.filter((i) => !listed.has(i.id))).toEqual([]);
      await api.stop();

      const db = new PGlite(dir);
      try {
        const applied = await db.query<{ hash: string; created_at: string }>(
          'select hash, created_at from drizzle.__drizzle_migrations order by id',
        );
        const shipped = readMigrationFiles({ migrationsFolder: 'src/server/db/migrations' });
        expect(applied.rows.map((r) => [r.hash, Number(r.created_at)])).toEqual(
          shipped.map((m) => [m.hash, m.folderMillis]),
        );
      } finally {
        await db.close();
      }
      console.info(
        `PGlite kill -9: ${accounts.size} accounts and ${items.length} cart items acknowledged, all present`,
      );
    } catch (err) {
      throw new Error(`${(err as Error).message}\nserver log:\n${api.log().slice(-3000)}`, { cause: err });
    } finally {
      await api.kill9();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
