/**
 * Code is highlighted when the site is built (./rehype-code-tokens.ts, a rehype
 * plugin of every docs and pages instance), so readers' browsers need no Prism.
 * The classic theme still imports Prism in a client module of its own, which
 * would put it in every page's main bundle: this plugin hands the browser
 * bundle an empty stand-in instead. The server bundle keeps the real one.
 *
 * In the browser's production bundle, the pages' scripts carry no code either:
 * ./page-code-loader.cjs moves each page's code into files of their own, which
 * the app fetches for the pages a reader navigates to (src/page-code.ts); the
 * page the app starts on keeps the code of its HTML. A script in each page's
 * head shows the reader's language in its sample groups before the app
 * starts (src/components/LanguageTabs/first-paint.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {buildSync} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CODE_LANGUAGE_QUERY_PARAMETER,
  CODE_LANGUAGE_STORAGE_KEY,
  PAGE_CODE_FILES_EXPORT,
  SAMPLE_CODE_ATTRIBUTE,
  SAMPLE_CODE_FILES_META,
} from '../../src/constants';
import {DEFAULT_SAMPLE_LANGUAGE} from '../../src/versioning/sample-languages';
import type {FirstPaintSettings} from '../../src/components/LanguageTabs/first-paint';
import {bundleHeadEntry} from '../legacy-head-script';
import {inlineBundle} from '../legacy-head-script/script';

const FIRST_PAINT_STUB = path.join(__dirname, '../../src/components/LanguageTabs/first-paint-stub.ts');
const FIRST_PAINT_MODULE = path.join(__dirname, '../../src/components/LanguageTabs/first-paint.ts');

/** The first-paint module as the browser imports it (ES module, minified), and its file in the build, named by its content. */
function firstPaintModule(): {file: string; code: string} {
  const code = buildSync({entryPoints: [FIRST_PAINT_MODULE], bundle: true, write: false, minify: true, format: 'esm', target: 'es2020', logLevel: 'silent'})
    .outputFiles[0]!.text;
  // Beside the code files it shows, not among the app's chunks (assets/js): no page's app loads it.
  return {file: `assets/code/first-paint.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code};
}

/** What the first-paint scripts need of the site's constants and of its storage (Docusaurus namespaces the keys per site). */
function firstPaintSettings({type, namespace}: LoadContext['siteStorage'], moduleUrl: string): FirstPaintSettings {
  return {
    moduleUrl,
    queryParameter: CODE_LANGUAGE_QUERY_PARAMETER,
    storage: type,
    storageKey: `${CODE_LANGUAGE_STORAGE_KEY}${namespace}`,
    filesMeta: SAMPLE_CODE_FILES_META,
    groupAttribute: SAMPLE_CODE_ATTRIBUTE,
    defaultLanguage: DEFAULT_SAMPLE_LANGUAGE,
  };
}

const MARKDOWN = /\.mdx?$/i;

export default function codeHighlightingPlugin(context: LoadContext): Plugin<void> {
  const firstPaint = firstPaintModule();
  const settings = firstPaintSettings(context.siteStorage, `${context.baseUrl}${firstPaint.file}`);
  return {
    name: 'code-highlighting',
    injectHtmlTags() {
      // Bundled once per build, like the legacy-link head script; the module it may add is a file of the build.
      const stub = bundleHeadEntry(FIRST_PAINT_STUB, {globalName: null, define: {FIRST_PAINT_SETTINGS: JSON.stringify(settings)}});
      return {headTags: [inlineBundle(stub)]};
    },
    async postBuild({outDir}) {
      await fs.mkdir(path.join(outDir, path.dirname(firstPaint.file)), {recursive: true});
      await fs.writeFile(path.join(outDir, firstPaint.file), firstPaint.code);
    },
    getClientModules() {
      return [path.join(__dirname, '../../src/client/app-start.ts')];
    },
    configureWebpack(config, isServer) {
      // After the MDX compiler and the JavaScript loader, on the page's compiled module. A function, not a
      // RegExp: this module is loaded in another realm than Rspack's, whose `instanceof RegExp` it fails.
      const pageCodeRule = {
        test: (file: string) => MARKDOWN.test(file),
        enforce: 'post' as const,
        use: [{loader: path.join(__dirname, 'page-code-loader.cjs'), options: {keepCode: isServer, filesExport: PAGE_CODE_FILES_EXPORT}}],
      };
      const production = config.mode === 'production';
      if (isServer) {
        return production ? {module: {rules: [pageCodeRule]}} : {};
      }
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-stand-in.ts')}},
        ...(production && {module: {rules: [pageCodeRule]}}),
      };
    },
  };
}
