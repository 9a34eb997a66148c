/**
 * Docusaurus prefetches the scripts of every page a visible link leads to. A
 * docs page shows dozens of such links (the sidebar, the page headings, the
 * footer), so an idle reader would download most of the section. Here the
 * scripts of a page load when the reader shows the intent to open it (hovering
 * or focusing its link, which Docusaurus answers with a preload), and not
 * because its link is on screen.
 *
 * Docusaurus's Link calls `window.docusaurus.prefetch`; the object is set
 * once, when the app starts, and is frozen, so it is taken as it is set and
 * handed on with a `prefetch` that does nothing. Docusaurus's prefetch must
 * not run: it needs `__webpack_require__.gca`, whose table the plugin leaves
 * out of the production bundle (./index.ts).
 *
 * The same intent loads the route-change progress bar's script, which is not
 * part of the app's (./progress-bar-on-first-use.ts): the navigation that
 * follows shows the bar if the page is slow to come, and the bar should not
 * have to wait for a script of its own then.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadProgressBar} from './progress-bar-on-first-use';

type DocusaurusGlobal = {prefetch: (routePath: string) => false | Promise<void[]>; preload: (routePath: string) => unknown};

if (ExecutionEnvironment.canUseDOM && !Object.getOwnPropertyDescriptor(window, 'docusaurus')) {
  let docusaurus: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => docusaurus,
    set: (value: DocusaurusGlobal) => {
      docusaurus = Object.freeze({
        ...value,
        prefetch: () => false as const,
        preload: (routePath: string) => {
          loadProgressBar().catch(() => undefined);
          return value.preload(routePath);
        },
      });
    },
  });
}
