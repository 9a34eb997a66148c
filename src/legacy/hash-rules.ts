/**
 * How a page's anchor picks one of the anchor rules of that page (rules.ts):
 * its own key, or else, as the old site matched `path + hash` by prefix, the
 * longest key the anchor starts with (`#search-documents` → the `search`
 * rule). The longest rather than the first in the old file's order: where the
 * old order let a short key shadow a longer one (`#searching-within-a-radius`
 * went to `#search`), the longer rule is the one that was meant.
 *
 * An anchor the page itself has is never taken by a prefix: the reader asked
 * for that heading. Pure and self-contained: the inline head script of each
 * page runs this same function (plugins/legacy-head-script).
 */
export function matchRuleKey(
  anchor: string,
  keys: readonly string[],
  pageHasAnchor: (anchor: string) => boolean,
): string | undefined {
  if (anchor === '') {
    return undefined;
  }
  if (keys.includes(anchor)) {
    return anchor;
  }
  if (pageHasAnchor(anchor)) {
    return undefined;
  }
  let best: string | undefined;
  for (const key of keys) {
    if (key !== '' && anchor.startsWith(key) && (best === undefined || key.length > best.length)) {
      best = key;
    }
  }
  return best;
}
