/**
 * Back and Forward return the reader to where they were on that page.
 * Docusaurus scrolls every new location to its top (or anchor), Back included;
 * this module remembers each history entry's scroll position when the reader
 * leaves it and restores it when they come back to it with Back or Forward.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type HistoryLocation = {key?: string; pathname: string; search: string; hash: string};

const positions = new Map<string, number>();
let cameBackOrForward = false;

function entryKey(location: HistoryLocation): string {
  // The first entry of a tab has no key: it is the only one, so its URL names it.
  return location.key ?? `initial:${location.pathname}${location.search}`;
}

if (ExecutionEnvironment.canUseDOM) {
  // The browser's own restoration would run after ours and, for an entry whose URL has an
  // anchor (the page headings keep it in the address), scroll to that anchor instead.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    cameBackOrForward = true;
  });
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) {
      positions.set(entryKey(previousLocation as HistoryLocation), window.scrollY);
    }
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (cameBackOrForward && previousLocation) {
      const saved = positions.get(entryKey(location as HistoryLocation));
      if (saved !== undefined) {
        window.scrollTo(0, saved);
      }
    }
    cameBackOrForward = false;
  },
};

export default clientModule;
