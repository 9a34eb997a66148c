/**
 * Builds what the browser tests and the build checks run against (see
 * playwright.config.ts): the whole site with a search key and an analytics ID,
 * and the latest version alone without them.
 */
import {spawnSync} from 'node:child_process';
import {ENV, LATEST_VERSION} from '../src/constants';
import {E2E} from '../tests/e2e/config';

function build(outDir: string, env: Record<string, string>): void {
  console.log(`\n▶ docusaurus build --out-dir ${outDir} (${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')})`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

build(E2E.buildDir, {[ENV.searchOnlyApiKey]: E2E.searchOnlyApiKey, [ENV.gtagId]: E2E.gtagId, [ENV.onlyVersions]: ''});
build(E2E.unconfiguredBuildDir, {[ENV.searchOnlyApiKey]: '', [ENV.gtagId]: '', [ENV.onlyVersions]: LATEST_VERSION});
