/**
 * The browser test of the version menu on a site with 60 versions
 * (tests/e2e-versions): the generated site's production build
 * (`npm run build:e2e-versions`), served on the first E2E port. Run it apart
 * from `npm run test:e2e`, which serves its builds on the same ports.
 */
import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {E2E} from './tests/e2e/config';

export default defineConfig({
  ...base,
  testDir: './tests/e2e-versions',
  webServer: {
    command: `node scripts/serve.mjs --dir ${E2E.versionsBuildDir} --port ${E2E.port}`,
    url: `${E2E.baseUrl}/docs/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
