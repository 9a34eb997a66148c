/**
 * The other hosts a built page loads from as it opens (analytics, a font
 * host), read from its HTML. `npm run audit` looks each one up: on a machine
 * without the internet, such as CI's, a host that does not resolve fails its
 * request, and Lighthouse would count the failure as the page's own console
 * error. Pure: no network, no files.
 */

/** Tags that name an absolute URL, with the attribute that holds it. */
const TAG_WITH_URL = /<(script|link|img|iframe)\b([^>]*?)\s(?:src|href)=["']?(https?:\/\/[^"'\s>]+)([^>]*)>/gi;
/** The kinds of `<link>` a browser fetches (or connects to) as the page opens; not `canonical` or `alternate`, which only name a URL. */
const FETCHED_LINK = /\brel=["']?(?:stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|shortcut icon|apple-touch-icon|manifest)\b/i;

/** The origins other than `siteOrigin` that the pages' HTML fetches from, each once, in order of first use. */
export function thirdPartyOrigins(pagesHtml: readonly string[], siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const html of pagesHtml) {
    for (const [, tag, before, url, after] of html.matchAll(TAG_WITH_URL)) {
      if (tag!.toLowerCase() === 'link' && !FETCHED_LINK.test(`${before} ${after}`)) {
        continue;
      }
      let origin: string;
      try {
        origin = new URL(url!.replace(/&amp;/g, '&')).origin;
      } catch {
        continue;
      }
      if (origin !== siteOrigin) origins.add(origin);
    }
  }
  return [...origins];
}

/** Lighthouse's `--blocked-url-patterns` for `origins`: their requests are then blocked as an extension would block them, which Lighthouse does not count as console errors. */
export function blockedUrlPatterns(origins: readonly string[]): string[] {
  return origins.map((origin) => `--blocked-url-patterns=${origin}/*`);
}
