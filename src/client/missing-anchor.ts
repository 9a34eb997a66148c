/**
 * An anchor that the page the app shows does not have, nor in another form
 * (src/theme/Root.tsx looks for those), lands on the page's nearest section,
 * with a notice, or shows a notice that lists the page's sections
 * (src/legacy/section-landing.ts, a chunk loaded only then). After the page
 * is rendered: Root sees a navigation's location while the previous page is
 * still shown.
 *
 * On the page the app starts on, the script that the page's head loaded has
 * done this before the first paint, and its notice is there: it stays.
 *
 * After a switch in the version menu to a version that lacks the row being
 * read, the notice also says which versions have it.
 *
 * Back or Forward to such a location leaves the reader where they were there
 * (src/client/scroll-restoration.ts puts them back), with the notice: it does
 * not land them on the nearest section again.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {SECTION_NOTICE_ID} from '../legacy/section-notice-id';
import {safeDecodeComponent} from '../legacy/anchor-text';
import {versionSwitchOf} from './version-switch-notice';

/** The Navigation API's event, as far as it is read here (TypeScript's DOM library does not type it yet). */
type NavigateEvent = Event & {navigationType: 'push' | 'replace' | 'reload' | 'traverse'};

/**
 * Whether the app's latest navigation went Back or Forward in the history. The
 * Navigation API tells it before the popstate that the router follows, and
 * tells a fragment's link (which fires popstate too) from a return; in a
 * browser without that API, a return lands as an arrival does.
 */
let returned = false;
if (ExecutionEnvironment.canUseDOM) {
  (window as Window & {navigation?: EventTarget}).navigation?.addEventListener('navigate', (event) => {
    returned = (event as NavigateEvent).navigationType === 'traverse';
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const notice = document.getElementById(SECTION_NOTICE_ID);
    if (!previousLocation && notice?.dataset.hash === location.hash) {
      return;
    }
    notice?.remove();
    const raw = location.hash.slice(1);
    if (raw !== '' && !document.getElementById(safeDecodeComponent(raw))) {
      const backOrForward = returned;
      // A switch in the version menu to a version that lacks the row: the notice says which versions have it.
      const note = versionSwitchOf(location);
      void import('../legacy/section-landing').then(({landOnRoute}) =>
        landOnRoute(location, previousLocation, backOrForward, note?.kind === 'parameter' ? note : undefined),
      );
    }
  },
};

export default clientModule;
