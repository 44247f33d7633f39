import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDataDir, pgliteImageFile } from '../support/pgliteImage.ts';

/** A browser test's server of its own: its base address and how to stop it (its data goes too). */
export interface OwnServer {
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

/**
 * The end-to-end server (scripts/e2e-server.ts) on a free port and a copy of the shared database
 * image, for a spec that needs what the shared server cannot give it (an administrator made on
 * the command line, data written with the server stopped, another setting). `prepare` runs with
 * the server's environment before it starts; resolves once it is ready.
 */
export async function startOwnServer(o: {
  name: string;
  env?: Record<string, string>;
  prepare?: (env: NodeJS.ProcessEnv) => void;
}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${o.name}-`));
  await pgliteDataDir(dataDir, await pgliteImageFile());
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...o.env };
  o.prepare?.(env);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${o.name} test server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the ${o.name} test server did not start`);
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
