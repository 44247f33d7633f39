import pg from 'pg';

/** Waits until a server started by the bench answers /api/health/ready (its database is up). */
export async function waitReady(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become ready`);
}

/** The PostgreSQL server the bench may make scratch databases on. */
export const benchAdminUrl = () =>
  process.env['BENCH_DATABASE_URL'] ??
  process.env['TEST_DATABASE_URL'] ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url` (the bench skips its PostgreSQL part if not). */
export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}
