import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort.ts';
import { postgresBinary, serverUserRunner } from './outsideServers.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary directory on its own port, that the
 * test may stop, start and restart: fault tests must never touch the machine's shared server.
 */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  port: number;
  dir: string;
  /** `pg_ctl stop -m fast`: sessions are cut at once, as in a crash of the connection. */
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server (immediate) and removes its directory. */
  cleanup(): Promise<void>;
}

/** Debian keeps the server binaries outside PATH (outsideServers.ts looks there too). Fails loudly when absent. */
function binary(name: 'initdb' | 'pg_ctl'): string {
  const file = postgresBinary(name);
  if (file) return file;
  throw new Error(
    `${name} not found (PATH or /usr/lib/postgresql/*/bin): the fault tests start a PostgreSQL of their own — install Debian's postgresql package`,
  );
}

/** initdb refuses to run as root: run the server binaries as the `postgres` user then. */
function asServerUser(file: string, args: string[]): [string, string[]] {
  if (userInfo().uid !== 0) return [file, args];
  return [serverUserRunner() ?? 'runuser', ['-u', 'postgres', '--', file, ...args]];
}

async function exec(file: string, args: string[]): Promise<string> {
  const [cmd, argv] = asServerUser(file, args);
  try {
    const { stdout, stderr } = await run(cmd, argv, { timeout: 60_000 });
    return stdout + stderr;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${argv.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

export async function ownPostgres(opts: { port?: number } = {}): Promise<OwnPostgres> {
  const initdb = binary('initdb');
  const pgCtl = binary('pg_ctl');
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'ownpg-'));
  const data = join(dir, 'data');
  if (userInfo().uid === 0) {
    const { uid, gid } = await serverUserIds();
    chownSync(dir, uid, gid);
  }
  await exec(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Its own socket directory and port: nothing shared with the machine's server in /var/run.
  // (Appending keeps the file's owner, the server user.)
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      '',
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      // The tests stop and kill processes, never the machine: a commit is still written to the
      // WAL before it is acknowledged, only not forced to disk.
      'fsync = off',
      '',
    ].join('\n'),
  );
  const log = join(dir, 'server.log');
  const start = async () => {
    await exec(pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '30']);
  };
  const stop = async (mode = 'fast') => {
    await exec(pgCtl, ['stop', '-D', data, '-m', mode, '-w', '-t', '30']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop: () => stop(),
    start,
    restart: async () => {
      await stop();
      await start();
    },
    cleanup: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function serverUserIds(): Promise<{ uid: number; gid: number }> {
  const { stdout: u } = await run('id', ['-u', 'postgres']);
  const { stdout: g } = await run('id', ['-g', 'postgres']);
  return { uid: Number(u.trim()), gid: Number(g.trim()) };
}
