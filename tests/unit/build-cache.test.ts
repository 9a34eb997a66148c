import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import buildCachePlugin, {DEFAULT_OPTIONS, validateOptions, withBuildDependencies} from '../../plugins/build-cache';

type Configure = (config: object, isServer: boolean) => object;

describe('the persistent cache’s build dependencies', () => {
  const persistent = {type: 'persistent' as const, version: 'client-3.10', buildDependencies: ['/site/docusaurus.config.ts']};

  it('adds the site’s code files to the ones Docusaurus lists, once each', () => {
    const files = ['/site/plugins/a/loader.cjs', '/site/docusaurus.config.ts', '/site/src/constants.ts'];
    expect(withBuildDependencies(persistent, files)).toEqual({
      ...persistent,
      buildDependencies: ['/site/docusaurus.config.ts', '/site/plugins/a/loader.cjs', '/site/src/constants.ts'],
    });
    expect(persistent.buildDependencies).toEqual(['/site/docusaurus.config.ts']);
  });

  it('leaves any other cache setting as it is', () => {
    for (const cache of [undefined, false, true, {type: 'memory'}]) {
      expect(withBuildDependencies(cache, ['/site/src/constants.ts'])).toBe(cache);
    }
  });
});

describe('the build-cache plugin', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-'));
    for (const file of ['plugins/tables/loader.cjs', 'plugins/markdown/remark-headings.ts', 'src/constants.ts', 'content/guide/index.md']) {
      await fs.mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
      await fs.writeFile(path.join(siteDir, file), '');
    }
  });
  afterAll(() => fs.rm(siteDir, {recursive: true, force: true}));

  const plugin = (codeFolders = DEFAULT_OPTIONS.codeFolders) => buildCachePlugin({siteDir} as LoadContext, {codeFolders});

  it('lists every file of the site’s code folders, loaders included, and no content', () => {
    const config = {experiments: {cache: {type: 'persistent', buildDependencies: [path.join(siteDir, 'docusaurus.config.ts')]}}};
    (plugin().configureWebpack as unknown as Configure)(config, false);
    expect(config.experiments.cache.buildDependencies).toEqual([
      path.join(siteDir, 'docusaurus.config.ts'),
      path.join(siteDir, 'plugins/markdown/remark-headings.ts'),
      path.join(siteDir, 'plugins/tables/loader.cjs'),
      path.join(siteDir, 'src/constants.ts'),
    ]);
  });

  it('changes nothing when the persistent cache is off', () => {
    const config = {mode: 'production'};
    expect((plugin().configureWebpack as unknown as Configure)(config, true)).toEqual({});
    expect(config).toEqual({mode: 'production'});
  });

  it('names a code folder that the site does not have', () => {
    expect(() => plugin(['plugins', 'source'])).toThrow(/codeFolders names "source", which is not a folder of the site/);
  });

  it('defaults to the plugins and src folders', () => {
    expect(validateOptions({validate: normalizePluginOptions as never, options: {}})).toMatchObject({codeFolders: ['plugins', 'src']});
    expect(() => validateOptions({validate: normalizePluginOptions as never, options: {codeFolders: []}})).toThrow(/codeFolders/);
  });
});
