/**
 * Whether the page headings listed here follow the reader's scroll: not in a
 * sidebar that is kept but not shown (the desktop sidebar on a phone,
 * src/theme/DocSidebar), where following it would only repeat, at every
 * scroll, the work of the list shown in the phone's menu. A holder rather
 * than a value, read as the scroll is measured: the sidebar changing its mind
 * (the window turning out to be a phone's, just after hydration) does not
 * render its lists again.
 */
import {createContext} from 'react';

export type FollowsScroll = {current: boolean};

export const FollowsScrollContext = createContext<FollowsScroll>({current: true});
