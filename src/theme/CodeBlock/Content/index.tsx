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
  // Escaped by codeHtml: the text is the page's code, as the build highlighted it.
  const html = useMemo(() => ({__html: codeHtml(segments ?? [metadata.code])}), [segments, metadata.code]);
  return (
    <pre
      ref={codeBlockRef}
      // A block wider than the page scrolls: keyboard readers need to reach it.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={html} />
    </pre>
  );
}
