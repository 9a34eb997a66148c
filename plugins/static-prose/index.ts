/**
 * Static prose: the paragraphs, lists and tables of a Markdown page that come
 * from Markdown alone are rendered by the server, and the browser hydrates
 * them without rendering them itself, on the visit that starts the app.
 *
 * A page's text used to reach a first visit twice: in its HTML, and in the
 * page's script, which React needs to hydrate the page (on the API
 * reference's pages, 30 KB gzip of a 250 KB visit). Now:
 * - ./rehype-static-prose.ts marks the static elements of each docs page;
 * - ./static-prose-loader.cjs moves their children out of the page's script
 *   into a prose module of the page's own, which the page loads only when the
 *   app renders it after a navigation (src/static-prose.ts);
 * - src/client/static-links.ts (mounted by src/theme/Root.tsx) opens the links of that HTML inside the app,
 *   as Docusaurus's links do, and loads a page's scripts when the reader
 *   points at its link.
 *
 * Production builds only: `npm start` renders every page in the browser.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const MARKDOWN = /\.mdx?$/i;

export default function staticProsePlugin(): Plugin<void> {
  return {
    name: 'static-prose',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') {
        return {};
      }
      return {
        module: {
          // After the MDX compiler and the JavaScript loader, on the page's compiled module (a function, not a
          // RegExp: this module is loaded in another realm than Rspack's, whose `instanceof RegExp` it fails).
          rules: [
            {
              test: (file: string) => MARKDOWN.test(file),
              enforce: 'post' as const,
              use: [{loader: path.join(__dirname, 'static-prose-loader.cjs'), options: {isServer}}],
            },
          ],
        },
      };
    },
  };
}
