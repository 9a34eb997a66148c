/**
 * The site's stylesheets without the rules no page can use: Infima styles
 * every component it has (cards, avatars, pagination, badges…), and the site
 * uses some. Every page waits for the main stylesheet before its first paint,
 * and downloads all of it (./unused-rules.ts says how a rule is judged).
 *
 * The browser's production build only, after minification and before the
 * bundler's real content hashing, which names each stylesheet by what it
 * ships. `logger` reports what went, once per build.
 */
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {classUsageOf, withoutUnusedRules} from './unused-rules';

type Asset = {name: string; source: {source(): string | Buffer}};
type UnusedCssCompilation = {
  getAssets(): readonly Asset[];
  updateAsset(file: string, source: never): void;
  readonly hooks: {processAssets: {tap(options: {name: string; stage: number}, process: () => void): void}};
};
type UnusedCssCompiler = {
  readonly webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number}; sources: {RawSource: new (code: string) => unknown}};
  readonly hooks: {thisCompilation: {tap(name: string, compile: (compilation: UnusedCssCompilation) => void): void}};
};

const PLUGIN_NAME = 'UnusedCssPlugin';
const CODE = /\.(js|json)$/;

export class UnusedCssPlugin {
  apply(compiler: UnusedCssCompiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}, () => {
        const assets = compilation.getAssets();
        const stylesheets = assets.filter((asset) => asset.name.endsWith('.css'));
        if (stylesheets.length === 0) return;
        const usage = classUsageOf(assets.filter((asset) => CODE.test(asset.name)).map((asset) => asset.source.source().toString()));
        for (const stylesheet of stylesheets) {
          const before = stylesheet.source.source().toString();
          const {css, removedRules, removedSelectors} = withoutUnusedRules(before, usage);
          if (removedRules + removedSelectors === 0) continue;
          compilation.updateAsset(stylesheet.name, new sources.RawSource(css) as never);
          logger.info(
            `Unused CSS: ${stylesheet.name} lost ${removedRules} rules and ${removedSelectors} selectors of others ` +
              `(${(before.length / 1024).toFixed(1)} → ${(css.length / 1024).toFixed(1)} KB).`,
          );
        }
      });
    });
  }
}

export default function unusedCssPlugin(): Plugin<void> {
  return {
    name: 'unused-css',
    configureWebpack(config, isServer) {
      return config.mode === 'production' && !isServer ? {plugins: [new UnusedCssPlugin()]} : {};
    },
  };
}
