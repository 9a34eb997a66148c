/**
 * Whether the page headings listed here follow the reader's scroll: not in a
 * sidebar that is kept but not shown (the desktop sidebar on a phone,
 * src/theme/DocSidebar), where following it would only repeat, at every
 * scroll, the work of the list shown in the phone's menu.
 */
import {createContext} from 'react';

export const FollowsScrollContext = createContext(true);
