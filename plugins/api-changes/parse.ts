/**
 * Reads a page of the API reference into the tree ./facts.ts reads: the
 * Markdown and MDX syntax the build parses (GFM tables, directives for
 * admonitions, math, front matter), Docusaurus's own preprocessing and heading
 * ids, and the old anchors plugins/old-anchors places, so that the ids a
 * parameter row must avoid are the built page's. Only what the anchors depend
 * on runs: no code samples, no highlighting, no JavaScript output, which keeps
 * reading all 33 versions to seconds.
 */
import path from 'node:path';
import type {Root as HastRoot} from 'hast';
import type {Root as MdastRoot, Heading} from 'mdast';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import remarkHeadings from '@docusaurus/mdx-loader/lib/remark/headings';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import {REMARK_MATH_OPTIONS} from '../math';
import {remarkOldAnchors} from '../old-anchors/remark';
import type {HeadingFact} from './facts';

const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'] as const;

type Pipeline = (filePath: string, source: string) => Promise<{tree: HastRoot; headings: HeadingFact[]}>;

let pipeline: Promise<Pipeline> | undefined;

async function createPipeline(siteDir: string): Promise<Pipeline> {
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}, {default: remarkDirective}, {default: remarkMath}, {default: remarkFrontmatter}, {toHast}, {toString}, {VFile}] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-directive'),
      import('remark-math'),
      import('remark-frontmatter'),
      import('mdast-util-to-hast'),
      import('mdast-util-to-string'),
      import('vfile'),
    ]);
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkMath, REMARK_MATH_OPTIONS)
    .use(remarkHeadings, {anchorsMaintainCase: false})
    .use(remarkOldAnchors, {siteDir});
  return async (filePath, source) => {
    const fileContent = preprocessContent({
      fileContent: source,
      filePath,
      admonitions: true,
      markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, mdx1Compat: {headingIds: true, comments: false, admonitions: false}} as never,
    });
    const file = new VFile({path: filePath, value: fileContent});
    const mdast = (await processor.run(processor.parse(file), file)) as MdastRoot;
    const headings: HeadingFact[] = [];
    const visit = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'heading') {
        const heading = node as Heading;
        const id = (heading.data as {id?: string} | undefined)?.id ?? heading.data?.hProperties?.id;
        if (typeof id === 'string') {
          headings.push({id, text: toString(heading), line: heading.position?.start.line ?? 0});
        }
      }
      node.children?.forEach((child) => visit(child as never));
    };
    visit(mdast);
    const tree = toHast(mdast, {passThrough: [...MDX_NODES]}) as HastRoot;
    return {tree, headings};
  };
}

/** The tree and headings of the page at `filePath` (absolute), whose text is `source`. */
export async function parsePage(siteDir: string, filePath: string, source: string): Promise<{tree: HastRoot; headings: HeadingFact[]}> {
  pipeline ??= createPipeline(siteDir);
  return (await pipeline)(path.resolve(filePath), source);
}
