/**
 * The theme's Tabs, without the re-mount after hydration.
 *
 * The theme keys its tabs on `useIsBrowser()`, so that every tab group, with
 * all the code blocks in it, is thrown away and rendered again once the page
 * has hydrated (a guard from React 17 days: facebook/docusaurus#5653). The
 * guard is no longer needed: a group starts on its default tab in the browser
 * as on the server, and the reader's choice (query string, then storage) is
 * applied by a layout effect after hydration. The re-mount, however, is a
 * synchronous render of every group at once: on the 29.0 search page, with 78
 * samples in tabs, the longest task after the page loads.
 *
 * The theme's component is called here as a function (its hooks become this
 * component's, always in the same order) so that the element it returns can
 * be given a key that does not change. Everything else is the theme's.
 */
import {cloneElement, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/Tabs';
import Tabs from '@theme-original/Tabs';

const STABLE_KEY = 'tabs';

export default function TabsWithoutRemount(props: Props): ReactNode {
  const tabs = Tabs(props);
  return isValidElement(tabs) ? cloneElement(tabs, {key: STABLE_KEY}) : tabs;
}
