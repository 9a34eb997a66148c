/**
 * A path with malformed percent-encoding (`/docs/%E0%A4%A`, `/docs/%ff%fe/`)
 * makes the router's `decodeURI` throw as the app starts. The inline head
 * script rewrites such a path before anything else runs: each `%` that does
 * not start a valid escape becomes `%25`, so the path decodes to what was
 * typed, and the page (the not-found page, mostly) opens without an error.
 */

/** Pure: `pathname` with every `%` that does not begin a decodable escape written as `%25`; unchanged if it decodes. */
export function repairPercentEncoding(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    // Escape by escape, so that valid multi-byte sequences stay as they are.
    return pathname.replace(/(?:%[0-9a-f]{2})+|%/gi, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
  }
}

/** Rewrites the address bar's path in place (no reload) when it cannot be decoded. */
export function repairAddress(): void {
  const {pathname, search, hash} = window.location;
  const repaired = repairPercentEncoding(pathname);
  if (repaired !== pathname) {
    window.history.replaceState(window.history.state, '', `${repaired}${search}${hash}`);
  }
}
