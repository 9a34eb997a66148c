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
 */
import type {ClientModule} from '@docusaurus/types';
import {SECTION_NOTICE_ID} from '../legacy/section-notice-id';
import {safeDecodeComponent} from '../legacy/anchor-text';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const notice = document.getElementById(SECTION_NOTICE_ID);
    if (!previousLocation && notice?.dataset.hash === location.hash) {
      return;
    }
    notice?.remove();
    const raw = location.hash.slice(1);
    if (raw !== '' && !document.getElementById(safeDecodeComponent(raw))) {
      void import('../legacy/section-landing').then(({landOnRoute}) => landOnRoute(location, previousLocation));
    }
  },
};

export default clientModule;
