/**
 * A sidebar group. A group that neither folds nor opens a page of its own
 * (the guide's "Getting Started", the API's "API Resources") is the heading of
 * the links under it: its label says so, rather than being a link that leads
 * nowhere, which neither readers nor crawlers can follow.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';

type Props = ComponentProps<typeof Category>;

export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  const {item, level} = props;
  const isHeading = item.collapsible === false && item.href === undefined;
  return <Category {...props} {...(isHeading && {role: 'heading', 'aria-level': level + 1})} />;
}
