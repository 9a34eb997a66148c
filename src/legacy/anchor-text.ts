/**
 * An anchor as the address writes it: decoded without throwing, and the
 * length past which it is no link of ours. Small, for the app's first script;
 * the forms an anchor may take (./slug.ts) load only when one is missing.
 */

/** Anchors longer than this are no link of ours: they are neither matched by a rule nor looked for. */
export const MAX_ANCHOR_LENGTH = 512;

/** `decodeURIComponent` that answers malformed percent-encoding with the input instead of a URIError. */
export function safeDecodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
