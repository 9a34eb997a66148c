/**
 * Rehype plugin, after plugins/parameter-anchors: on a page of a released
 * version, a parameter row first documented in one of the few versions
 * before the page's own (`versions`, API_CHANGES.sinceMarkVersions) says so
 * after its name, unobtrusively: "since 30.0" (recentSinceVersions of
 * ./changes.ts, over the facts ./load.ts reads).
 */
import path from 'node:path';
import type {Element, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';
import {Joi} from '@docusaurus/utils-validation';
import {recentSinceVersions} from './changes';
import {loadAllVersionFacts} from './load';

export type RehypeSinceMarksOptions = {siteDir: string; versions: number};

const OptionsSchema = Joi.object<RehypeSinceMarksOptions>({
  siteDir: Joi.string().required(),
  versions: Joi.number().integer().min(1).required(),
});

/** The class of the mark, styled in src/css/custom.css. */
export const SINCE_MARK_CLASS = 'parameter-since';

const API_PAGE = /(?:^|\/)versioned_docs\/version-([^/]+)\/api\/([^/]+)\.mdx?$/;

let marks: Promise<ReturnType<typeof recentSinceVersions>> | undefined;

/** Pure: adds the marks of `since` (parameter name → version) to the parameter rows of `root`. */
export function addSinceMarks(root: Root, since: ReadonlyMap<string, string>): void {
  const visit = (node: Root | RootContent) => {
    // The row's name, as rehype-parameter-anchors sets PARAMETER_ROW.nameAttribute (`data-parameter`).
    if (node.type === 'element' && node.tagName === 'tr' && typeof node.properties.dataParameter === 'string') {
      const version = since.get(node.properties.dataParameter);
      const cell = node.children.find((child): child is Element => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'));
      if (version && cell) {
        cell.children.push({
          type: 'element',
          tagName: 'span',
          // data-available-since, as the AvailableSince badge has: search records leave it out (scripts/indexer).
          properties: {className: [SINCE_MARK_CLASS], dataAvailableSince: version, title: `First documented in ${version}`},
          children: [{type: 'text', value: `since ${version}`}],
        });
      }
      return;
    }
    if ('children' in node) {
      node.children.forEach((child) => visit(child as RootContent));
    }
  };
  visit(root);
}

const rehypeSinceMarks: Plugin<[RehypeSinceMarksOptions], Root> = function (options) {
  const {siteDir, versions} = Joi.attempt(options, OptionsSchema, 'rehype-since-marks options:');
  return async (root, file) => {
    const match = file.path ? API_PAGE.exec(path.relative(siteDir, file.path).split(path.sep).join('/')) : null;
    if (!match) {
      return;
    }
    marks ??= loadAllVersionFacts(siteDir).then((facts) => recentSinceVersions(facts, versions));
    const since = (await marks).get(match[1]!)?.get(match[2]!);
    if (since) {
      addSinceMarks(root, since);
    }
  };
};

export default rehypeSinceMarks;
