/**
 * The theme's code block buttons (word wrap, copy), held at the block's right
 * edge. The theme adds the word-wrap button once the app has measured that
 * the block scrolls sideways, after the page is shown: the group, placed from
 * the right, then grew to the left, which counted as a layout shift (a page
 * opened at an anchor has such blocks in view). Laid out right to left (its
 * buttons in the same order), the group starts at its right edge, which does
 * not move.
 *
 * The theme renders the buttons only in the browser: in the render that
 * follows hydration, which React cannot interrupt, together with everything
 * else that waited for the browser. On an API page of 50 blocks that is some
 * 800 components and 400 elements (two icons per button) in one task, the
 * longest after the page loads. They are rendered in a transition instead,
 * right after the block is first shown, in slices between which the page
 * keeps answering. The buttons are invisible until the block is hovered,
 * focused or tapped, and take no room in the block (absolutely placed), so
 * nothing moves when they arrive.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import Buttons from '@theme-original/CodeBlock/Buttons';
import styles from './styles.module.css';

/** `false` on the server and in the render that hydrates or mounts the block, then `true`, set in a transition. */
function useRenderedSoon(): boolean {
  const [soon, setSoon] = useState(false);
  useEffect(() => startTransition(() => setSoon(true)), []);
  return soon;
}

export default function ButtonsFromTheRight(props: Props): ReactNode {
  return useRenderedSoon() ? <Buttons {...props} className={clsx(props.className, styles.fromTheRight)} /> : null;
}
