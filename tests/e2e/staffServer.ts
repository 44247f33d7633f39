import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { pgliteDataDir, pgliteImageFile } from '../support/pgliteImage.ts';

/**
 * A server of the staff console's own for its browser tests. The first administrator of an
 * installation is made on the command line (`npm run staff:add`) while the server is stopped, so
 * the shared end-to-end server cannot have one: this one starts from the same database image with
 * an administrator added by that command, and a known USDT webhook secret so a test can post money
 * that is held for review.
 */
export const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', password: 'admin-password-e2e' };

export interface StaffServer {
  base: string;
  usdtSecret: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startStaffServer(): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-staff-'));
  await pgliteDataDir(dataDir, await pgliteImageFile());
  const usdtSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PAY_USDT_SECRET: usdtSecret };
  execFileSync(
    process.execPath,
    ['scripts/staff-add.ts', '--email', ADMIN.email, '--name', ADMIN.name, '--role', 'admin'],
    { env: { ...env, STAFF_PASSWORD: ADMIN.password }, stdio: 'pipe' },
  );
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the staff test server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the staff test server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    usdtSecret,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The code an authenticator app shows now for `secret` (base32, as the enrolment shows it). */
export const totpNow = (secret: string) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
  }).generate();

/** A USDT transfer to an address nobody was given, as the chain watcher posts it: held for review. */
export async function heldTransfer(server: StaffServer, amount: string): Promise<string> {
  const body = JSON.stringify({
    type: 'transfer.confirmed',
    timestamp: new Date().toISOString(),
    data: {
      network: 'TRC20',
      address: `T${'x'.repeat(33)}`,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      amount,
      confirmations: 20,
    },
  });
  const e = signEvent(server.usdtSecret, body);
  const res = await fetch(`${server.base}/api/pay/notify/usdt`, {
    method: 'POST',
    headers: { ...e.headers, 'content-type': 'application/json' },
    body: e.body,
  });
  if (!res.ok) throw new Error(`notify: ${res.status} ${await res.text()}`);
  return e.headers['webhook-id']!;
}
