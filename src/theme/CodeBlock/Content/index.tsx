/**
 * The code of a block, from the segments highlighted at build time (see
 * ../index.tsx): bare text, and coloured tokens as `<span class="token …">`.
 * Replaces the theme's Content, which highlights with Prism in the browser.
 */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {codeHtml} from '@site/src/code-tokens';
import {useCodeSegments} from '../segments';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const segments = useCodeSegments();
  const fromDocument = segments === 'document';
  // Escaped by codeHtml: the text is the page's code, as the build highlighted it. A block that keeps its
  // HTML's code renders none: React leaves the inner HTML of an element it hydrates as the server wrote it,
  // and never sets it again while the value stays the same.
  const html = useMemo(
    () => ({__html: fromDocument ? '' : codeHtml(segments ?? [metadata.code])}),
    [fromDocument, segments, metadata.code],
  );
  return (
    <pre
      ref={codeBlockRef}
      // A block wider than the page scrolls: keyboard readers need to reach it.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={html} suppressHydrationWarning={fromDocument} />
    </pre>
  );
}
