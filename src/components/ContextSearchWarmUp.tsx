/**
 * Makes React search the whole page for a context's readers once, when the
 * browser is idle after the app has started, so that the reader's first tap
 * on the menu button does not pay for compiling that search.
 *
 * Why: the menu button changes the theme's drawer context, whose provider
 * sits above the whole layout. React then searches everything below it for
 * components that read it (`propagateContextChanges`). In Chromium the first
 * such search of a page ran deoptimised: V8 had compiled it while the page
 * hydrated, over a few small trees, and dropped that code ("insufficient type
 * feedback") as the search met the whole page. That was 4–7 ms of the tap at
 * full speed (0.5 ms for the second tap's search), and 15–20 ms at 4× CPU.
 *
 * A change of this provider's value, above everything, runs the same search
 * over the same page, and nothing reads it, so nothing renders again. Measured
 * with `npm run bench -- --interactions --only menu --runs 9` (phone, 4× CPU),
 * on the 30.2 search page: the menu tap went from 96 to 72 ms median, its
 * handlers from 19 to 8 ms; blocking time after first paint was unchanged.
 */
import React, {createContext, useEffect, useState, type ReactNode} from 'react';
import {whenIdle} from '@site/src/client/when-idle';

/** Read by no component: its one change of value is what makes React search the page. */
const SearchedContext = createContext(false);

export default function ContextSearchWarmUp({children}: {children: ReactNode}): ReactNode {
  const [searched, setSearched] = useState(false);
  useEffect(() => whenIdle(() => setSearched(true)), []);
  return <SearchedContext.Provider value={searched}>{children}</SearchedContext.Provider>;
}
