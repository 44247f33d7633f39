import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDataDir, pgliteImageFile } from '../support/pgliteImage.ts';

/**
 * A server of the merchant's withdrawals browser test. An address is usable 24 hours after its
 * code (WITHDRAW_COOLING_HOURS), which a test cannot wait for and the shared end-to-end server
 * cannot change for one spec: this one starts from the same database image with a cooling-off of
 * `coolingSeconds`, so the test sees the countdown run out as a merchant would.
 */
export interface WithdrawServer {
  base: string;
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

export async function startWithdrawServer(coolingSeconds: number): Promise<WithdrawServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-withdraw-'));
  await pgliteDataDir(dataDir, await pgliteImageFile());
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      WITHDRAW_COOLING_HOURS: String(coolingSeconds / 3600),
    },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the withdrawals test server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the withdrawals test server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
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
