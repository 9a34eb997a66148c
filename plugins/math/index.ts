/**
 * Formulas written as math in Markdown (`$$ … $$`: remark-math, rendered at
 * build time by rehype-katex; docusaurus.config.ts) need KaTeX's stylesheet
 * and fonts. The site serves its own copy, so that the docs work offline and
 * without another host: this plugin copies them from the katex package into
 * the build (and `docusaurus start` serves them from there), under a folder
 * named after KaTeX's version in `assets/` (which
 * hosts may cache for good, as its name changes with its content). Only pages
 * with math link the stylesheet (rehype-math-stylesheet.ts), and the
 * stylesheet loads the fonts of the formulas a page has.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import katex from 'katex';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** KaTeX's files in the katex package: the stylesheet, and the fonts folder it names (`url(fonts/…)`). */
const KATEX_DIST = path.join(path.dirname(require.resolve('katex/package.json')), 'dist');
const STYLESHEET = 'katex.min.css';
const FONTS = 'fonts';

/**
 * remark-math's options, for the build and for the page checks (scripts/lib/compile-markdown.ts): math is
 * written between `$$` and `$$`; a single `$` stays a dollar sign, as the docs have prices and shell variables in prose.
 */
export const REMARK_MATH_OPTIONS = {singleDollarTextMath: false} as const;

/** Where the build holds KaTeX's files, relative to its root. */
export const KATEX_ASSETS_DIR = `assets/katex-${katex.version}`;

/** The URL of KaTeX's stylesheet on the site (`/docs/assets/katex-0.16.47/katex.min.css`). */
export function katexStylesheetHref(baseUrl: string): string {
  return `${baseUrl}${KATEX_ASSETS_DIR}/${STYLESHEET}`;
}

export default function mathPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'math',
    // `docusaurus start` has no build to copy into: its server serves the files from the katex package at the same URLs.
    configureWebpack(_config, isServer) {
      if (isServer) {
        return undefined;
      }
      const devServer = {static: [{publicPath: `${context.siteConfig.baseUrl}${KATEX_ASSETS_DIR}/`, directory: KATEX_DIST, watch: false}]};
      // webpack's Configuration type has `devServer` only where webpack-dev-server's types are loaded.
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, KATEX_ASSETS_DIR);
      await fs.mkdir(target, {recursive: true});
      await fs.copyFile(path.join(KATEX_DIST, STYLESHEET), path.join(target, STYLESHEET));
      await fs.cp(path.join(KATEX_DIST, FONTS), path.join(target, FONTS), {recursive: true});
    },
  };
}
