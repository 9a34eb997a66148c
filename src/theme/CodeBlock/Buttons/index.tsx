/**
 * The theme's code block buttons (word wrap, copy), held at the block's right
 * edge. The theme adds the word-wrap button once the app has measured that
 * the block scrolls sideways, after the page is shown: the group, placed from
 * the right, then grew to the left, which counted as a layout shift (a page
 * opened at an anchor has such blocks in view). Laid out right to left (its
 * buttons in the same order), the group starts at its right edge, which does
 * not move.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import Buttons from '@theme-original/CodeBlock/Buttons';
import styles from './styles.module.css';

export default function ButtonsFromTheRight(props: Props): ReactNode {
  return <Buttons {...props} className={clsx(props.className, styles.fromTheRight)} />;
}
