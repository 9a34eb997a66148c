/**
 * The banners of an unlisted or draft page, loaded by a page that is one:
 * every docs page carries the layout that imports them, and the site
 * publishes no such page. The same test as the theme's component, which
 * renders nothing otherwise.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import type ContentVisibility from '@theme-original/ContentVisibility';
import {componentOnFirstUse} from '@site/src/components/on-first-use';

type Props = ComponentProps<typeof ContentVisibility>;

const Banners = componentOnFirstUse<Props>(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityOnFirstUse(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Banners {...props} /> : null;
}
