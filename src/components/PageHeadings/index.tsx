/** The headings of the current page, listed under its sidebar link and following the scroll. */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {TOCItem} from '@docusaurus/mdx-loader';
import {useActiveHeading} from './useActiveHeading';
import styles from './styles.module.css';

export default function PageHeadings({items}: {items: readonly TOCItem[]}): ReactNode {
  // The registry hands out a new array on every render: the list is the same while its ids are.
  const idsKey = items.map((item) => item.id).join('\n');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split('\n')), [idsKey]);
  // Each link's HTML, as the same object while it is the same: React 19 writes an element's inner HTML again
  // whenever the object is another one, and this list renders again at each heading the scroll reaches.
  const htmlKey = JSON.stringify(items.map((item) => item.value));
  const html = useMemo(() => (JSON.parse(htmlKey) as string[]).map((value) => ({__html: value})), [htmlKey]);
  const active = useActiveHeading(ids);
  if (items.length === 0) {
    return null;
  }
  return (
    <ul className={clsx('menu__list', styles.headings)} aria-label="On this page">
      {items.map((item, index) => (
        <li key={item.id} className={clsx(styles.heading, item.level > 2 && styles.subheading)}>
          <Link
            to={`#${item.id}`}
            className={clsx('menu__link', styles.link, active === item.id && styles.active)}
            aria-current={active === item.id ? 'location' : undefined}
            data-heading-id={item.id}
            // Heading text was rendered to HTML by the Markdown compiler (inline code, emphasis).
            dangerouslySetInnerHTML={html[index]}
          />
        </li>
      ))}
    </ul>
  );
}
