/**
 * The state of one sample group: the language it shows, kept in step with
 * the reader's language (./reader-language.ts) and with every other group.
 *
 * Docusaurus's tab groups (`groupId`, `queryString`) keep groups in step
 * through stores read with `useSyncExternalStore`, which React always updates
 * synchronously: a tap on one tab re-rendered every group of the page and,
 * through the `?language=` it wrote in the address, the whole page, twice
 * (the router, then its pending navigation), before the browser could paint
 * the tap. On the 30.2 search page, with the CPU slowed 4× as for a phone, a
 * tap took 400–700 ms to show. Here the tapped group alone changes at once;
 * the other groups follow in a transition, which React renders in slices
 * between frames, after the tap has been painted; the address is left alone
 * (./reader-language.ts, chooseLanguage).
 *
 * As in Docusaurus's groups, the server and the hydration render the first
 * tab, and the reader's language replaces it in a layout effect, before the
 * hydrated page is painted.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {chooseLanguage, languageStorage, linkedLanguage} from './reader-language';

/** Where the tapped tab was in the viewport, so that the groups above it, switching after it, do not move it. */
type ScrollAnchor = {element: Element; top: number};
let scrollAnchor: ScrollAnchor | null = null;

/** Keeps the tapped tab where the reader saw it while the groups above it change height (one commit or several). */
function holdScrollAnchor(): void {
  if (!scrollAnchor) return;
  const {element, top} = scrollAnchor;
  if (!element.isConnected) {
    scrollAnchor = null;
    return;
  }
  const moved = element.getBoundingClientRect().top - top;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}

export type LanguageTabsState = {
  selected: string;
  /** Picks a language in this group: shown at once here, then in every group, the address and the reader's storage. */
  select: (language: string, tab: Element) => void;
};

export function useLanguageTabs(values: readonly string[]): LanguageTabsState {
  const [selected, setSelected] = useState(values[0]!);
  // The group's languages as one string: the callbacks below stay the same across renders while they do.
  const valuesKey = values.join(' ');
  const isValue = useCallback(
    (language: string | null): language is string => language !== null && valuesKey.split(' ').includes(language),
    [valuesKey],
  );
  const {search} = useLocation();
  const history = useHistory();
  const linked = linkedLanguage(search);

  // The reader's language when the group mounts (after hydration too), and a link's language when the address changes.
  useIsomorphicLayoutEffect(() => {
    const language = linked ?? languageStorage().get();
    if (isValue(language)) setSelected(language);
  }, [linked, isValue]);

  // A language picked elsewhere (another group, Copy page, another window): after what the reader touched has been painted.
  useEffect(
    () =>
      languageStorage().listen((event) => {
        const language = event.newValue;
        if (isValue(language)) startTransition(() => setSelected(language));
      }),
    [isValue],
  );

  // After this group's change is committed: the tapped tab stays where it was, whichever group changed height.
  // In the frame that paints it, whose layout this reads: reading it in the commit would lay the page out twice.
  const committed = useRef(selected);
  useIsomorphicLayoutEffect(() => {
    if (committed.current === selected) return undefined;
    committed.current = selected;
    const frame = requestAnimationFrame(holdScrollAnchor);
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  const select = useCallback(
    (language: string, tab: Element) => {
      if (!isValue(language)) {
        throw new Error(`This sample group has no ${language} tab (it has ${valuesKey}).`);
      }
      scrollAnchor = {element: tab, top: tab.getBoundingClientRect().top};
      setSelected(language);
      chooseLanguage(language, history);
    },
    [isValue, history, valuesKey],
  );
  return {selected, select};
}
