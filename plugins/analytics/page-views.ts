/**
 * Sends one `page_view` per settled navigation, the first load included:
 * ANALYTICS.pageViewDelayMs after the route renders, and only if the reader
 * is still on that page (a quick click-through sends one view, for where the
 * reader stopped). Anchor changes within a page are not page views.
 */
import type {ClientModule} from '@docusaurus/types';
import {ANALYTICS} from '../../src/constants';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

let pending: ReturnType<typeof setTimeout> | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (
      previousLocation &&
      previousLocation.pathname === location.pathname &&
      previousLocation.search === location.search
    ) {
      return;
    }
    clearTimeout(pending);
    pending = setTimeout(() => {
      window.gtag?.('event', 'page_view', {
        page_path: location.pathname + location.search,
        page_location: window.location.href,
        page_title: document.title,
      });
    }, ANALYTICS.pageViewDelayMs);
  },
};

export default clientModule;
