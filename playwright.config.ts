import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 4399);
const executablePath = await chromiumPath();

/** End-to-end and sweeps: real Chromium against the built site served by the real server. */
export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'sweeps/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromiumArgs } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${port}/api/health/ready`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    // The server builds dist/ first when it is older than its sources (scripts/siteBuild.ts):
    // 1–4 minutes on two cores; otherwise it is up in seconds.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
