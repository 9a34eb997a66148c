/**
 * The theme's table of contents, loaded by a page that shows it: every docs
 * page carries the layout that imports it, and no page shows it (a page's
 * headings are in the sidebar, src/components/PageHeadings) unless its front
 * matter asks for it.
 */
import type {ComponentProps} from 'react';
import type TOC from '@theme-original/TOC';
import {componentOnFirstUse} from '@site/src/components/on-first-use';

export default componentOnFirstUse<ComponentProps<typeof TOC>>(() => import('@theme-original/TOC'));
