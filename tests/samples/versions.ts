/** Which versions' samples the sample checks cover. */
import versions from '../../versions.json';
import {GUIDE} from './collect';
import {OPENAPI_VERSIONS} from '../../code-samples/openapi';
import {isAtLeast} from '../../src/versioning/versions';

/**
 * Every version's samples: each parses, each client call exists in the surface
 * of its release, and each compiles against its client release wherever a
 * registry serves it; `current` is the working copy in docs/, `guide` the
 * guide's pages (whose samples document the latest version).
 */
export const COMPILED_VERSIONS: readonly string[] = [...versions, 'current', GUIDE];

/**
 * Versions whose samples run against the stand-in, each against the OpenAPI
 * description of its own version (code-samples/openapi.ts): every version from
 * the first that has one, and the working copy.
 */
export const RUN_VERSIONS: readonly string[] = [...versions.filter((version) => isAtLeast(version, OPENAPI_VERSIONS[0])), 'current'];
