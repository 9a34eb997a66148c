/** The theme's table of contents for narrow screens, loaded by a page that shows it, like the wide one (src/theme/TOC). */
import type {ComponentProps} from 'react';
import type TOCCollapsible from '@theme-original/TOCCollapsible';
import {componentOnFirstUse} from '@site/src/components/on-first-use';

export default componentOnFirstUse<ComponentProps<typeof TOCCollapsible>>(() => import('@theme-original/TOCCollapsible'));
