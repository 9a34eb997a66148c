/** Which versions' samples the sample checks cover. */
import versions from '../../versions.json';
import {GUIDE} from './collect';
import {OPENAPI_VERSIONS} from '../../code-samples/openapi';
import {isAtLeast} from '../../src/versioning/versions';
import {TEST_SERVER} from '../../src/constants';
import {SELECTION, selectedOf} from './selection';

/**
 * Every version's samples: each parses, each client call exists in the surface
 * of its release, and each compiles against its client release wherever a
 * registry serves it; `current` is the working copy in docs/, `guide` the
 * guide's pages (whose samples document the latest version).
 */
export const COMPILED_VERSIONS: readonly string[] = selectedOf([...versions, 'current', GUIDE], SELECTION.versions);

/**
 * Versions whose samples run against the stand-in, each against the OpenAPI
 * description of its own version (code-samples/openapi.ts): every version from
 * the first that has one, and the working copy.
 */
export const RUN_VERSIONS: readonly string[] = selectedOf([...versions.filter((version) => isAtLeast(version, OPENAPI_VERSIONS[0])), 'current'], SELECTION.versions);

/** `0.24` of `0.24.1`: the release line, whose versions share one API. */
function releaseLine(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/**
 * Versions whose samples run in page order against the real Typesense server
 * that a registry here ships (TEST_SERVER in src/constants.ts, 0.24.1): its
 * own release line, and the line before it, whose requests it still accepts
 * but for what ./real-server-rules.ts lists.
 */
export const REAL_SERVER_VERSIONS: readonly string[] = (() => {
  const lines = [...new Set(versions.map(releaseLine))];
  const own = lines.indexOf(releaseLine(TEST_SERVER.version));
  if (own < 0) {
    throw new Error(`versions.json has no version of the line of the test server, Typesense ${TEST_SERVER.version}.`);
  }
  // versions.json lists the newest first: the line before the server's comes after it.
  const run = new Set(lines.slice(own, own + 2));
  return selectedOf(versions.filter((version) => run.has(releaseLine(version))).reverse(), SELECTION.versions);
})();
