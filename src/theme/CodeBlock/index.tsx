/**
 * Code blocks, highlighted when the site was built (plugins/code-highlighting):
 * the browser renders the segments it is given and never runs Prism.
 *
 * In the browser's production bundle a block carries no code, only where its
 * code is (`data-code-ref`, plugins/code-highlighting/page-code-loader.cjs):
 * on the page the app starts on it keeps the code of the HTML it hydrates
 * (src/page-code.ts), and on later pages its code is fetched with the page.
 *
 * This replaces the theme's CodeBlock entry and its string content rather than
 * wrapping them, for two costs that grow with the number of blocks on a page:
 * the entry re-mounts every block once the page has hydrated (so that inline
 * Prism colours follow the colour mode; ours are classes), and the string
 * content's word-wrap hook measures every block in turn (./word-wrap.ts). The
 * metadata, layout, title and buttons are still the theme's.
 */
import React, {Children, useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import ElementContent from '@theme/CodeBlock/Content/Element';
import {CODE_BUNDLE_ATTRIBUTE, CODE_REF_ATTRIBUTE, CODE_TOKENS_ATTRIBUTE, codeText, parseCodeSegments, type CodeSegment} from '@site/src/code-tokens';
import {keepDocumentCode, useBlockCode} from '@site/src/page-code';
import {CodeSegmentsContext, type BlockCode} from './segments';
import {useCodeWordWrap} from './word-wrap';
import {observeSize} from './size-observer';

type CodeBlockProps = Props & {[CODE_TOKENS_ATTRIBUTE]?: string; [CODE_BUNDLE_ATTRIBUTE]?: string; [CODE_REF_ATTRIBUTE]?: string};

const NO_CODE: readonly CodeSegment[] = [];

type HighlightedProps = Omit<Props, 'children'> & {
  segments: BlockCode;
  /** Called once the block is laid out with a size: shown, not in a hidden tab. */
  onShown?: () => void;
  /** Called with the block's `<code>` element when a block that shows its HTML's code leaves the page. */
  onDocumentLeft?: (code: Element) => void;
};

function HighlightedCodeBlock({segments, onShown, onDocumentLeft, ...props}: HighlightedProps): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        // A block that keeps its HTML's code has none here: the copy button reads the page (./Buttons/CopyButton).
        code: segments === 'document' ? '' : codeText(segments),
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
  const {codeBlockRef} = wordWrap;
  useEffect(() => {
    const block = codeBlockRef.current;
    if (!onShown || !block) {
      return undefined;
    }
    return observeSize(block, () => {
      if (block.clientWidth > 0) {
        onShown();
      }
    });
  }, [onShown, codeBlockRef]);
  useEffect(() => {
    const code = codeBlockRef.current?.firstElementChild;
    return onDocumentLeft && code ? () => onDocumentLeft(code) : undefined;
  }, [onDocumentLeft, codeBlockRef]);
  return (
    <CodeSegmentsContext.Provider value={segments}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </CodeSegmentsContext.Provider>
  );
}

/** A block of the browser's production bundle: its code comes from the page's code files. */
function ReferencedCodeBlock({codeRef, ...props}: Omit<Props, 'children'> & {codeRef: string}): ReactNode {
  const [shown, setShown] = useState(false);
  const code = useBlockCode(codeRef, shown);
  const markShown = useCallback(() => setShown(true), []);
  const keep = useCallback((element: Element) => keepDocumentCode(codeRef, element), [codeRef]);
  return (
    <HighlightedCodeBlock
      {...props}
      segments={code === 'loading' ? NO_CODE : code}
      onShown={code === 'loading' ? markShown : undefined}
      onDocumentLeft={code === 'document' ? keep : undefined}
    />
  );
}

export default function CodeBlock({
  children,
  [CODE_TOKENS_ATTRIBUTE]: encoded,
  [CODE_BUNDLE_ATTRIBUTE]: _bundle,
  [CODE_REF_ATTRIBUTE]: codeRef,
  ...props
}: CodeBlockProps): ReactNode {
  const segments = useMemo<readonly CodeSegment[] | null>(() => {
    if (typeof encoded === 'string') {
      return parseCodeSegments(encoded);
    }
    // A block written as JSX (`<CodeBlock>` or `<pre>` with text): shown as it is, without colours.
    const parts = Children.toArray(children);
    return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? [parts.join('')] : null;
  }, [encoded, children]);
  // The server's bundle carries both the code and where the browser finds it (plugins/code-highlighting): it renders the code.
  if (typeof codeRef === 'string' && typeof encoded !== 'string') {
    return <ReferencedCodeBlock {...props} codeRef={codeRef} />;
  }
  if (segments === null) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return <HighlightedCodeBlock {...props} segments={segments} />;
}
