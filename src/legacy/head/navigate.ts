/** How the head scripts leave a page for a rule's target, before the page is painted. */

/**
 * Goes to `target` (a path under the site, with its anchor) in place of the
 * current entry. A target on another page hides this one until the browser
 * leaves it, so that the reader never sees the wrong page painted.
 */
export function replaceLocation(target: string): void {
  const {pathname, search, hash} = window.location;
  const hashAt = target.indexOf('#');
  const targetPath = hashAt === -1 ? target : target.slice(0, hashAt);
  const targetHash = hashAt === -1 ? '' : target.slice(hashAt);
  if (targetPath === pathname && targetHash === hash) {
    return;
  }
  if (targetPath !== pathname) {
    document.documentElement.style.visibility = 'hidden';
  }
  window.location.replace(`${targetPath}${search}${targetHash}`);
}
