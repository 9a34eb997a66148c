/**
 * Remark plugin: makes each doc's headings available to the sidebar, which
 * lists them under the current page.
 *
 * The sidebar renders before the doc (it comes first in the layout), both in
 * the static HTML and in the browser, so it cannot read them from the doc's
 * React context. Instead every doc module registers its `toc` (which
 * Docusaurus's own toc plugin exports) when it is loaded. Docusaurus loads the
 * doc module before it renders a route, on the server and in the browser, so
 * the sidebar finds the headings of the current page in both.
 */
import path from 'node:path';
import {parse} from 'acorn';
import type {Plugin} from 'unified';
import type {Root} from 'mdast';
import {pageHeadingsKey} from '../../src/components/PageHeadings/key';

export type RemarkPageHeadingsOptions = {
  /** The docs plugin instance the file belongs to. */
  pluginId: string;
};

const REGISTRY_MODULE = '@site/src/components/PageHeadings/registry';
const VERSIONED_DIR = /(?:^|[/\\])(?:[^/\\]+_)?versioned_docs[/\\]version-([^/\\]+)[/\\](.*)$/;

/**
 * Pure: the version and the Docusaurus doc id of a docs file, from its path
 * relative to the docs plugin's content folder (or inside `versioned_docs`).
 */
export function docIdentity(
  filePath: string,
  contentDir: string,
  frontMatterId?: unknown,
): {version: string; docId: string} {
  const versioned = VERSIONED_DIR.exec(filePath);
  const [version, relative] = versioned
    ? [versioned[1]!, versioned[2]!]
    : ['current', path.relative(contentDir, filePath)];
  const posix = relative.split(path.sep).join('/').replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(posix);
  const base = typeof frontMatterId === 'string' ? frontMatterId : path.posix.basename(posix);
  return {version, docId: dir === '.' ? base : `${dir}/${base}`};
}

const remarkPageHeadings: Plugin<[RemarkPageHeadingsOptions & {contentDir?: string}], Root> = function (options) {
  return (root, file) => {
    const frontMatter = (file.data.frontMatter ?? {}) as {id?: unknown; sidebar_depth?: unknown};
    const contentDir = options.contentDir ?? path.join(file.cwd, 'docs');
    const {version, docId} = docIdentity(file.path, contentDir, frontMatter.id);
    const key = pageHeadingsKey(options.pluginId, version, docId);
    const depth = frontMatter.sidebar_depth === 1 ? 1 : 2;
    const code =
      `import {registerPageHeadings as __registerPageHeadings} from ${JSON.stringify(REGISTRY_MODULE)};\n` +
      `__registerPageHeadings(${JSON.stringify(key)}, () => toc, ${depth});`;
    const estree = parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
    root.children.push({type: 'mdxjsEsm', value: code, data: {estree}} as unknown as Root['children'][number]);
  };
};

export default remarkPageHeadings;
