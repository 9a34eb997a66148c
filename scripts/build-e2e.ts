/**
 * Builds what the browser tests and the build checks run against (see
 * playwright.config.ts): the whole site with a search key and an analytics ID,
 * and the latest version alone without them.
 */
import {spawnSync} from 'node:child_process';
import {ENV, LATEST_VERSION} from '../src/constants';
import {E2E} from '../tests/e2e/config';

/** build-e2e/: every version, with the search key and analytics ID the browser tests intercept. */
export const CONFIGURED_BUILD_ENV = {[ENV.searchOnlyApiKey]: E2E.searchOnlyApiKey, [ENV.gtagId]: E2E.gtagId, [ENV.onlyVersions]: ''};
/** build-e2e-unconfigured/: the latest version alone, without search or analytics. */
export const UNCONFIGURED_BUILD_ENV = {[ENV.searchOnlyApiKey]: '', [ENV.gtagId]: '', [ENV.onlyVersions]: LATEST_VERSION};

/** `docusaurus build --out-dir outDir` with `env`; exits with the build's status if it fails. */
export function buildSite(outDir: string, env: Record<string, string>): void {
  console.log(`\n▶ docusaurus build --out-dir ${outDir} (${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')})`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (require.main === module) {
  buildSite(E2E.buildDir, CONFIGURED_BUILD_ENV);
  buildSite(E2E.unconfiguredBuildDir, UNCONFIGURED_BUILD_ENV);
}
