/**
 * The inline script at the top of the head of every page with legacy anchor
 * rules (plugins/legacy-head-script puts it there, with this page's data; the
 * other pages have ./plain-page.ts): the rules that the URL alone decides,
 * applied before the page is painted and without waiting for the app. The
 * targets are the answers of the app's resolver (src/legacy/resolve.ts) for
 * this page's rule keys, worked out at build time from rules.ts, so no rule is
 * written twice. Then, on the page the reader stays on, the deep-link script
 * paints the address's anchor (./load-deep-link.ts).
 */
import {matchRuleKey} from '../hash-rules';
import {MAX_ANCHOR_LENGTH, safeDecodeComponent} from '../anchor-text';
import {repairAddress} from './repair-url';
import {replaceLocation} from './navigate';
import {loadDeepLinkScript} from './load-deep-link';

export type PageHeadData = {
  /** Rule key → the path and anchor it leads to (base URL included). */
  targets?: Record<string, string>;
  /** This page's own ids that a rule key is a prefix of: a prefix never takes them. */
  own?: string[];
};

/** Applies the page's legacy anchor rule to the address, if one matches. */
function followAnchorRule({targets, own = []}: PageHeadData): void {
  const hash = window.location.hash;
  if (!targets || hash.length < 2 || hash.length > MAX_ANCHOR_LENGTH) {
    return;
  }
  const anchor = safeDecodeComponent(hash.slice(1));
  const key = matchRuleKey(anchor, Object.keys(targets), (a) => own.includes(a));
  const target = key === undefined ? undefined : targets[key];
  if (target !== undefined) {
    replaceLocation(target);
  }
}

export function run(data: PageHeadData): void {
  try {
    repairAddress();
    followAnchorRule(data);
  } catch {
    // Whatever the URL holds, the page opens; the app's own resolver runs once it starts.
  }
  try {
    // A rule's target on another page hides this one as the browser leaves it.
    if (document.documentElement.style.visibility !== 'hidden') {
      loadDeepLinkScript();
    }
  } catch {
    // The browser scrolls to the anchor itself once it has parsed the page.
  }
}
