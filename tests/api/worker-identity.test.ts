import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, catalogueChoice, checkout, register } from '../support/apiProcess.ts';
import { scratchPostgres } from '../support/testDb.ts';
import { until } from '../support/until.ts';
import { uniqueAccount } from '../support/users.ts';

// PORT=0 (any free port) on one host: every such process had the worker id `<host>:0`, so each
// freed the other's live leases at start-up and jobs ran twice, and the sandbox delivered its
// events to port 0 (issue 25, item 13). PostgreSQL only: two processes on one database.

interface AnyPort {
  port: number;
  workerId: string;
  log: () => string;
  stop: () => Promise<void>;
}

async function startOnAnyPort(url: string): Promise<AnyPort> {
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'info',
      PAY_TEST_MONEY: 'on',
      RATE_LIMIT_REGISTER_IP: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  const line = (msg: string) =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l['msg'] === msg);
  const started = await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API process exited:\n${out.slice(-3000)}`);
      const worker = line('job worker started');
      return worker
        ? { port: line('listening')!['port'] as number, workerId: worker['workerId'] as string }
        : undefined;
    },
    90_000,
    'the process to listen and start its job worker',
  );
  return {
    ...started,
    log: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await gone;
    },
  };
}

describe('processes started with PORT=0 on one host', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  const procs: AnyPort[] = [];
  beforeAll(async () => {
    db = await scratchPostgres();
    // One after the other: the first migrates and seeds; the second finds it done.
    procs.push(await startOnAnyPort(db.url));
    procs.push(await startOnAnyPort(db.url));
  }, 200_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await db?.drop();
  });

  it('each listens on a port of its own and has a worker id of its own', () => {
    const [a, b] = procs;
    expect(a!.port).toBeGreaterThan(0);
    expect(b!.port).toBeGreaterThan(0);
    expect(a!.port).not.toBe(b!.port);
    expect(a!.workerId).not.toBe(b!.workerId);
    expect(a!.workerId).toMatch(new RegExp(`:${a!.port}$`));
  });

  it('delivers the sandbox card’s event to its own port, and the site is provisioned once', async () => {
    const api = apiClient(`http://127.0.0.1:${procs[1]!.port}`);
    const token = await register(api, uniqueAccount('anyport'));
    const done = await checkout(api, token, await catalogueChoice(api), 'Any Port', 'sandbox');
    expect(done.paid).toBe(true);
    const site = await until(
      async () => {
        const r = await api('POST', '/api/order/info', { token, body: { id: done.orderId } });
        return r.json?.data?.status === 2 ? r.json.data : undefined;
      },
      60_000,
      'the order to be fulfilled',
    );
    expect(site.status).toBe(2);
    const sites = await api('GET', '/api/site', { token });
    expect(sites.json!.data.list).toHaveLength(1);
  });
});
