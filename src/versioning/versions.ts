/**
 * Version names of the API reference: `29.0`, `27.1`, `0.25.2`, `0.11`. They are
 * compared part by part as numbers, a missing part counting as 0, so that
 * `0.11` = `0.11.0` < `0.11.2` < `0.25.2` < `26.0`.
 */
const VERSION_PATTERN = /^\d+(\.\d+){1,2}$/;

export function isVersionName(value: string): boolean {
  return VERSION_PATTERN.test(value);
}

function parts(version: string): number[] {
  if (!isVersionName(version)) {
    throw new Error(`"${version}" is not a Typesense version name (expected e.g. 29.0 or 0.25.2).`);
  }
  return version.split('.').map(Number);
}

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) {
      return diff;
    }
  }
  return 0;
}

export function isAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0;
}

/** Newest first, as in `versions.json` and the version dropdown. */
export function sortNewestFirst(versions: readonly string[]): string[] {
  return [...versions].sort((a, b) => compareVersions(b, a));
}

/** The `count` newest versions that are not release candidates, newest first: the latest and those before it. */
export function newestStableVersions(versions: readonly string[], latest: string, count: number): string[] {
  return sortNewestFirst(versions)
    .filter((version) => !isReleaseCandidate(version, latest))
    .slice(0, count);
}

/** The label readers see: `v29.0`. */
export function versionLabel(version: string): string {
  return `v${version}`;
}

/**
 * Whether `version` is a release candidate: cut and published while an older
 * version is still the latest (`LATEST_VERSION`). Its docs live at the path the
 * release will keep; making it the latest promotes it to GA.
 */
export function isReleaseCandidate(version: string, latest: string): boolean {
  return isVersionName(version) && compareVersions(version, latest) > 0;
}

/** The label of a version in the version menu: `v30.2`, or `v31.0 RC` for a release candidate. */
export function releaseLabel(version: string, latest: string): string {
  return isReleaseCandidate(version, latest) ? `${versionLabel(version)} RC` : versionLabel(version);
}
