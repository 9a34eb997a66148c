/**
 * Every page of the latest version and of the unversioned sections also exists
 * as Markdown next to its HTML: `/docs/29.0/api/collections.html` →
 * `/docs/29.0/api/collections.md`, `/docs/guide/` → `/docs/guide/index.md`.
 */
export function markdownTwinPath(permalink: string): string {
  if (permalink.endsWith('/')) {
    return `${permalink}index.md`;
  }
  return permalink.endsWith('.html') ? `${permalink.slice(0, -'.html'.length)}.md` : `${permalink}.md`;
}
