import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { filesNotRunnable } from './tests/support/outsideServers.ts';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
const withPostgres = Boolean(process.env['TEST_DATABASE_URL']);
// Suites whose outside server (nginx, PostgreSQL binaries, Redis) this machine lacks: left out
// here, and named at the end of `npm test` (scripts/test-summary.ts) with how to enable them.
const notRunnable = filesNotRunnable();

/** Unit tests, and the API suite on PGlite — and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Two processes on one database need PostgreSQL: only the api-postgres project runs it.
          exclude: [
            'tests/api/processes.test.ts',
            'tests/api/logout-processes.test.ts',
            'tests/api/test-money-production.test.ts',
            'tests/api/worker-identity.test.ts',
            ...notRunnable,
          ],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['tests/support/databaseImage.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                // Child-process tests are about the process (start-up, kill -9), not the SQL dialect:
                // they run once, on the embedded database (faults-postgres on a PostgreSQL of its own).
                exclude: [
                  'tests/api/process.test.ts',
                  'tests/api/fault.test.ts',
                  'tests/api/faults-postgres.test.ts',
                  'tests/api/edge-nginx.test.ts',
                  'tests/api/edge-redirects-nginx.test.ts',
                  'tests/api/edge-caddy.test.ts',
                  ...notRunnable,
                ],
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['tests/support/databaseImage.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
