/**
 * The parameter row that the address names is highlighted (src/css/custom.css).
 * On a page load and after a click on a row's hash link, the browser's
 * `:target` does it. A navigation inside the app (a search result, a link
 * from another page) only pushes a history entry, which leaves `:target`
 * where it was, so the row the app lands on gets PARAMETER_TARGET_CLASS, and
 * loses it with the next navigation. So does a row that a link to a missing
 * section landed on (src/legacy/section-landing.ts): it keeps it while the
 * notice that names it is up for the address, as it is when the app starts.
 */
import type {ClientModule} from '@docusaurus/types';
import {PARAMETER_ROW} from '../../plugins/parameter-anchors/anchors';
import {SECTION_NOTICE_ID} from '../legacy/section-notice-id';
import {safeDecodeComponent} from '../legacy/anchor-text';

export const PARAMETER_TARGET_CLASS = PARAMETER_ROW.targetClass;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const notice = document.getElementById(SECTION_NOTICE_ID);
    const shown = notice?.dataset.hash === location.hash ? notice.dataset.section : undefined;
    for (const row of document.querySelectorAll(`.${PARAMETER_TARGET_CLASS}`)) {
      if (row.id !== shown) row.classList.remove(PARAMETER_TARGET_CLASS);
    }
    const anchor = safeDecodeComponent(location.hash.slice(1));
    const row = anchor === '' ? null : document.getElementById(anchor);
    if (row?.classList.contains(PARAMETER_ROW.className)) {
      row.classList.add(PARAMETER_TARGET_CLASS);
    }
  },
};

export default clientModule;
