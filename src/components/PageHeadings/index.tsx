/** The headings of the current page, listed under its sidebar link and following the scroll. */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {TOCItem} from '@docusaurus/mdx-loader';
import {useActiveHeading} from './useActiveHeading';
import styles from './styles.module.css';

type HeadingEntryProps = {id: string; html: {__html: string}; subheading: boolean; active: boolean};

/**
 * One heading of the list. Its own memoised component: the scroll moves the
 * active heading from one entry to the next, and only those two render again,
 * not the page's every link (49 on the 30.2 search page), in the frames of a
 * reader's scroll and of the tap that often follows it.
 */
const HeadingEntry = memo(function HeadingEntry({id, html, subheading, active}: HeadingEntryProps): ReactNode {
  return (
    <li className={clsx(styles.heading, subheading && styles.subheading)}>
      <Link
        to={`#${id}`}
        className={clsx('menu__link', styles.link, active && styles.active)}
        aria-current={active ? 'location' : undefined}
        data-heading-id={id}
        // Heading text was rendered to HTML by the Markdown compiler (inline code, emphasis).
        dangerouslySetInnerHTML={html}
      />
    </li>
  );
});

export default function PageHeadings({items}: {items: readonly TOCItem[]}): ReactNode {
  // The registry hands out a new array on every render: the list is the same while its ids are.
  const idsKey = items.map((item) => item.id).join('\n');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split('\n')), [idsKey]);
  // Each link's HTML, as the same object while it is the same: React 19 writes an element's inner HTML again
  // whenever the object is another one, and an entry whose props are the same is not rendered again.
  const htmlKey = JSON.stringify(items.map((item) => item.value));
  const html = useMemo(() => (JSON.parse(htmlKey) as string[]).map((value) => ({__html: value})), [htmlKey]);
  const active = useActiveHeading(ids);
  if (items.length === 0) {
    return null;
  }
  return (
    <ul className={clsx('menu__list', styles.headings)} aria-label="On this page">
      {items.map((item, index) => (
        <HeadingEntry key={item.id} id={item.id} html={html[index]!} subheading={item.level > 2} active={active === item.id} />
      ))}
    </ul>
  );
}
