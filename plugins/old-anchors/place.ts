/**
 * Where each of a page's old anchors lands on today's page: pure functions
 * over the page's Markdown tree (after Docusaurus has given its headings
 * their ids), used by remark.ts and by the unit tests.
 *
 * In order: a heading that has the anchor as its id; a heading whose text the
 * old site slugged to the anchor (the heading keeps its id, the anchor is
 * added to it); the first endpoint of the page for the old "Definition"
 * headings and the first response sample for the old "Sample Response"
 * headings, which those old headings introduced; a heading that
 * RENAMED_HEADINGS names for it (the section was renamed when the page was
 * rewritten, or the page moved into another).
 */
import type {Root, Heading, Code, RootContent} from 'mdast';
import {oldSiteSlug} from '../../src/legacy/slug';
import type {OldAnchor} from './anchors';
import {renamedHeadingTargets} from './renamed';

/** The class of the empty element that carries an old anchor inside (or before) what it now names. */
export const ANCHOR_ALIAS_CLASS = 'anchor-alias';

export type Placement =
  | {anchor: string; how: 'heading-id'; headingId: string}
  | {anchor: string; how: 'existing-id'}
  | {anchor: string; how: 'old-slug' | 'renamed'; headingId: string}
  | {anchor: string; how: 'endpoint' | 'response-sample'}
  | {anchor: string; how: 'unplaced'};

type MdxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string};
type MdxElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: MdxAttribute[];
  children: unknown[];
};

type HeadingInfo = {node: Heading; id: string | undefined; text: string};

function textOf(node: unknown): string {
  const n = node as {type?: string; value?: string; children?: unknown[]};
  if (n.type === 'text' || n.type === 'inlineCode') {
    return n.value ?? '';
  }
  return (n.children ?? []).map(textOf).join('');
}

function walk(node: unknown, visit: (node: RootContent, parent: {children: RootContent[]}, index: number) => void): void {
  const parent = node as {children?: RootContent[]};
  parent.children?.forEach((child, index) => {
    visit(child, parent as {children: RootContent[]}, index);
    walk(child, visit);
  });
}

export function headingsOf(root: Root): HeadingInfo[] {
  const headings: HeadingInfo[] = [];
  walk(root, (node) => {
    if (node.type === 'heading') {
      const data = node.data as {id?: string; hProperties?: {id?: string}} | undefined;
      headings.push({node, id: data?.hProperties?.id ?? data?.id, text: textOf(node)});
    }
  });
  return headings;
}

/** Every id the page's tree gives an element: headings' and those of JSX elements (old anchors placed before). */
function idsOf(root: Root): Set<string> {
  const ids = new Set<string>();
  walk(root, (node) => {
    const data = (node as {data?: {id?: string; hProperties?: {id?: string}}}).data;
    const headingId = node.type === 'heading' ? (data?.hProperties?.id ?? data?.id) : undefined;
    if (headingId !== undefined) {
      ids.add(headingId);
    }
    const element = node as unknown as MdxElement;
    if (element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') {
      const id = element.attributes.find((a) => a.name === 'id')?.value;
      if (typeof id === 'string') {
        ids.add(id);
      }
    }
  });
  return ids;
}

function aliasElement(anchor: string, flow: boolean): MdxElement {
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: anchor},
      {type: 'mdxJsxAttribute', name: 'className', value: ANCHOR_ALIAS_CLASS},
    ],
    children: [],
  };
}

function addAlias(heading: HeadingInfo, anchor: string): void {
  heading.node.children.unshift(aliasElement(anchor, false) as never);
}

/** The first `<ApiEndpoint>` of the page without an id of its own. */
function firstEndpoint(root: Root): MdxElement | undefined {
  let found: MdxElement | undefined;
  walk(root, (node) => {
    const element = node as unknown as MdxElement;
    if (!found && element.type === 'mdxJsxFlowElement' && element.name === 'ApiEndpoint') {
      found = element;
    }
  });
  return found && !found.attributes.some((a) => a.name === 'id') ? found : undefined;
}

/** The first code block titled as a response (```json title="Response"), with its parent and index. */
function firstResponseSample(root: Root): {parent: {children: RootContent[]}; index: number} | undefined {
  let found: {parent: {children: RootContent[]}; index: number} | undefined;
  walk(root, (node, parent, index) => {
    if (!found && node.type === 'code' && /\btitle="[^"]*\bresponse\b/i.test((node as Code).meta ?? '')) {
      found = {parent, index};
    }
  });
  return found;
}

/**
 * Gives the page's old anchors a home (mutating `root`) and says where each
 * one went. `pageKey` is the page's route with its version written as
 * `{version}` (see renamed.ts).
 */
export function placeOldAnchors(
  root: Root,
  pageKey: string,
  anchors: readonly OldAnchor[],
  {movedIn = false}: {movedIn?: boolean} = {},
): Placement[] {
  const headings = headingsOf(root);
  const ids = idsOf(root);
  const placements: Placement[] = [];
  for (const {anchor, kind} of anchors) {
    const byId = headings.find((h) => h.id === anchor);
    if (byId) {
      placements.push({anchor, how: 'heading-id', headingId: anchor});
      continue;
    }
    if (ids.has(anchor)) {
      placements.push({anchor, how: 'existing-id'});
      continue;
    }
    // The title of a page that moved into this one is not this page's title: see renamed.ts.
    const candidates =
      kind === 'h1' && movedIn
        ? []
        : kind === 'h1'
        ? headings.filter((h) => h.node.depth === 1)
        : headings.filter((h) => h.node.depth > 1 && oldSiteSlug(h.text) === anchor);
    const bySlug = candidates[0];
    if (bySlug?.id !== undefined) {
      addAlias(bySlug, anchor);
      ids.add(anchor);
      placements.push({anchor, how: 'old-slug', headingId: bySlug.id});
      continue;
    }
    if (anchor === 'definition') {
      const endpoint = firstEndpoint(root);
      if (endpoint) {
        endpoint.attributes.push({type: 'mdxJsxAttribute', name: 'id', value: anchor});
        ids.add(anchor);
        placements.push({anchor, how: 'endpoint'});
        continue;
      }
    }
    if (anchor === 'sample-response') {
      const sample = firstResponseSample(root);
      if (sample) {
        sample.parent.children.splice(sample.index, 0, aliasElement(anchor, true) as never);
        ids.add(anchor);
        placements.push({anchor, how: 'response-sample'});
        continue;
      }
    }
    const renamed = renamedHeadingTargets(pageKey, anchor)
      .map((target) => headings.find((h) => h.id === target))
      .find((h) => h !== undefined);
    if (renamed?.id !== undefined) {
      addAlias(renamed, anchor);
      ids.add(anchor);
      placements.push({anchor, how: 'renamed', headingId: renamed.id});
      continue;
    }
    placements.push({anchor, how: 'unplaced'});
  }
  return placements;
}

/** A page's route with its version folder written as `{version}`, the key of renamed.ts. */
export function pageKeyOf(route: string, isVersion: (segment: string) => boolean): string {
  const match = /^(\/docs\/)([^/]+)(\/.*)$/.exec(route);
  return match && isVersion(match[2]!) ? `${match[1]}{version}${match[3]}` : route;
}
