/**
 * How the old site (VuePress 1) turned a heading into its anchor, and the
 * forms an inbound link's anchor may take that still mean a heading here.
 *
 * Pure, and free of Node APIs: the build (plugins/old-anchors) and the
 * browser (anchor fallbacks in src/legacy/anchor-fallback.ts) both use it.
 */
import {safeDecodeComponent} from './anchor-text';

// The old slugger's rules: control characters are dropped, runs of
// whitespace and ASCII punctuation (and typographic quotes and dashes) become one hyphen.
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’–—<>,.?/]+/g;
const COMBINING = /[\u0300-\u036f]/g;

/** The anchor the old site gave a heading with this text (`What's new` → `what-s-new`, `1. Setup` → `_1-setup`). */
export function oldSiteSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .split('')
    .filter((char) => char.charCodeAt(0) > 0x1f)
    .join('')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** Pictographs (emoji), their modifiers and joiners, which some anchors carry and some links leave out. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu;

/**
 * The forms of an anchor to try, in order, when no element has it as its id:
 * the anchor decoded, in lower case, slugged as the old site did, and without
 * emoji. Never throws, whatever the input.
 */
export function anchorVariants(rawAnchor: string): string[] {
  const decoded = safeDecodeComponent(rawAnchor);
  const forms = [decoded, decoded.toLowerCase(), oldSiteSlug(decoded)];
  const withoutPictographs = oldSiteSlug(decoded.replace(PICTOGRAPHS, ''));
  forms.push(withoutPictographs);
  // An anchor written without its emoji finds a heading that has one (`#start` → `#🎬-start`) through the ids, see findAnchor.
  return [...new Set(forms.filter((form) => form !== ''))];
}

/**
 * The id among `ids` that `rawAnchor` means: itself, one of its variants, or an
 * id that equals a variant once its own emoji are left out. Undefined when none.
 */
export function findAnchor(rawAnchor: string, ids: readonly string[]): string | undefined {
  const exact = new Set(ids);
  const variants = anchorVariants(rawAnchor);
  const direct = variants.find((variant) => exact.has(variant));
  if (direct !== undefined) {
    return direct;
  }
  const byPlainForm = new Map<string, string>();
  for (const id of ids) {
    const plain = oldSiteSlug(id.replace(PICTOGRAPHS, ''));
    if (plain !== '' && !byPlainForm.has(plain)) {
      byPlainForm.set(plain, id);
    }
  }
  for (const variant of variants) {
    const match = byPlainForm.get(oldSiteSlug(variant.replace(PICTOGRAPHS, '')));
    if (match !== undefined) {
      return match;
    }
  }
  return undefined;
}

/**
 * The old site's anchors of a page's headings in order: a repeated heading's
 * second anchor is `<slug>-2`, its third `<slug>-3`.
 */
export function oldSiteSlugs(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const slug = oldSiteSlug(text);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
}
