/**
 * Loader for Docusaurus's generated `globalData.json`, in the browser's bundle
 * only (see ./index.ts).
 *
 * The docs plugins' global data lists every doc of every version as
 * `{id, path, sidebar}`: the version menu, the banner of an old version and
 * Docusaurus's docs hooks look pages up in it. With 29 API versions that was
 * 4.5 KB gzip of the app's main script, and each version added about 0.1 KB
 * more. Nearly every doc's path follows from its version's path and its id,
 * and nearly every doc is in its version's one sidebar, so the browser's copy
 * writes such a doc as its id alone and rebuilds the same objects as the
 * module runs (`docsOf`); a doc that does not follow the rule is written as it
 * is. The loader checks that what the module rebuilds is exactly the data
 * Docusaurus generated, and fails the build if not.
 */
'use strict';

/**
 * The path a doc of a version has when it follows the site's rule: `<version path>/<id>.html`,
 * and an `index` doc its folder's path.
 * @param {string} versionPath
 * @param {string} id
 * @returns {string}
 */
function docPath(versionPath, id) {
  if (id === 'index') return `${versionPath}/`;
  if (id.endsWith('/index')) return `${versionPath}/${id.slice(0, -'index'.length)}`;
  return `${versionPath}/${id}.html`;
}

/**
 * A version's docs as the browser's copy writes them, rebuilt: an id stands for the doc at its
 * rule's path in `sidebar`.
 * @param {string} versionPath
 * @param {string | undefined} sidebar
 * @param {(string | object)[]} docs
 * @returns {object[]}
 */
function docsOf(versionPath, sidebar, docs) {
  return docs.map((doc) => (typeof doc === 'string' ? {id: doc, path: docPath(versionPath, doc), sidebar} : doc));
}

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A version's docs in the compact form, or undefined when the version is not a docs plugin's.
 * @param {Record<string, any>} version
 * @returns {string | undefined}
 */
function compactDocs(version) {
  if (typeof version.path !== 'string' || !Array.isArray(version.docs)) return undefined;
  const counts = new Map();
  for (const doc of version.docs) counts.set(doc.sidebar, (counts.get(doc.sidebar) ?? 0) + 1);
  const sidebar = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const docs = version.docs.map((doc) => {
    const keys = Object.keys(doc);
    const follows =
      keys.length === 3 &&
      keys.every((key) => ['id', 'path', 'sidebar'].includes(key)) &&
      typeof doc.id === 'string' &&
      doc.path === docPath(version.path, doc.id) &&
      doc.sidebar === sidebar;
    return follows ? doc.id : doc;
  });
  return `docsOf(${JSON.stringify(version.path)}, ${JSON.stringify(sidebar)}, ${JSON.stringify(docs)})`;
}

/**
 * The browser's global-data module: the same data, each docs version's list written compactly.
 * @param {string} source the generated globalData.json
 * @returns {string}
 */
function clientGlobalData(source) {
  const data = JSON.parse(source);
  const code = (value) => {
    if (Array.isArray(value)) return `[${value.map(code).join(',')}]`;
    if (!isObject(value)) return JSON.stringify(value);
    const docs = compactDocs(value);
    const fields = Object.entries(value).map(([key, field]) => `${JSON.stringify(key)}:${key === 'docs' && docs ? docs : code(field)}`);
    return `{${fields.join(',')}}`;
  };
  const body = code(data);
  // The module's own helpers, so that the check below runs the very code the browser runs.
  const helpers = `${docPath.toString()}\n${docsOf.toString()}\n`;
  const module = `${helpers}export default ${body};\n`;
  const rebuilt = new Function(`${helpers}return ${body};`)();
  if (JSON.stringify(rebuilt) !== JSON.stringify(data)) {
    throw new Error(
      'plugins/client-bundle: the compact global data does not rebuild the data Docusaurus generated. ' +
        'Its format has changed: update compactDocs in plugins/client-bundle/global-data-loader.cjs to match it.',
    );
  }
  return module;
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
module.exports = function globalDataLoader(source) {
  return clientGlobalData(source);
};
module.exports.clientGlobalData = clientGlobalData;
