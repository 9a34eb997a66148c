/**
 * The navbar's drawer on phones, built at low priority.
 *
 * The theme renders the drawer (every navbar item, the version menu, and the
 * page's doc sidebar once more) as soon as the window turns out to be a
 * phone's: right after hydration, in a render React cannot interrupt, and on
 * a long API page the longest task after the page loads. The drawer stays
 * hidden until the menu button is pressed, so it is rendered from a deferred
 * value: React builds it in a transition, in slices between which the page
 * keeps answering. Once the reader opens the menu, it is rendered at once.
 * While closed it is not laid out either (content-visibility in src/css/custom.css).
 */
import React, {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function DeferredNavbarMobileSidebar(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const shouldRenderSoon = useDeferredValue(shouldRender);
  return shouldRenderSoon || shown ? <NavbarMobileSidebar /> : null;
}
