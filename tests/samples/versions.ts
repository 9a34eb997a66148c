/** Which versions' samples the sample checks cover. */

/** Versions whose samples offer every language of their era, parse, and compile against their client release; `current` is the working copy in docs/. */
export const COMPILED_VERSIONS = ['28.0', '29.0', 'current'] as const;

/** Versions whose samples run against the stand-in, each against the OpenAPI description of its own version. */
export const RUN_VERSIONS = ['29.0', '28.0', 'current'] as const;
