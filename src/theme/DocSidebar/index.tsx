/**
 * The doc sidebar, kept on phones.
 *
 * The theme renders the desktop sidebar on the server, and the browser's
 * first render keeps it so that the page hydrates; on a phone, whose window
 * turns out narrower than the desktop breakpoint right after, the theme then
 * removes it (its place is taken by the navbar's menu, DocSidebar/Mobile).
 * The removal is part of the render that follows hydration, which React
 * cannot interrupt, and on a long API page, whose sidebar holds the page's
 * headings too, it was a large part of the longest task after the page
 * loads. On a phone the sidebar is hidden by the theme's CSS below that
 * breakpoint anyway: it is kept, with the props it was served with (not
 * rendered again on later pages, so a navigation costs no more than before),
 * and its headings stop following the scroll. Should the window grow to a
 * desktop's width, it is rendered for the page shown.
 */
import React, {useMemo, useRef, type ReactNode} from 'react';
import type {Props} from '@theme/DocSidebar';
import {useWindowSize} from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import {FollowsScrollContext} from '@site/src/components/PageHeadings/follows-scroll';

export default function DocSidebarKeptOnPhones(props: Props): ReactNode {
  const isPhone = useWindowSize() === 'mobile';
  // While on a phone, the props of the last render beside the page (the served page's): the hidden sidebar keeps them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const desktopProps = useMemo(() => props, [isPhone ? undefined : props]);
  const followsScroll = useRef(true);
  useIsomorphicLayoutEffect(() => {
    followsScroll.current = !isPhone;
  }, [isPhone]);
  return (
    <>
      <FollowsScrollContext.Provider value={followsScroll}>
        <DocSidebarDesktop {...desktopProps} />
      </FollowsScrollContext.Provider>
      {isPhone && <DocSidebarMobile {...props} />}
    </>
  );
}
