/**
 * Back and Forward return the reader to where they were on that page.
 * Docusaurus scrolls every new location to its top (or anchor), Back included;
 * this module remembers each history entry's scroll position as the reader
 * leaves it and restores it when they come back to it with Back or Forward,
 * between pages and between two anchors of one page alike.
 *
 * Where the browser has the Navigation API, the position is read as its
 * `navigate` event announces the change, before anything has moved: a link to
 * an anchor of the page is the browser's own navigation, which scrolls to the
 * anchor before the router hears of it. Each entry is named by the API's key,
 * which the browser gives the entries it creates itself too (a fragment's, the
 * first of a tab); elsewhere, by the router's key (or, for the entries it did
 * not create, their URL), read as the router changes location.
 *
 * A `#` link of the page (or an anchor a script sets) is the browser's own
 * fragment navigation: it scrolls to the anchor at once. The router hears of it
 * later (after the next paint, src/client/same-page-anchors.ts, and a render of
 * the route: half a second on a phone at 4× CPU), and Docusaurus then scrolls
 * to the anchor again, taking back whatever the reader scrolled meanwhile. So
 * the page stays where it was as the router's new location rendered. Known
 * where the browser has the Navigation API, which says which navigations are
 * fragment ones; elsewhere Docusaurus's scroll stands.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isSamePage} from './same-page-anchors';

type HistoryLocation = {key?: string; pathname: string; search: string; hash: string};
/** The Navigation API, as far as it is used here (TypeScript's DOM library does not type it yet). */
type NavigationApi = EventTarget & {currentEntry: {key: string} | null};
type NavigateEvent = Event & {navigationType: 'push' | 'replace' | 'reload' | 'traverse'; hashChange: boolean};

const positions = new Map<string, number>();
let cameBackOrForward = false;
/** Whether the browser has made a fragment navigation (other than Back or Forward) since the router last changed location. */
let browserScrolledToAnAnchor = false;
/** Where the page was as the route rendered the router's new location, before the router's scroll. */
let positionBeforeRouterScroll: number | undefined;
const navigation = ExecutionEnvironment.canUseDOM ? (window as Window & {navigation?: NavigationApi}).navigation : undefined;

function routerEntryKey(location: HistoryLocation): string {
  return location.key ?? `url:${location.pathname}${location.search}${location.hash}`;
}

/** The key of the entry shown at `location` (the router's location of the entry now current). */
function entryKey(location: HistoryLocation): string {
  return navigation?.currentEntry?.key ?? routerEntryKey(location);
}

if (ExecutionEnvironment.canUseDOM) {
  // The browser's own restoration would run after ours and, for an entry whose URL has an
  // anchor (the page headings keep it in the address), scroll to that anchor instead.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    cameBackOrForward = true;
  });
  navigation?.addEventListener('navigate', (event) => {
    // Only as an entry is left. A replace keeps the entry, and may come while the screen is not yet the entry's:
    // the page headings rewrite the anchor in the address as they follow the scroll, also between Back and the
    // router showing the entry Back went to.
    const key = navigation.currentEntry?.key;
    const {navigationType} = event as NavigateEvent;
    if (key !== undefined && (navigationType === 'push' || navigationType === 'traverse')) {
      positions.set(key, window.scrollY);
    }
    if ((event as NavigateEvent).hashChange && navigationType !== 'traverse') {
      browserScrolledToAnAnchor = true;
    }
  });
}

/**
 * Notes where the page is: called by a layout effect of the route's own tree (src/theme/Layout) as it renders a new
 * location, which runs before Docusaurus's, where the router scrolls.
 */
export function notePositionBeforeRouterScroll(): void {
  positionBeforeRouterScroll = window.scrollY;
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation && !navigation?.currentEntry) {
      positions.set(routerEntryKey(previousLocation as HistoryLocation), window.scrollY);
    }
  },
  onRouteDidUpdate({location, previousLocation}) {
    const saved = cameBackOrForward && previousLocation ? positions.get(entryKey(location as HistoryLocation)) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (
      browserScrolledToAnAnchor &&
      previousLocation &&
      positionBeforeRouterScroll !== undefined &&
      isSamePage(previousLocation, location) &&
      location.hash !== previousLocation.hash
    ) {
      window.scrollTo(0, positionBeforeRouterScroll);
    }
    cameBackOrForward = false;
    browserScrolledToAnAnchor = false;
    positionBeforeRouterScroll = undefined;
  },
};

export default clientModule;
