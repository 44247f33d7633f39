import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDataDir, pgliteImageFile } from '../support/pgliteImage.ts';
import { ADMIN } from './staffServer.ts';

/**
 * The staff console's server as staffServer.ts starts it (an administrator made by `staff:add`),
 * with the affiliate statements' data written first by affiliateFixture.ts, the server stopped.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startAffiliateServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-affiliates-'));
  await pgliteDataDir(dataDir, await pgliteImageFile());
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  execFileSync(
    process.execPath,
    ['scripts/staff-add.ts', '--email', ADMIN.email, '--name', ADMIN.name, '--role', 'admin'],
    { env: { ...env, STAFF_PASSWORD: ADMIN.password }, stdio: 'pipe' },
  );
  execFileSync(process.execPath, ['tests/e2e/affiliateFixture.ts'], { env, stdio: 'pipe' });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the affiliate test server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the affiliate test server did not start');
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
