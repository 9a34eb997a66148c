/**
 * The sidebar's items, given one item-click handler for as long as they are
 * shown.
 *
 * In the phone's navbar menu, the theme passes the sidebar's items a new
 * handler each time the menu opens or closes (DocSidebar/Mobile), and the
 * items, which the theme memoises, were all rendered anew on the tap that
 * opens the menu. They are given a handler that stays the same and calls the
 * latest one, and render only when they change.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {useEvent} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme-original/DocSidebarItems';

type Props = ComponentProps<typeof DocSidebarItems>;
type OnItemClick = NonNullable<Props['onItemClick']>;

export default function DocSidebarItemsWrapper({onItemClick, ...props}: Props): ReactNode {
  const onItemClickOfNow = useEvent((...args: Parameters<OnItemClick>) => onItemClick?.(...args));
  return <DocSidebarItems {...props} onItemClick={onItemClick ? onItemClickOfNow : undefined} />;
}
