import { describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function waitFor(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return r;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} not ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function start(dataDir: string, port: number) {
  return spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVE_STATIC: 'false' },
    stdio: 'pipe',
  });
}

const exited = (p: ReturnType<typeof start>) =>
  new Promise<number | null>((resolve) => p.on('exit', (code) => resolve(code)));

// The process itself (only once: it is about start-up, not the SQL dialect).
describe('server process', () => {
  it('creates, migrates and seeds a fresh data dir, restarts on it, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proc-'));
    const port = await freePort();
    for (let round = 0; round < 2; round++) {
      const p = start(dir, port);
      const done = exited(p);
      const r = await waitFor(`http://localhost:${port}/api/opening-station/countries-list`, 30_000);
      const body = (await r.json()) as { data: unknown[] };
      expect(body.data.length).toBeGreaterThanOrEqual(12);
      p.kill('SIGTERM');
      expect(await done).toBe(0);
    }
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('refuses to start on bad configuration with a clear message', async () => {
    const p = spawn(process.execPath, ['src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: 'pipe',
    });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    expect(await exited(p)).toBe(2);
    expect(err).toContain('PORT');
  }, 30_000);
});
