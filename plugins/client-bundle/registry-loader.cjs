/**
 * Loader for Docusaurus's generated `registry.js` (see ./index.ts).
 *
 * Each entry of the registry is `[load, moduleName, moduleId]` for one chunk.
 * When a page is rendered at build time, react-loadable reports the module
 * names of the chunks the page used, and Docusaurus looks them up in the
 * client manifest to list the page's scripts in its HTML. The Rspack manifest
 * lists chunks by chunk name, not by module path, so no page found its chunks:
 * every page listed only the app's entry, and the app had to request the
 * page's chunks itself once it ran, one round trip after its own download and
 * inside its longest task. This loader makes each entry's module name its
 * chunk name, which the manifest knows. In the browser the name is never read
 * (react-loadable only reports names while rendering on the server), and the
 * chunk name is shorter than the module path it replaces.
 */
'use strict';

/** One entry as Docusaurus writes it (core/lib/server/codegen/codegenRoutes.js). */
const ENTRY =
  /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)+)"\), "\2", require\.resolveWeak\("\2"\)\]/g;
const ANY_ENTRY = /webpackChunkName: "/g;

/**
 * The registry with chunk names as module names.
 * @param {string} source the generated registry.js
 * @returns {string}
 */
function registryWithChunkNames(source) {
  let rewritten = 0;
  const result = source.replace(ENTRY, (_entry, chunkName, modulePath) => {
    rewritten += 1;
    return `"${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${chunkName}", require.resolveWeak("${modulePath}")]`;
  });
  const entries = (source.match(ANY_ENTRY) ?? []).length;
  if (rewritten !== entries) {
    throw new Error(
      `plugins/client-bundle: recognised ${rewritten} of the ${entries} entries of Docusaurus's generated registry.js. ` +
        `Its format has changed: update ENTRY in plugins/client-bundle/registry-loader.cjs to match it.`,
    );
  }
  return result;
}

module.exports = function registryLoader(source) {
  return registryWithChunkNames(source);
};
module.exports.registryWithChunkNames = registryWithChunkNames;
