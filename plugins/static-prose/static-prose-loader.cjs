/**
 * Loader for every Markdown page's compiled module, in production, after the
 * MDX compiler and the JavaScript loader: takes the page's static prose (the
 * elements ./rehype-static-prose.ts marked) out of the browser's script.
 *
 * - Server bundle: the mark is removed; the server renders the page as before.
 * - Browser bundle: each marked element's children are replaced by
 *   `__staticProse.props(index, _components)` (src/static-prose.ts), which
 *   hands the element its children once the page's prose file has loaded,
 *   and otherwise the HTML it already has (`dangerouslySetInnerHTML`: React
 *   hydrates such an element without looking into it). The children go to the
 *   page's prose file (`assets/prose/<hash>.json`), as JSON: every marked
 *   element holds elements of the page's components, strings and plain props.
 *
 * Why: the page the app starts on has its prose in its HTML; its script
 * carried all of it again (on the API reference's pages, most of a page's
 * script). The page's module fetches its prose file only when the app renders
 * it after a navigation (src/static-prose.ts). A file, not a script chunk: the
 * bundler's runtime would list every chunk's hash on every first visit.
 */
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const acorn = require('acorn');

/** As plugins/static-prose/marker.ts names it (tests/unit/static-prose.test.ts checks that they agree). */
const STATIC_PROSE_ATTRIBUTE = 'data-static-prose';
const RUNTIME_MODULE = path.join(__dirname, '../../src/static-prose.ts');
const JSX_RUNTIME = /^react\/jsx(-dev)?-runtime$/;
const COMPONENTS = '_components';
const CONTENT_FUNCTION = '_createMdxContent';

/** @param {string} what */
function formatChanged(what) {
  return new Error(
    `plugins/static-prose/static-prose-loader.cjs: ${what}. The compiled form of a Markdown page has changed: ` +
      `the MDX compiler writes a marked element as \`_jsx(${COMPONENTS}.p, {"${STATIC_PROSE_ATTRIBUTE}": "", children: …})\`.`,
  );
}

/**
 * @typedef {{type: string, start: number, end: number, [key: string]: any}} AstNode
 * @typedef {{marker: AstNode, children: AstNode | undefined}} Mark
 */

/** @param {AstNode} property */
function keyOf(property) {
  if (property.type !== 'Property' || property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

/**
 * Every node of the tree, parents before children.
 * @param {AstNode} node
 * @param {(node: AstNode) => void} visit
 */
function walk(node, visit) {
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') walk(item, visit);
    } else if (value && typeof value.type === 'string' && key !== 'loc') {
      walk(value, visit);
    }
  }
}

/**
 * @param {string} source
 * @returns {{program: AstNode, marks: Mark[]}}
 */
function findMarks(source) {
  /** @type {AstNode} */
  const program = /** @type {any} */ (acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true}));
  /** @type {Mark[]} */
  const marks = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const marker = node.properties.find((/** @type {AstNode} */ property) => keyOf(property) === STATIC_PROSE_ATTRIBUTE);
    if (marker) {
      marks.push({marker, children: node.properties.find((/** @type {AstNode} */ property) => keyOf(property) === 'children')});
    }
  });
  marks.sort((a, b) => a.marker.start - b.marker.start);
  return {program, marks};
}

/**
 * The source without the ranges given (sorted, not overlapping), each replaced by its text.
 * @param {string} source
 * @param {{start: number, end: number, text: string}[]} edits
 */
function applyEdits(source, edits) {
  const parts = [];
  let copied = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    parts.push(source.slice(copied, edit.start), edit.text);
    copied = edit.end;
  }
  parts.push(source.slice(copied));
  return parts.join('');
}

/**
 * The range of a property together with the comma that follows it, if any, so that removing it leaves a valid object.
 * @param {string} source
 * @param {AstNode} property
 */
function propertyWithComma(source, property) {
  const after = /^\s*,/.exec(source.slice(property.end));
  return {start: property.start, end: after ? property.end + after[0].length : property.end};
}

/**
 * Pure, for the server's bundle: the page's module without the marks.
 * @param {string} source
 */
function removeMarks(source) {
  if (!source.includes(STATIC_PROSE_ATTRIBUTE)) return source;
  const {marks} = findMarks(source);
  return applyEdits(
    source,
    marks.map(({marker}) => ({...propertyWithComma(source, marker), text: ''})),
  );
}

/** An expression of a marked element's children that is not one of the forms the prose file holds. */
class NotProse extends Error {}

/**
 * A prop's value as JSON: strings, numbers, booleans, null, and arrays and objects of them.
 * @param {AstNode} node
 * @returns {unknown}
 */
function valueOf(node) {
  if (node.type === 'Literal' && !(node.value instanceof RegExp) && typeof node.value !== 'bigint') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
    return -node.argument.value;
  }
  if (node.type === 'ArrayExpression') return node.elements.map((/** @type {AstNode | null} */ item) => (item ? valueOf(item) : null));
  if (node.type === 'ObjectExpression') {
    /** @type {Record<string, unknown>} */
    const object = {};
    for (const property of node.properties) {
      const key = keyOf(property);
      if (key === undefined || property.kind !== 'init' || property.method) throw new NotProse(`a computed or spread property`);
      object[key] = valueOf(property.value);
    }
    return object;
  }
  throw new NotProse(`a ${node.type}`);
}

/**
 * Children as the prose file holds them: a string, an element `{t, p?, c?}` (its
 * component's name in the page's components, its props, its children), or an array of them.
 * @param {AstNode} node
 * @param {Set<string>} jsxFunctions the page's names of react/jsx-runtime's jsx and jsxs
 * @returns {unknown}
 */
function childrenOf(node, jsxFunctions) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'ArrayExpression') return node.elements.map((/** @type {AstNode} */ item) => childrenOf(item, jsxFunctions));
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && jsxFunctions.has(node.callee.name) && node.arguments.length === 2) {
    const [type, props] = node.arguments;
    if (type.type !== 'MemberExpression' || type.computed || type.object.type !== 'Identifier' || type.object.name !== COMPONENTS) {
      throw new NotProse('an element that is not one of the page\'s components');
    }
    if (props.type !== 'ObjectExpression') throw new NotProse('props that are not an object');
    /** @type {{t: string, p?: Record<string, unknown>, c?: unknown}} */
    const element = {t: type.property.name};
    for (const property of props.properties) {
      const key = keyOf(property);
      if (key === undefined || property.kind !== 'init' || property.method) throw new NotProse('a computed or spread prop');
      if (key === 'children') {
        element.c = childrenOf(property.value, jsxFunctions);
      } else {
        element.p = {...element.p, [key]: valueOf(property.value)};
      }
    }
    return element;
  }
  throw new NotProse(`a ${node.type}`);
}

/**
 * Pure, for the browser's bundle: the page's module without the children of
 * its marked elements, and the page's prose file (JSON) with them; `null`
 * when no element is marked. A marked element whose children are not all
 * plain elements, strings and JSON props keeps them (only the mark goes).
 * @param {string} source the page's compiled module
 * @param {string} file the page's file, for the errors
 * @returns {{page: string, prose: string | null}}
 */
function splitStaticProse(source, file) {
  if (!source.includes(STATIC_PROSE_ATTRIBUTE)) return {page: source, prose: null};
  const {program, marks} = findMarks(source);
  const jsxFunctions = new Set();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || !JSX_RUNTIME.test(node.source.value)) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportSpecifier' && ['jsx', 'jsxs', 'jsxDEV'].includes(specifier.imported.name)) jsxFunctions.add(specifier.local.name);
    }
  }
  if (jsxFunctions.size === 0) {
    throw formatChanged(`${file} does not import jsx from react/jsx-runtime`);
  }
  const content = program.body.find(
    (/** @type {AstNode} */ node) => node.type === 'FunctionDeclaration' && node.id?.name === CONTENT_FUNCTION,
  );
  if (!content) {
    throw formatChanged(`${file} has no function ${CONTENT_FUNCTION}`);
  }
  const edits = [];
  /** @type {unknown[]} */
  const prose = [];
  for (const {marker, children: property} of marks) {
    let children;
    try {
      if (!property) throw new NotProse('no children');
      children = childrenOf(property.value, jsxFunctions);
    } catch (error) {
      if (!(error instanceof NotProse)) throw error;
      edits.push({...propertyWithComma(source, marker), text: ''});
      continue;
    }
    edits.push({start: marker.start, end: marker.end, text: `...__staticProse.props(${prose.length}, ${COMPONENTS})`});
    edits.push({...propertyWithComma(source, /** @type {AstNode} */ (property)), text: ''});
    prose.push(children);
  }
  if (prose.length === 0) {
    return {page: applyEdits(source, edits), prose: null};
  }
  // The page's content renders again once its prose is there (when the first page's hydration failed).
  edits.push({start: content.body.start + 1, end: content.body.start + 1, text: '\n__staticProse.useProse();'});
  return {page: applyEdits(source, edits), prose: JSON.stringify(prose)};
}

/**
 * @this {{resourcePath: string, emitFile(name: string, content: string): void, getOptions(): {isServer?: boolean}}}
 * @param {string} source
 */
module.exports = function staticProseLoader(source) {
  const {isServer = false} = this.getOptions() ?? {};
  if (isServer) {
    return removeMarks(source);
  }
  const {page, prose} = splitStaticProse(source, path.basename(this.resourcePath));
  if (prose === null) {
    return page;
  }
  // Named by its content: cached for good, and a redeployed site never serves an old page new prose.
  const name = `assets/prose/${crypto.createHash('sha256').update(prose).digest('hex').slice(0, 16)}.json`;
  this.emitFile(name, prose);
  const header =
    `import {createStaticProse as __createStaticProse} from ${JSON.stringify(RUNTIME_MODULE)};\n` +
    `const __staticProse = __createStaticProse(__webpack_public_path__ + ${JSON.stringify(name)});\n` +
    // After a navigation, the page renders once its prose is there; the page the app starts on has it in its HTML.
    'await __staticProse.ready;\n';
  return header + page;
};
module.exports.splitStaticProse = splitStaticProse;
module.exports.removeMarks = removeMarks;
module.exports.STATIC_PROSE_ATTRIBUTE = STATIC_PROSE_ATTRIBUTE;
