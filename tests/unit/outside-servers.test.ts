// Which outside-server suites run: found on disk or in the environment, never assumed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesNotRunnable, findExecutable, nginxBinary, outsideSuites } from '../support/outsideServers.ts';

afterEach(() => vi.unstubAllEnvs());

describe('outside servers', () => {
  it('finds an executable only where one is', () => {
    const dir = process.execPath.slice(0, process.execPath.lastIndexOf('/'));
    const name = process.execPath.slice(dir.length + 1);
    vi.stubEnv('PATH', '');
    expect(findExecutable(name, [dir])).toBe(process.execPath);
    expect(findExecutable('no-such-binary-here', ['/nonexistent'])).toBeNull();
  });

  it('takes NGINX_BIN as the one nginx when set, and leaves edge-nginx out when that file is missing', () => {
    vi.stubEnv('NGINX_BIN', process.execPath);
    expect(nginxBinary()).toBe(process.execPath);
    vi.stubEnv('NGINX_BIN', '/nonexistent/nginx');
    expect(nginxBinary()).toBeNull();
    expect(filesNotRunnable()).toContain('tests/api/edge-nginx.test.ts');
  });

  it('runs the PostgreSQL and Redis suites only with their URLs, and shows no credentials', () => {
    const without = outsideSuites({});
    expect(without.filter((s) => !s.found).map((s) => s.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/PostgreSQL \(/), expect.stringMatching(/Redis/)]),
    );
    expect(filesNotRunnable(without)).toContain('tests/api/rate-limit-redis.test.ts');
    const withUrls = outsideSuites({
      TEST_DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:5432/postgres',
      TEST_REDIS_URL: 'redis://:secret@127.0.0.1:6379',
    });
    expect(filesNotRunnable(withUrls)).not.toContain('tests/api/rate-limit-redis.test.ts');
    expect(withUrls.map((s) => s.found ?? '').join(' ')).not.toMatch(/pw|secret/);
  });
});
