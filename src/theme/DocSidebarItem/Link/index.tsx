/**
 * A sidebar link, followed by the headings of its page when that page is the
 * one being read (a sibling list item, since a link item holds only its link).
 */
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import {isActiveSidebarItem, useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import PageHeadings from '@site/src/components/PageHeadings';
import {pageHeadings} from '@site/src/components/PageHeadings/registry';
import {pageHeadingsKey} from '@site/src/components/PageHeadings/key';
import styles from '@site/src/components/PageHeadings/styles.module.css';

/**
 * The headings of the current page, under its link. Rendered again only when its page is another: the sidebar
 * renders all its items again at each tap on the phone's menu button (its items' click handler is a new
 * function each time), and a long page's headings (dozens of links) made that tap slow.
 */
const CurrentPageHeadings = memo(function CurrentPageHeadings({docId}: {docId: string}): ReactNode {
  // Read from the route, not from React context: on phones this renders inside the navbar's menu.
  const pluginId = useActivePlugin()?.pluginId;
  const {activeVersion} = useActiveDocContext(pluginId);
  const headings = pluginId && activeVersion ? pageHeadings(pageHeadingsKey(pluginId, activeVersion.name, docId)) : undefined;
  if (!headings || headings.items.length === 0) {
    return null;
  }
  return (
    <li className={styles.container}>
      <PageHeadings items={headings.items} />
    </li>
  );
});

export default function DocSidebarItemLinkWrapper(props: ComponentProps<typeof Link>): ReactNode {
  const {item, activePath} = props;
  // Only the current page's link looks up the route's doc: a sidebar has dozens of links.
  const isCurrentPage = item.docId !== undefined && isActiveSidebarItem(item, activePath);
  return (
    <>
      <Link {...props} />
      {isCurrentPage && <CurrentPageHeadings docId={item.docId!} />}
    </>
  );
}
