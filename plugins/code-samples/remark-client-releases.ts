/**
 * Remark plugin: puts in place of `<ClientReleases />` and `<ClientLibraries />`
 * the table of client releases they stand for, made from the release data of
 * the page's version (code-samples/clients/release-tables.ts), so that pages
 * never repeat a release by hand. On a page without sample groups (no version
 * to take releases from) the element stops the build, naming the file.
 */
import path from 'node:path';
import type {Plugin} from 'unified';
import type {Root, RootContent} from 'mdast';
import {Joi} from '@docusaurus/utils-validation';
import {RELEASE_TABLE_ELEMENTS, releaseTable, type ReleaseTableElement} from '../../code-samples/clients/release-tables';
import {samplePageOf} from '../../code-samples/pages';

export type RemarkClientReleasesOptions = {siteDir: string};

const OptionsSchema = Joi.object<RemarkClientReleasesOptions>({siteDir: Joi.string().required()});

function isTableElement(node: RootContent): node is RootContent & {name: ReleaseTableElement} {
  return node.type === 'mdxJsxFlowElement' && (RELEASE_TABLE_ELEMENTS as readonly (string | null)[]).includes(node.name);
}

const remarkClientReleases: Plugin<[RemarkClientReleasesOptions], Root> = function (options) {
  const {siteDir} = Joi.attempt(options, OptionsSchema, 'remark-client-releases options:');
  return async (root, vfile) => {
    const elements = root.children.filter(isTableElement);
    if (elements.length === 0) {
      return;
    }
    const file = path.relative(siteDir, vfile.path);
    const page = samplePageOf(file);
    if (!page) {
      throw new Error(`${file}: <${elements[0]!.name} /> shows the client releases of a version, but this page has none (an API version's page or a guide page).`);
    }
    const [{fromMarkdown}, {gfmFromMarkdown}, {gfm}] = await Promise.all([
      import('mdast-util-from-markdown'),
      import('mdast-util-gfm'),
      import('micromark-extension-gfm'),
    ]);
    root.children = root.children.flatMap((node) =>
      isTableElement(node) ? (fromMarkdown(releaseTable(node.name, page.serverVersion), {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}).children as RootContent[]) : [node],
    );
  };
};

export default remarkClientReleases;
