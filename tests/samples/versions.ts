/** Which versions' samples the sample checks cover. */
import versions from '../../versions.json';
import {GUIDE} from './collect';

/**
 * Every version's samples: each parses, each client call exists in the surface
 * of its release, and each compiles against its client release wherever a
 * registry serves it; `current` is the working copy in docs/, `guide` the
 * guide's pages (whose samples document the latest version).
 */
export const COMPILED_VERSIONS: readonly string[] = [...versions, 'current', GUIDE];

/** Versions whose samples run against the stand-in, each against the OpenAPI description of its own version. */
export const RUN_VERSIONS = ['29.0', '28.0', 'current'] as const;
