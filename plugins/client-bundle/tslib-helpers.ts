/**
 * The tslib helpers that the app's CommonJS packages call (see ./index.ts,
 * TSLIB_CALLERS). They `require("tslib")`, which cannot be tree-shaken, so
 * every first visit carried the whole of tslib (4 KB gzip) for this one
 * helper. Re-exporting it from tslib does not help: the search modal's
 * packages require tslib too, and a module's unused exports are dropped only
 * if no chunk's code uses them, so the one shared tslib module stays whole.
 */

/** tslib's `__importDefault`: a CommonJS module as the default export of an ES module. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
