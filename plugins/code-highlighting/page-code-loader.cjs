/**
 * Loader for the browser's bundle (production) of every Markdown page, after
 * the MDX compiler: moves the highlighted code of the page's blocks out of the
 * page's script into JSON files of their own, one per language of its sample
 * groups and one for every other block (`data-code-bundle`, set by
 * ./rehype-code-tokens.ts).
 *
 * Why: a page of the API reference offers each sample in up to nine
 * languages, and a reader reads one. Its HTML holds what the server rendered,
 * highlighted: the blocks outside groups and the first tab of each group. The
 * page's script carried every language again. Now the script carries, for each
 * block, where its code is (`data-code-ref`: `<file>#<index>`), and
 * src/page-code.ts:
 * - on the first visit, lets the blocks keep the code the HTML already has;
 * - on a navigation inside the app, fetches the page's code for the blocks
 *   outside groups and for the reader's language before the page renders,
 *   and another language's code when the reader picks it.
 *
 * The files are named by a hash of their content, so they are cached for good
 * and a redeployed site never serves an old page new code.
 *
 * The server's bundle gets the same references with the code kept (option
 * `keepCode`): its HTML names, for each sample group, where each language's
 * code is (src/components/LanguageTabs), and for the page, its code files
 * (the module's export `filesExport`, put in the page's head by
 * src/theme/DocItem), so that the reader's language is shown before the app
 * starts (src/first-paint/samples.ts).
 */
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const {tokenizer} = require('acorn');

const BUNDLE_KEY = /(["'])data-code-bundle\1\s*:\s*/g;
const TOKENS_KEY = /^\s*,\s*(["'])data-code-tokens\1\s*:\s*/;
const PAGE_CODE_MODULE = path.join(__dirname, '../../src/page-code.ts');

/**
 * The string literal that starts at `start`: its value and where it ends, or `null` if none starts there.
 * @param {string} source
 * @param {number} start
 * @returns {{value: string, end: number} | null}
 */
function stringLiteralAt(source, start) {
  const token = tokenizer(source.slice(start), {ecmaVersion: 'latest'}).getToken();
  return token.type.label === 'string' ? {value: token.value, end: start + token.end} : null;
}

/** @param {string} what */
function formatChanged(what) {
  return new Error(
    `plugins/code-highlighting/page-code-loader.cjs: ${what}. The compiled form of a code block has changed: ` +
      'rehype-code-tokens.ts writes data-code-bundle and data-code-tokens, in that order, as string literals.',
  );
}

/**
 * Pure: the page's module with each block's code replaced by its reference
 * (or, with `keepCode`, the reference added beside the code), and the code
 * files to write (name → JSON).
 * @param {string} source the page's compiled module
 * @param {{keepCode?: boolean, filesExport?: string}} [options]
 * @returns {{source: string, files: Map<string, string>}}
 */
function movePageCode(source, {keepCode = false, filesExport} = {}) {
  /** @type {Map<string, string[]>} */
  const bundles = new Map();
  /** @type {{start: number, end: number, bundle: string, index: number}[]} */
  const blocks = [];
  for (const match of source.matchAll(BUNDLE_KEY)) {
    const bundleLiteral = stringLiteralAt(source, match.index + match[0].length);
    const tokensKey = bundleLiteral && TOKENS_KEY.exec(source.slice(bundleLiteral.end));
    if (!bundleLiteral || !tokensKey) {
      throw formatChanged('data-code-bundle is not a string literal followed by data-code-tokens');
    }
    const tokensLiteral = stringLiteralAt(source, bundleLiteral.end + tokensKey[0].length);
    if (!tokensLiteral) {
      throw formatChanged('data-code-tokens is not a string literal');
    }
    const bundle = bundleLiteral.value;
    const list = bundles.get(bundle) ?? [];
    list.push(tokensLiteral.value);
    bundles.set(bundle, list);
    blocks.push({start: match.index, end: tokensLiteral.end, bundle, index: list.length - 1});
  }
  if (blocks.length === 0) {
    return {source, files: new Map()};
  }
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {Record<string, string>} */
  const names = {};
  for (const [bundle, list] of bundles) {
    // Each entry is already JSON (the segments rehype-code-tokens.ts wrote).
    const json = `[${list.join(',')}]`;
    const name = `assets/code/${crypto.createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    files.set(name, json);
    names[bundle] = name;
  }
  // One pass over the source: rewriting it block by block copied the whole page for each block,
  // which grew with the square of a page's size (the API reference's pages have hundreds).
  const parts = [];
  let copied = 0;
  for (const block of blocks) {
    const ref = `"data-code-ref": __pageCode[${JSON.stringify(block.bundle)}] + "#${block.index}"`;
    parts.push(source.slice(copied, block.start), keepCode ? `${ref}, ` : ref);
    copied = keepCode ? block.start : block.end;
  }
  parts.push(source.slice(copied));
  const rewritten = parts.join('');
  const urls = Object.entries(names)
    .map(([bundle, name]) => `${JSON.stringify(bundle)}: __webpack_public_path__ + ${JSON.stringify(name)}`)
    .join(', ');
  const exported = filesExport ? `export const ${filesExport} = __pageCode;\n` : '';
  const header = keepCode
    ? `const __pageCode = {${urls}};\n${exported}`
    : `import {loadPageCode as __loadPageCode} from ${JSON.stringify(PAGE_CODE_MODULE)};\n` +
      `const __pageCode = {${urls}};\n${exported}` +
      // The page renders once the code it shows first is there (at once, on the visit that hydrates it).
      'await __loadPageCode(__pageCode);\n';
  return {source: header + rewritten, files: keepCode ? new Map() : files};
}

/**
 * @this {{emitFile(name: string, content: string): void, getOptions(): {keepCode?: boolean, filesExport?: string}}}
 * @param {string} source
 */
module.exports = function pageCodeLoader(source) {
  const {source: rewritten, files} = movePageCode(source, this.getOptions());
  for (const [name, json] of files) {
    this.emitFile(name, json);
  }
  return rewritten;
};
module.exports.movePageCode = movePageCode;
