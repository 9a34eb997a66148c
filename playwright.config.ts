/**
 * Browser tests against production builds served locally (scripts/serve.mjs),
 * in Debian's Chromium: Playwright's own browser downloads are not used.
 *
 * - build-e2e/: the whole site, built with a search key and an analytics ID
 *   (requests to both services are intercepted in the tests);
 * - build-e2e-unconfigured/: the latest version only, built without them.
 * `npm run build:e2e` makes both.
 */
import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {E2E} from './tests/e2e/config';
import {CHROMIUM} from './scripts/chromium';

const chromium = CHROMIUM;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One worker per core, up to four, on CI and off it alike (Playwright's default is half the cores: one on the
  // 2-core machines CI and most maintainers run `npm test` on). The browser tests run alone (scripts/test-suite).
  workers: Math.min(os.availableParallelism(), 4),
  // One retry: on the shared 2-core machines CI runs on, a timing-bound test may fail once in a run of 640 (three
  // whole runs each failed another one, all of which passed alone; one was a real race, since fixed). A test that
  // passes on its retry is listed as "flaky" by name at the end of the output, to be looked into; one that fails
  // twice fails the suite.
  retries: 1,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    baseURL: E2E.baseUrl,
    launchOptions: chromium,
    // Recording a trace of every test costs about a tenth of the browser tests' time, and CI keeps no files: to keep
    // the traces of failures, run `npx playwright test --trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromium}},
    {name: 'phone', use: {...devices['Pixel 7'], launchOptions: chromium}},
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir ${E2E.buildDir} --port ${E2E.port}`,
      url: `${E2E.baseUrl}/docs/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --dir ${E2E.unconfiguredBuildDir} --port ${E2E.unconfiguredPort}`,
      url: `${E2E.unconfiguredBaseUrl}/docs/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
