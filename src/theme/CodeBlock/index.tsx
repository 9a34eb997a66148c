/**
 * Code blocks, highlighted when the site was built (plugins/markdown/rehype-code-tokens.ts):
 * the browser renders the segments it is given and never runs Prism.
 *
 * This replaces the theme's CodeBlock entry rather than wrapping it, because
 * that entry re-mounts every block once the page has hydrated (so that inline
 * Prism colours follow the colour mode). Our colours are classes, so blocks
 * hydrate as they are. The layout, title and copy and word-wrap buttons are
 * still the theme's.
 */
import React, {Children, useMemo, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {CODE_TOKENS_ATTRIBUTE, codeText, parseCodeSegments, type CodeSegment} from '@site/src/code-tokens';
import {CodeSegmentsContext} from './segments';

type CodeBlockProps = Props & {[CODE_TOKENS_ATTRIBUTE]?: string};

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
  return (
    <CodeSegmentsContext.Provider value={segments}>
      <StringContent {...props}>{codeText(segments)}</StringContent>
    </CodeSegmentsContext.Provider>
  );
}

