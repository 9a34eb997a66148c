/**
 * Remark plugin: completes every `<LanguageTabs>` group of an API reference
 * page with the client languages its version offers (code-samples/groups.ts),
 * in tab order, when the page is compiled. A language that has no call for the
 * operation becomes a `<SampleUnavailable>` tab that says so.
 *
 * A group that lacks a language its version requires, and cannot get it
 * rendered, stops the compilation of the page with one line per missing
 * sample: the file, the line, the section and the language, and why.
 */
import path from 'node:path';
import type {Plugin} from 'unified';
import type {Code, Heading, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {completeGroupOnce, formatCoverageProblem, type CompletedBlock, type CoverageProblem} from '../../code-samples/groups';
import {samplePageOf, type SamplePage} from '../../code-samples/pages';

export type RemarkCodeSamplesOptions = {
  /** The site's folder: page paths are read relative to it (`versioned_docs/version-29.0/…`). */
  siteDir: string;
};

/** The element that holds a group of samples, and the one of a client without a call for it. */
export const GROUP_ELEMENT = 'LanguageTabs';
export const UNAVAILABLE_ELEMENT = 'SampleUnavailable';

function headingId(heading: Heading): string | null {
  const data = heading.data as {hProperties?: {id?: string}; id?: string} | undefined;
  return data?.hProperties?.id ?? data?.id ?? null;
}

function blockNode(block: CompletedBlock): Code | MdxJsxFlowElement {
  if (block.kind === 'code') {
    return {type: 'code', lang: block.fence, meta: block.meta || null, value: block.code};
  }
  return {
    type: 'mdxJsxFlowElement',
    name: UNAVAILABLE_ELEMENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'language', value: block.language}],
    children: [{type: 'paragraph', children: [{type: 'text', value: block.sentence}]}],
  };
}

/** Pure: completes the groups of one page's tree; returns what could not be completed. */
export function completeGroupsOf(root: Root, {serverVersion, coverageChecked}: SamplePage, file: string): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  let section: string | null = null;
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        section = headingId(node) ?? section;
      } else if (node.type === 'mdxJsxFlowElement' && node.name === GROUP_ELEMENT) {
        const codes = node.children.filter((child): child is Code => child.type === 'code');
        const written = codes.map((child) => ({
          fence: child.lang ?? '',
          meta: child.meta ?? '',
          code: child.value,
          line: child.position?.start.line ?? 0,
        }));
        // Once per process: the Markdown twins (plugins/llms-txt) complete the same groups after the build.
        const completed = completeGroupOnce(written, serverVersion, {file, line: node.position?.start.line ?? 0, section}, coverageChecked);
        problems.push(...completed.problems);
        node.children = completed.blocks.map(blockNode) as typeof node.children;
      } else if ('children' in node && Array.isArray(node.children)) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(root.children);
  return problems;
}

const remarkCodeSamples: Plugin<[RemarkCodeSamplesOptions], Root> = ({siteDir}) => {
  return (root, vfile) => {
    const file = path.relative(siteDir, vfile.path);
    const samplePage = samplePageOf(file);
    if (!samplePage) {
      return;
    }
    const {serverVersion} = samplePage;
    const problems = completeGroupsOf(root, samplePage, file);
    if (problems.length > 0) {
      throw new Error(
        `Code samples missing in ${file} (every group of a ${serverVersion} page offers the languages of its era, ` +
          `src/versioning/sample-languages.ts):\n${problems.map((problem) => `  - ${formatCoverageProblem(problem)}`).join('\n')}`,
      );
    }
  };
};

export default remarkCodeSamples;
