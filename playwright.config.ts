import { defineConfig, devices } from '@playwright/test';

import { resolveBaseUrl } from './tests/helpers/http';

// The apps are started by scripts/test.ts (built; each on its own clone of a migrated and seeded database): one per
// worker, listed in E2E_BASE_URLS. Workers load this file themselves, after Playwright sets TEST_PARALLEL_INDEX,
// so each worker's pages go to its own instance. `npm run test:e2e` alone needs an app at TEST_BASE_URL.
const baseURL = resolveBaseUrl();
const urls = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
if (!process.env.TEST_BASE_URL && !urls.length && !process.env.TEST_PARALLEL_INDEX) {
  console.log(
    '[playwright] No app to test: set TEST_BASE_URL to a running app on a migrated and seeded database (npm run db:migrate && npm run db:seed), ' +
      'or let the runner start everything: TEST_ONLY=e2e npm test -- [spec file] [-g name]',
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Files are spread over the workers; the tests of one file run in order on that worker's instance.
  fullyParallel: false,
  workers: urls.length || Number(process.env.PLAYWRIGHT_WORKERS || 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : [['list']],
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // A trace records DOM snapshots and a screencast of every action: about a third of the journeys' CPU on a 2-core
    // machine when recorded for every test (as 'retain-on-failure' does). Recorded on a failing test's retry instead
    // (CI retries once); PLAYWRIGHT_TRACE=retain-on-failure records them on a first run too.
    trace: (process.env.PLAYWRIGHT_TRACE as 'on-first-retry' | 'retain-on-failure' | 'on' | 'off' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
