/**
 * The parameter row that the address names is highlighted (src/css/custom.css).
 * On a page load and after a click on a row's hash link, the browser's
 * `:target` does it. A navigation inside the app (a search result, a link
 * from another page) only pushes a history entry, which leaves `:target`
 * where it was, so the row the app lands on gets PARAMETER_TARGET_CLASS, and
 * loses it with the next navigation.
 */
import type {ClientModule} from '@docusaurus/types';
import {PARAMETER_ROW} from '../../plugins/parameter-anchors/anchors';
import {safeDecodeComponent} from '../legacy/anchor-text';

export const PARAMETER_TARGET_CLASS = `${PARAMETER_ROW.className}--target`;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    for (const row of document.querySelectorAll(`.${PARAMETER_TARGET_CLASS}`)) {
      row.classList.remove(PARAMETER_TARGET_CLASS);
    }
    const anchor = safeDecodeComponent(location.hash.slice(1));
    const row = anchor === '' ? null : document.getElementById(anchor);
    if (row?.classList.contains(PARAMETER_ROW.className)) {
      row.classList.add(PARAMETER_TARGET_CLASS);
    }
  },
};

export default clientModule;
