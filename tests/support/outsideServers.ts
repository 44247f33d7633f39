// Suites that need a server npm cannot install (nginx, Caddy, PostgreSQL, Redis). Each is found for
// real — its binary on disk, or the URL of a running server in the environment — and runs
// whenever it is there. vitest.config.ts leaves out the files (or the project) of the ones that
// are not, and scripts/test-summary.ts says at the end of `npm test` which did not run and how
// to enable them: a fresh clone passes with Node and npm alone, and says what it left out.
// No node_modules imports: vitest.config.ts and a plain `node` script both load this.
import { accessSync, constants, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { delimiter, join } from 'node:path';

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first executable `name` on PATH or in `extraDirs`; null when there is none. */
export function findExecutable(name: string, extraDirs: string[] = []): string | null {
  const dirs = [...(process.env['PATH'] ?? '').split(delimiter), ...extraDirs].filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find(executable) ?? null;
}

/** nginx: NGINX_BIN when set (then only that file), else Debian's /usr/sbin/nginx or one on PATH. */
export function nginxBinary(): string | null {
  const chosen = process.env['NGINX_BIN'];
  if (chosen) return executable(chosen) ? chosen : null;
  return findExecutable('nginx', ['/usr/sbin']);
}

/** Caddy: CADDY_BIN when set (then only that file), else Debian's /usr/bin/caddy or one on PATH. */
export function caddyBinary(): string | null {
  const chosen = process.env['CADDY_BIN'];
  if (chosen) return executable(chosen) ? chosen : null;
  return findExecutable('caddy', ['/usr/bin']);
}

/** A PostgreSQL server binary: Debian keeps them outside PATH, in /usr/lib/postgresql/<v>/bin. */
export function postgresBinary(name: 'initdb' | 'pg_ctl'): string | null {
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').sort().reverse();
  } catch {}
  return findExecutable(
    name,
    versions.map((v) => `/usr/lib/postgresql/${v}/bin`),
  );
}

export interface OutsideSuite {
  /** What the summary calls it. */
  name: string;
  /** Its test files; empty when it is a whole vitest project (the API suite on PostgreSQL). */
  files: string[];
  /** What it runs against when present (for the summary); null when absent. */
  found: string | null;
  /** Why it cannot run, when it cannot. */
  missing: string;
  /** How to enable it. */
  enable: string;
}

/** A server's URL for the summary, without the user and password it may carry. */
function shown(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return 'set';
  }
}

/**
 * initdb refuses to run as root, so as root the server binaries run as `postgres` through
 * util-linux's runuser, which Debian keeps in /usr/sbin (not on every PATH). Null: not found.
 */
export function serverUserRunner(): string | null {
  return findExecutable('runuser', ['/usr/sbin', '/sbin']);
}

/** Every suite that needs an outside server, as this machine stands. */
export function outsideSuites(env: NodeJS.ProcessEnv = process.env): OutsideSuite[] {
  const initdb = postgresBinary('initdb');
  const pgCtl = postgresBinary('pg_ctl');
  const runner = userInfo().uid !== 0 || serverUserRunner() !== null;
  return [
    {
      name: 'edge-nginx (the generated nginx config against the Node server)',
      files: ['tests/api/edge-nginx.test.ts', 'tests/api/edge-redirects-nginx.test.ts'],
      found: nginxBinary(),
      missing: 'nginx not found (NGINX_BIN, /usr/sbin or PATH)',
      enable: 'install nginx-light + libnginx-mod-http-brotli-static',
    },
    {
      name: 'edge-caddy (own domains: on-demand TLS from Caddy’s internal CA on loopback)',
      files: ['tests/api/edge-caddy.test.ts'],
      found: caddyBinary(),
      missing: 'caddy not found (CADDY_BIN, /usr/bin or PATH)',
      enable: "install Debian's caddy package",
    },
    {
      name: 'faults-postgres (database outages on a PostgreSQL of its own)',
      files: ['tests/api/faults-postgres.test.ts'],
      found: initdb && pgCtl && runner ? `${initdb}, ${pgCtl}` : null,
      missing: runner
        ? 'initdb/pg_ctl not found (PATH or /usr/lib/postgresql/*/bin)'
        : 'running as root, and runuser (to start them as postgres) not found (PATH, /usr/sbin, /sbin)',
      enable: "install Debian's postgresql package",
    },
    {
      name: 'API suite on PostgreSQL (with tests/api/processes.test.ts)',
      files: [],
      found: shown(env['TEST_DATABASE_URL']),
      missing: 'TEST_DATABASE_URL not set',
      enable:
        'set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a server you may create databases on)',
    },
    {
      name: 'Redis rate limits',
      files: ['tests/api/rate-limit-redis.test.ts'],
      found: shown(env['TEST_REDIS_URL']),
      missing: 'TEST_REDIS_URL not set',
      enable: 'set TEST_REDIS_URL=redis://127.0.0.1:6379',
    },
  ];
}

/** The files vitest must leave out on this machine. */
export const filesNotRunnable = (suites = outsideSuites()) => suites.filter((s) => !s.found).flatMap((s) => s.files);
