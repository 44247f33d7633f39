import { afterAll, describe, expect, it } from 'vitest';
import { NO_SMTP_MESSAGE } from '../../src/server/mail/setup.ts';
import { type ApiProcess, startApi } from '../support/apiProcess.ts';
import { seededDataDir } from '../support/testDb.ts';
import { until } from '../support/until.ts';

// Where mail goes is decided at start, in the real process (src/server/main.ts): production
// without SMTP_URL says so at error level every start and sends nothing; development starts
// the catcher and its /dev/mail page, which production does not have.
const started: ApiProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
});

const lineOf = (api: ApiProcess, pattern: RegExp) =>
  until(
    async () =>
      api
        .log()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string; port?: number; why?: string })
        .find((l) => pattern.test(l.msg)),
    10_000,
    `a log line ${pattern}`,
  );

describe('mail at start', () => {
  it('production without SMTP_URL: an error line at every start, and no /dev/mail', async () => {
    const dataDir = await seededDataDir('mail-prod-');
    for (const run of [1, 2]) {
      // As production on PostgreSQL is (mailCapture); the embedded demo installation captures.
      const api = await startApi({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'false', MAIL_CAPTURE: 'off' });
      started.push(api);
      await api.ready();
      const line = await lineOf(api, /^SMTP_URL is not set/);
      expect(line, `start ${run}`).toMatchObject({ level: 50, msg: NO_SMTP_MESSAGE });
      expect((await fetch(`${api.base}/dev/mail`)).status).toBe(404);
      await api.stop();
    }
  }, 120_000);

  it('development without SMTP_URL: the catcher runs and /dev/mail answers', async () => {
    const dataDir = await seededDataDir('mail-dev-');
    const api = await startApi({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED: 'false', MAIL_CATCHER_PORT: '0' });
    started.push(api);
    await api.ready();
    const line = await lineOf(api, /development catcher/);
    expect(line.level).toBe(40);
    expect(line.port).toBeGreaterThan(0);
    const page = await fetch(`${api.base}/dev/mail`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Caught mail (0)');
  }, 120_000);

  it('production on the embedded database (npm start): the catcher runs, /dev/mail answers this machine only', async () => {
    const dataDir = await seededDataDir('mail-demo-');
    const api = await startApi({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'false', MAIL_CATCHER_PORT: '0' });
    started.push(api);
    await api.ready();
    const line = await lineOf(api, /development catcher/);
    expect(line.why).toMatch(/embedded database/);
    expect((await fetch(`${api.base}/dev/mail`)).status).toBe(200);
  }, 120_000);
});
