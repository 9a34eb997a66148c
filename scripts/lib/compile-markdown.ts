/**
 * Compiles one Markdown page with Docusaurus's own MDX pipeline (the same
 * remark plugins and heading-id rules as the build) and returns the anchors
 * of its headings.
 */
import path from 'node:path';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import remarkMath from 'remark-math';
import {remarkOldAnchors, remarkOldPageTitle} from '../../plugins/old-anchors/remark';
import {REMARK_MATH_OPTIONS} from '../../plugins/math';
import type {Placement} from '../../plugins/old-anchors/place';

type Heading = {depth: number; data?: {hProperties?: {id?: string}; id?: string}};

/** Remark plugin, last in line: records the id each heading ended up with. */
function collectAnchors() {
  return (tree: {children: unknown[]}, file: {data: Record<string, unknown>}) => {
    const anchors: string[] = [];
    const visit = (node: {type?: string; children?: unknown[]} & Heading) => {
      if (node.type === 'heading') {
        const id = node.data?.hProperties?.id ?? node.data?.id;
        if (id) {
          anchors.push(id);
        }
      }
      node.children?.forEach((child) => visit(child as never));
    };
    visit(tree as never);
    file.data.anchors = anchors;
  };
}

export async function compileMarkdown(
  relativeFile: string,
  content: string,
  frontMatter: Record<string, unknown>,
): Promise<{anchors: string[]; oldAnchorPlacements: Placement[]}> {
  const siteDir = path.resolve(__dirname, '../..');
  const result = await compileToJSX({
    filePath: path.join(siteDir, relativeFile),
    fileContent: content,
    frontMatter,
    compilerName: 'server',
    options: {
      siteDir,
      staticDirs: [path.join(siteDir, 'static')],
      admonitions: true,
      beforeDefaultRemarkPlugins: [[remarkOldPageTitle, {siteDir}]],
      // Math as the build reads it: a formula's braces are LaTeX, not MDX expressions.
      remarkPlugins: [[remarkMath, REMARK_MATH_OPTIONS], [remarkOldAnchors, {siteDir}], collectAnchors],
      markdownConfig: {
        ...DEFAULT_MARKDOWN_CONFIG,
        mdx1Compat: {headingIds: true, comments: false, admonitions: false},
        hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'},
      },
    } as never,
  });
  const data = result.data as {anchors?: string[]; oldAnchorPlacements?: Placement[]};
  return {anchors: data.anchors ?? [], oldAnchorPlacements: data.oldAnchorPlacements ?? []};
}
