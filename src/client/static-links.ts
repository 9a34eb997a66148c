/**
 * Links in a page's static prose (src/static-prose.ts) are the HTML the server
 * rendered: plain links, without the handlers of Docusaurus's Link. Like
 * Link, this opens a link to a page of the site inside the app (no reload)
 * and loads that page's scripts when the reader shows the intent to open it
 * (pointing at the link, focusing it, touching it).
 *
 * One listener each on the document. A link React handles has already been
 * handled when a click reaches the document (`defaultPrevented`); a link to
 * something the app has no route for (a file, a redirect page) is left to
 * the browser, as is a click that asks for a new tab or window.
 */
import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {sitePaths} from '../legacy/site-routes';
import {appPathOf} from './app-path';

let routes: Set<string> | undefined;

/** A plain link of the page's content, outside React's links, that the app opens: its path, else null. */
function appLinkOf(target: EventTarget | null): {anchor: HTMLAnchorElement; path: string} | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('.markdown')) {
    return null;
  }
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return null;
  }
  routes ??= new Set(sitePaths());
  const path = appPathOf(anchor.getAttribute('href') ?? '', window.location.href, routes);
  return path === null ? null : {anchor, path};
}

/** Opens the static prose's links inside the app (mounted once, by src/theme/Root.tsx). */
export function useStaticLinks(): void {
  const history = useHistory();
  useEffect(() => {
    let intended: HTMLAnchorElement | null = null;
    const onIntent = (event: Event) => {
      const link = appLinkOf(event.target);
      if (link && link.anchor !== intended) {
        intended = link.anchor;
        window.docusaurus.preload(link.path.replace(/[?#].*$/, ''));
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = appLinkOf(event.target);
      if (!link) {
        return;
      }
      const current = `${window.location.pathname}${window.location.search}`;
      if (link.path.startsWith(`${current}#`)) {
        // An anchor of this page: the browser scrolls to it, as with Link.
        return;
      }
      event.preventDefault();
      history.push(link.path);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, {passive: true});
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, {passive: true});
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [history]);
}
