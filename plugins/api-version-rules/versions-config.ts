/**
 * Which API versions a build holds, and the docs-plugin options that follow
 * from it. `versions.json` (Docusaurus native versioning) lists the released
 * versions; `current` is the unreleased working copy in `docs/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {compareVersions, isReleaseCandidate, isVersionName, releaseLabel} from '../../src/versioning/versions';

export const CURRENT_VERSION = 'current';

/** Reads `versions.json`, newest first, and checks that it holds version names only. */
export function readVersionsFile(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, {cause: error});
  }
  return parseVersionsList(parsed, file);
}

export function parseVersionsList(parsed: unknown, source: string): string[] {
  if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'string' || !isVersionName(v))) {
    throw new Error(`${source} must be a JSON array of version names such as "29.0" or "0.25.2".`);
  }
  const versions = parsed as string[];
  const sorted = [...versions].sort((a, b) => compareVersions(b, a));
  if (sorted.join() !== versions.join()) {
    throw new Error(`${source} must list versions newest first, like the version dropdown: ${sorted.join(', ')}.`);
  }
  return versions;
}

/**
 * The versions a writer asked to preview (`DOCS_VERSIONS=29.0,current`), or
 * null for a full build.
 */
export function previewVersions(value: string | undefined, known: readonly string[]): string[] | null {
  if (value === undefined || value.trim() === '') {
    return null;
  }
  const requested = value.split(',').map((v) => v.trim()).filter(Boolean);
  const unknown = requested.filter((v) => v !== CURRENT_VERSION && !known.includes(v));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_VERSIONS names unknown versions: ${unknown.join(', ')}. ` +
        `Use "${CURRENT_VERSION}" for docs/ or versions from versions.json: ${known.join(', ')}.`,
    );
  }
  return requested;
}

export type BuiltVersionsParams = {
  versions: readonly string[];
  latest: string;
  preview: readonly string[] | null;
  isProduction: boolean;
};

/**
 * The versions this build holds, newest first, `current` first when included:
 * a production build leaves the working copy out, a dev server shows it.
 */
export function builtVersions({versions, preview, isProduction}: BuiltVersionsParams): string[] {
  if (preview) {
    return [CURRENT_VERSION, ...versions].filter((v) => preview.includes(v));
  }
  return isProduction ? [...versions] : [CURRENT_VERSION, ...versions];
}

/**
 * Which banner a version's pages carry: none on the latest; on a release
 * candidate (newer than the latest, src/versioning/versions.ts) Docusaurus's
 * `unreleased`, which src/theme/DocVersionBanner words as a release candidate;
 * on older versions `unmaintained`, the old-version banner.
 */
export function versionBanner(version: string, latest: string): 'none' | 'unreleased' | 'unmaintained' {
  if (version === latest) {
    return 'none';
  }
  return isReleaseCandidate(version, latest) ? 'unreleased' : 'unmaintained';
}

/** Docs plugin options for the API reference versions. */
export function docsVersionsOptions(params: BuiltVersionsParams): Partial<DocsOptions> {
  const {versions, latest} = params;
  if (!versions.includes(latest)) {
    throw new Error(
      `The latest version ${latest} (src/constants.ts) is not in versions.json. ` +
        `Cut it first with: npm run docusaurus docs:version ${latest}`,
    );
  }
  const built = builtVersions(params);
  const released = built.filter((v) => v !== CURRENT_VERSION);
  return {
    // Docusaurus wants the last version among the built ones: the newest released one, else the working copy.
    lastVersion: released.includes(latest) ? latest : (released[0] ?? CURRENT_VERSION),
    includeCurrentVersion: built.includes(CURRENT_VERSION),
    onlyIncludeVersions: built,
    versions: {
      ...(built.includes(CURRENT_VERSION) && {
        [CURRENT_VERSION]: {label: 'Next (unreleased)', path: 'next', banner: 'unreleased' as const},
      }),
      ...Object.fromEntries(
        versions.map((v) => [v, {label: releaseLabel(v, latest), path: v, banner: versionBanner(v, latest)}]),
      ),
    },
  };
}
