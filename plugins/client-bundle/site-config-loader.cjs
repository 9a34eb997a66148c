/**
 * Loader for Docusaurus's generated `docusaurus.config.mjs`, in the browser's
 * bundle only (see ./index.ts).
 *
 * Docusaurus hands the app the whole site config, so the app's main script,
 * which every first visit downloads, carried the HTML template, every
 * plugin's and preset's options, the client module paths and the head tags:
 * about 2 KB gzip that only the build reads. This loader takes those keys out
 * of the browser's copy. Nothing in the browser reads them (Docusaurus core,
 * the themes, the search theme and our components read the title, URLs,
 * `themeConfig`, `customFields` and the like, which stay, and of `future`
 * only the router); the server bundle, which renders the pages, keeps the
 * whole config.
 */
'use strict';

/** Site-config keys that only the build reads (Docusaurus 3's DocusaurusConfig). */
const BUILD_ONLY_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  // The Markdown options and hooks: the MDX compiler's.
  'markdown',
];

/**
 * The keys of `future` that the browser reads: Docusaurus core's client picks its router by it (clientEntry, Link,
 * useBaseUrl). The other flags (v4, faster, VCS) choose how the site is built.
 */
const CLIENT_FUTURE_KEYS = ['experimental_router'];

/** The module as Docusaurus writes it (core/lib/server/codegen/codegen.js, genSiteConfig). */
const MODULE = /^(\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});\s*$/;

/**
 * The generated site-config module without the keys only the build reads.
 * @param {string} source the generated docusaurus.config.mjs
 * @returns {string}
 */
function clientSiteConfig(source) {
  const match = MODULE.exec(source);
  let config;
  try {
    config = match ? JSON.parse(match[2]) : undefined;
  } catch {
    config = undefined;
  }
  if (config === undefined || typeof config.baseUrl !== 'string') {
    throw new Error(
      "plugins/client-bundle: Docusaurus's generated docusaurus.config.mjs is not `export default {…JSON…};` with a baseUrl. " +
        'Its format has changed: update MODULE in plugins/client-bundle/site-config-loader.cjs to match it.',
    );
  }
  for (const key of BUILD_ONLY_KEYS) {
    delete config[key];
  }
  if (config.future) {
    config.future = Object.fromEntries(CLIENT_FUTURE_KEYS.filter((key) => key in config.future).map((key) => [key, config.future[key]]));
  }
  return `${match[1] ?? ''}export default ${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigLoader(source) {
  return clientSiteConfig(source);
};
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.BUILD_ONLY_KEYS = BUILD_ONLY_KEYS;
