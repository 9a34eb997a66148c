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
 * page the app starts on keeps the code of its HTML.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const MARKDOWN = /\.mdx?$/i;

export default function codeHighlightingPlugin(): Plugin<void> {
  return {
    name: 'code-highlighting',
    getClientModules() {
      return [path.join(__dirname, '../../src/client/app-start.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-stand-in.ts')}},
        ...(config.mode === 'production' && {
          module: {
            // After the MDX compiler and the JavaScript loader, on the page's compiled module. A function, not a
            // RegExp: this module is loaded in another realm than Rspack's, whose `instanceof RegExp` it fails.
            rules: [{test: (file: string) => MARKDOWN.test(file), enforce: 'post' as const, use: [path.join(__dirname, 'page-code-loader.cjs')]}],
          },
        }),
      };
    },
  };
}
