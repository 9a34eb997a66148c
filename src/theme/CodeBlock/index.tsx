/**
 * Code blocks, highlighted when the site was built (plugins/code-highlighting):
 * the browser renders the segments it is given and never runs Prism.
 *
 * This replaces the theme's CodeBlock entry and its string content rather than
 * wrapping them, for two costs that grow with the number of blocks on a page:
 * the entry re-mounts every block once the page has hydrated (so that inline
 * Prism colours follow the colour mode; ours are classes), and the string
 * content's word-wrap hook measures every block in turn (./word-wrap.ts). The
 * metadata, layout, title and buttons are still the theme's.
 */
import React, {Children, useMemo, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import ElementContent from '@theme/CodeBlock/Content/Element';
import {CODE_TOKENS_ATTRIBUTE, codeText, parseCodeSegments, type CodeSegment} from '@site/src/code-tokens';
import {CodeSegmentsContext} from './segments';
import {useCodeWordWrap} from './word-wrap';

type CodeBlockProps = Props & {[CODE_TOKENS_ATTRIBUTE]?: string};

function HighlightedCodeBlock({segments, ...props}: Omit<Props, 'children'> & {segments: readonly CodeSegment[]}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: codeText(segments),
        className: props.className,
        metastring: props.metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language: props.language,
        title: props.title,
        showLineNumbers: props.showLineNumbers,
      }),
    [segments, props.className, props.metastring, props.language, props.title, props.showLineNumbers, prism],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeSegmentsContext.Provider value={segments}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </CodeSegmentsContext.Provider>
  );
}

export default function CodeBlock({children, [CODE_TOKENS_ATTRIBUTE]: encoded, ...props}: CodeBlockProps): ReactNode {
  const segments = useMemo<readonly CodeSegment[] | null>(() => {
    if (typeof encoded === 'string') {
      return parseCodeSegments(encoded);
    }
    // A block written as JSX (`<CodeBlock>` or `<pre>` with text): shown as it is, without colours.
    const parts = Children.toArray(children);
    return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? [parts.join('')] : null;
  }, [encoded, children]);
  if (segments === null) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return <HighlightedCodeBlock {...props} segments={segments} />;
}
