/**
 * Code is highlighted when the site is built (./rehype-code-tokens.ts, a rehype
 * plugin of every docs and pages instance), so readers' browsers need no Prism.
 * The classic theme still imports Prism in a client module of its own, which
 * would put it in every page's main bundle: this plugin hands the browser
 * bundle an empty stand-in instead. The server bundle keeps the real one.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function codeHighlightingPlugin(): Plugin<void> {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-stand-in.ts')}}};
    },
  };
}
