/**
 * The word-wrap state of a code block, as the theme's `useCodeWordWrap` gives it
 * to the copy and word-wrap buttons, for a fraction of its cost.
 *
 * The theme's hook, in every block, measures the block in an effect (a forced
 * layout per block once the page hydrates), looks for a hidden tab panel around
 * it, watches that panel with a MutationObserver and listens to window resizes.
 * On an API page of 150 blocks that was the largest single cost of hydration.
 * Here one ResizeObserver watches every block: it reports each block once it
 * has been laid out, again whenever its size changes (a window resize, or a
 * hidden tab panel being shown), and the block is measured then, when the
 * layout is already fresh. Blocks that do not scroll never update their state.
 * Those that do update it in a transition: on a phone nearly every block of an
 * API page scrolls, and their word-wrap buttons, which are invisible until the
 * block is hovered or tapped, are added in slices rather than in one task as
 * the page loads.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';
import {observeSize} from './size-observer';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/** The styles that wrap a block's lines, as the theme sets them. */
function setWrapped(code: HTMLElement, wrapped: boolean): void {
  if (wrapped) {
    code.style.whiteSpace = 'pre-wrap';
    // Very long words and strings wrap too: a wrapped block never scrolls.
    code.style.overflowWrap = 'anywhere';
  } else {
    code.removeAttribute('style');
  }
}

export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) {
      return undefined;
    }
    // A hidden block (in a tab not shown) measures 0 by 0: it keeps its last answer.
    return observeSize(block, () => {
      if (block.clientWidth > 0) {
        const scrolls = block.scrollWidth > block.clientWidth;
        startTransition(() => setIsCodeScrollable(scrolls));
      }
    });
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      setWrapped(code, !isEnabled);
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
