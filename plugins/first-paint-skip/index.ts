/**
 * A long doc page opened from a link skips its far blocks from the first
 * paint, until each is laid out once when the browser is idle
 * (src/theme/DocItem/Content/offscreen-blocks.ts says why and how).
 *
 * The browser paints while it parses: the first frame of the 30.2 search page
 * comes with most of its HTML parsed, and laid out whole it was the longest
 * task of the load. So the skip starts in the head, before the body is
 * parsed: this plugin puts the script that starts it there
 * (src/theme/DocItem/Content/first-paint-skip-head.ts), bundled from the
 * module that shares its names with the app and the stylesheet.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {bundleHeadEntry} from '../legacy-head-script';
import {inlineBundle} from '../legacy-head-script/script';

const HEAD_ENTRY = path.join(__dirname, '../../src/theme/DocItem/Content/first-paint-skip-head.ts');

/** The head script's code: a classic script that sets no global. */
export function firstPaintSkipScript(): string {
  return bundleHeadEntry(HEAD_ENTRY, {globalName: null});
}

export default function firstPaintSkipPlugin(): Plugin<void> {
  return {
    name: 'first-paint-skip',
    injectHtmlTags() {
      // Bundled once per build, like the legacy-link and code-language head scripts.
      return {headTags: [inlineBundle(firstPaintSkipScript())]};
    },
  };
}
