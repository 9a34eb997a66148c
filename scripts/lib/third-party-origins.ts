/**
 * The other hosts a built page loads from as it opens (analytics, a font
 * host), read from its HTML. `npm run audit` looks each one up: on a machine
 * without the internet, such as CI's, a host that does not resolve fails its
 * request, and Lighthouse would count the failure as the page's own console
 * error. Pure: no network, no files.
 */

/** Tags whose URL a browser fetches while opening the page. */
const FETCHED_URL = /<(?:script\b[^>]*?\ssrc|link\b[^>]*?\shref|img\b[^>]*?\ssrc|iframe\b[^>]*?\ssrc)=["']?(https?:\/\/[^"'\s>]+)/gi;

/** The origins other than `siteOrigin` that the pages' HTML fetches from, each once, in order of first use. */
export function thirdPartyOrigins(pagesHtml: readonly string[], siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const html of pagesHtml) {
    for (const match of html.matchAll(FETCHED_URL)) {
      let origin: string;
      try {
        origin = new URL(match[1]!.replace(/&amp;/g, '&')).origin;
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
