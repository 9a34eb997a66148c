/**
 * A tab left open across a redeploy asks for script chunks that no longer
 * exist. The page reloads once to pick up the new build; if loading fails
 * again, the reader sees what failed, for which address, and a reload link,
 * instead of a page that silently stopped working.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SITE, STORAGE_KEYS} from '../constants';
import {whenIdle} from './when-idle';

export function isChunkLoadError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(error.message))
  );
}

function reloadedAlreadyFor(url: string): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.chunkReload) === url;
  } catch {
    return true; // No storage: never risk a reload loop.
  }
}

/** Whether a reload has been remembered since this page loaded: the marker is then the one to keep. */
let reloadRemembered = false;

function rememberReload(url: string): void {
  reloadRemembered = true;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReload, url);
  } catch {
    // Without storage the reader gets the message instead of a second reload.
  }
}

function forgetReload(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.chunkReload);
  } catch {
    // Nothing to forget.
  }
}

/** Whether the page was already reloaded once for a chunk failure at this address. */
export function chunkReloadAlreadyTried(): boolean {
  return reloadedAlreadyFor(window.location.href);
}

/** The first line of the error, e.g. "Loading chunk 812 failed". */
export function chunkErrorSummary(error: Error): string {
  return (error.message.split('\n')[0] ?? error.message).replace(/\.$/, '');
}

function showChunkError(error: Error): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'chunk-error';
  const title = document.createElement('strong');
  title.textContent = chunkErrorSummary(error);
  const text = document.createElement('p');
  text.textContent = `Part of this page could not be loaded, even after a reload, at ${window.location.href}. `;
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = 'Reload the page';
  text.append(reload);
  box.append(title, text);
  document.body.prepend(box);
}

/** Reloads the page once for a chunk failure at this address; the second time, reports it. */
export function handleChunkLoadError(
  error: Error,
  {showMessage = true}: {showMessage?: boolean} = {},
): 'reloading' | 'reported' {
  const url = window.location.href;
  if (!reloadedAlreadyFor(url)) {
    rememberReload(url);
    window.location.reload();
    return 'reloading';
  }
  forgetReload();
  if (showMessage) {
    showChunkError(error);
  }
  return 'reported';
}

let hydrated = false;

function isOwnChunk(src: string): boolean {
  return src.startsWith(`${window.location.origin}${SITE.baseUrl}assets/`);
}

if (ExecutionEnvironment.canUseDOM) {
  // First load: the app preloads the page's chunks before it renders; a failure there is unhandled.
  // Once the app runs, a failed chunk is either a navigation's, which Docusaurus answers with a
  // reload (see below), or a preload for a link the reader only pointed at: nothing to do then.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      if (!hydrated) {
        handleChunkLoadError(event.reason);
      }
    }
  });
  // Navigation: Docusaurus reloads the page itself when a route's chunks fail; that is the one reload.
  window.addEventListener(
    'error',
    (event) => {
      if (hydrated && event.target instanceof HTMLScriptElement && isOwnChunk(event.target.src)) {
        rememberReload(window.location.href);
      }
    },
    true,
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!hydrated) {
      hydrated = true;
      // The app started: a reload remembered before this page is done with, unless the page has failed since. When
      // idle: the first use of `sessionStorage` in a page waits on the browser for the tab's storage, and done in the
      // commit of the app's first render, it lengthened the longest task of a page's load.
      whenIdle(() => {
        if (!reloadRemembered) forgetReload();
      });
    }
  },
};

export default clientModule;
