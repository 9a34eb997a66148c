/**
 * Which docs plugin a path belongs to: the one whose base path is the longest
 * that the path starts with, segment by segment, ignoring case (as the router
 * matches it). The docs plugin's own `getActivePlugin` answers the same, but
 * sorts the plugins with `localeCompare` on every call; the first
 * `localeCompare` of a page loads the browser's collation data, 11 ms of the
 * main thread in the middle of hydration, for four plain ASCII paths.
 */

/** Pure: the id of the plugin `pathname` belongs to, given each plugin's base path; undefined outside them all. */
export function activeDocsPluginId(plugins: Readonly<Record<string, {readonly path: string}>>, pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  let active: {id: string; baseLength: number} | undefined;
  for (const [id, plugin] of Object.entries(plugins)) {
    const base = plugin.path.toLowerCase().replace(/\/+$/, '');
    const within = path === base || path.startsWith(`${base}/`);
    if (within && (active === undefined || base.length > active.baseLength)) {
      active = {id, baseLength: base.length};
    }
  }
  return active?.id;
}
