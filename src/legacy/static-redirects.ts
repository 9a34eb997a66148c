/**
 * Static redirect files for the legacy rules that depend on the path alone
 * (written by @docusaurus/plugin-client-redirects, which forwards the query
 * and the anchor). Rules that depend on the anchor run in the browser.
 */
import {PATH_RULES, LATEST_ALIAS} from './rules';

/** Versions named x.y.z, whose `/{version}/guide/…` URLs the old site sent to `/guide/…`. */
function hadVersionedGuide(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

/**
 * `createRedirects` for plugin-client-redirects: the old paths that lead to
 * `existingPath` (a route under the base URL, such as `/29.0/api/search.html`).
 */
export function createLegacyRedirects({versions, latest}: {versions: readonly string[]; latest: string}) {
  const movedTo = new Map<string, string[]>();
  for (const [from, to] of Object.entries(PATH_RULES)) {
    const target = to.replace('{latest}', latest);
    movedTo.set(target, [...(movedTo.get(target) ?? []), from]);
  }
  const guideVersions = versions.filter(hadVersionedGuide);

  return (existingPath: string): string[] | undefined => {
    const froms = [...(movedTo.get(existingPath) ?? [])];
    if (existingPath.startsWith(`/${latest}/`)) {
      froms.push(`/${LATEST_ALIAS}${existingPath.slice(latest.length + 1)}`);
    }
    if (existingPath.startsWith('/guide/') && existingPath !== '/guide/') {
      // `/{version}/guide/` itself depends on the anchor (#what-s-new), so it is resolved in the browser.
      froms.push(...guideVersions.map((version) => `/${version}${existingPath}`));
    }
    return froms.length > 0 ? froms : undefined;
  };
}
