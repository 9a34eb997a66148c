/**
 * The theme's copy button, for blocks that keep the code of the HTML they
 * were hydrated from (src/page-code.ts): such a block has no code in memory,
 * so the button is given the block's text from the page. The theme renders its
 * buttons only in the browser, after hydration, when that text is there.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useCodeSegments} from '../../segments';

export default function CopyButtonOfThePage(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const segments = useCodeSegments();
  if (segments !== 'document') {
    return <CopyButton {...props} />;
  }
  const code = wordWrap.codeBlockRef.current?.textContent ?? '';
  return (
    <CodeBlockContextProvider metadata={{...metadata, code}} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
