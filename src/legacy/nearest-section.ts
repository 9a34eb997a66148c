/**
 * Which section of a page a link's anchor most likely means when the page has
 * no such anchor: links from other sites name sections the pages never had
 * (`cluster-operations.html#metrics` for "Cluster Metrics",
 * `collections.html#list-collections` for "List all collections"). The
 * anchor's words are compared with each section's (its heading's text, or its
 * parameter's name): a word matches exactly, as a plural, as the same stem
 * (`compact`, `compacting`) or as an abbreviation (`db`, `database`).
 *
 * Pure and free of Node APIs: the script that a page opened at an anchor
 * loads before its first paint (src/legacy/head/deep-link.ts) and the
 * app (src/theme/Root.tsx) both run it.
 */

/** A place of the page that an anchor can name: its id, and the words it shows (a heading's text, a parameter's name). */
export type Section = {id: string; text: string};

/** Words that say nothing of a section's subject. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with', 'your']);

/** Anchors longer than this are no section's name: they match nothing (and cost nothing to compare). */
export const MAX_MATCHED_ANCHOR_LENGTH = 200;

/**
 * How much of the anchor's words a section must cover, each word weighed by
 * how well it matches (1 exactly, 0.9 as a plural, 0.8 by its stem, 0.6 as
 * an abbreviation); and one of them must match at least by its stem.
 */
const MIN_COVERAGE = 0.5;
const MIN_BEST_WORD = 0.8;

/** The words of an anchor or a heading: `listCollections`, `list-collections` and `List collections` have the same. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** `short`'s letters appear in `long` in order, starting with its first (`db` in `database`). */
function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short.length * 2 > long.length || short[0] !== long[0]) {
    return false;
  }
  let at = 0;
  for (const letter of long) {
    if (letter === short[at]) {
      at += 1;
    }
  }
  return at >= short.length;
}

/** How well two words match: 1 the same, 0.9 one the other's plural, 0.8 the same stem, 0.6 one abbreviates the other, else 0. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) {
    return 1;
  }
  if (a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`) {
    return 0.9;
  }
  let common = 0;
  while (common < a.length && a[common] === b[common]) {
    common += 1;
  }
  // `compact`/`compacting`, `create`/`creating`: a long shared start, and at most two letters left of the shorter.
  if (common >= 4 && common >= Math.min(a.length, b.length) - 2) {
    return 0.8;
  }
  return abbreviates(a, b) || abbreviates(b, a) ? 0.6 : 0;
}

/** The mean, over `words`, of each one's best match among `others`; and the best single match. */
function coverage(words: readonly string[], others: readonly string[]): {mean: number; best: number} {
  let sum = 0;
  let best = 0;
  for (const word of words) {
    let wordBest = 0;
    for (const other of others) {
      wordBest = Math.max(wordBest, wordSimilarity(word, other));
    }
    sum += wordBest;
    best = Math.max(best, wordBest);
  }
  return {mean: sum / words.length, best};
}

/**
 * The id of the section of `sections` (in page order) that `anchor` (decoded,
 * without its `#`) most likely means, or undefined when none is close enough.
 * A section whose words run together as the anchor's do (`groupBy`,
 * `group_by`) is the one; otherwise the one that covers most of the anchor's
 * words, then most of its own (`#index-a-document` is "Index a single
 * document" rather than "Index documents"), then the first.
 */
export function nearestSection(anchor: string, sections: readonly Section[]): string | undefined {
  if (anchor.length > MAX_MATCHED_ANCHOR_LENGTH) {
    return undefined;
  }
  const anchorWords = wordsOf(anchor);
  const meaningful = anchorWords.filter((word) => !STOP_WORDS.has(word));
  if (meaningful.length === 0) {
    return undefined;
  }
  const joined = anchorWords.join('');
  let bestId: string | undefined;
  let bestScore = 0;
  for (const {id, text} of sections) {
    const sectionWords = wordsOf(text);
    const own = sectionWords.filter((word) => !STOP_WORDS.has(word));
    if (own.length === 0) {
      continue;
    }
    let score = 0;
    if (sectionWords.join('') === joined) {
      score = 2;
    } else {
      const ofAnchor = coverage(meaningful, own);
      if (ofAnchor.mean >= MIN_COVERAGE && ofAnchor.best >= MIN_BEST_WORD) {
        score = 0.9 * ofAnchor.mean + 0.1 * coverage(own, meaningful).mean;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      bestId = id;
    }
  }
  return bestId;
}
