/**
 * Installs the npm packages the guide's TypeScript compiles against (about
 * 1.8 GB, tests/samples/harness/guide-npm) into the sample checks' cache, as
 * the guide test would on first use. .ci/run starts it in the background
 * while the type check, the linter and the unit tests run, so that the
 * download overlaps them; the test waits for it under the same lock
 * (fillOnce), or installs them itself if this failed.
 *
 *   npx tsx scripts/code-samples/prefetch-guide-packages.ts
 */
import {folders} from '../../tests/samples/harness';
import {guidePackages} from '../../tests/samples/harness/javascript';

const started = Date.now();
guidePackages(folders('javascript')).then(
  (nodeModules) => console.log(`The guide's npm packages are in ${nodeModules} (${Math.round((Date.now() - started) / 1000)} s).`),
  (error: unknown) => {
    console.error(`Could not install the guide's npm packages; the guide test will try again: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
