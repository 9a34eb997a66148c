/**
 * The keys typed between the shortcut that opens the search box (Ctrl+K, ⌘K,
 * "/") and its input taking focus. On every page from the start: the modal's
 * code loads on the first open, and a slow phone takes a while.
 */
import {SEARCH} from '@site/src/constants';

/** The search modal marks the body while it is open. */
export const SEARCH_MODAL_OPEN_CLASS = 'DocSearch--active';

export function subscribeToModal(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
}

/** The reader's first letters would fall on the page: they are kept off it, and typed into the input once it is there. */
let typedBeforeOpen: string | null = null;
let keepingSince = 0;

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return element?.isContentEditable === true || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element?.tagName ?? '');
}

export function keepKeysTypedBeforeOpen(event: KeyboardEvent): void {
  const modalOpen = document.body.classList.contains(SEARCH_MODAL_OPEN_CLASS);
  const opens = (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isEditing(event.target));
  if (opens && (event.ctrlKey || event.metaKey) && (event.target as Element | null)?.classList?.contains('DocSearch-Button')) {
    // The theme opens the box with the key typed on its focused button as the query, modifiers or
    // not: Ctrl+K there (the button has focus once the box closes) would search "k".
    (event.target as HTMLElement).blur();
  }
  if (typedBeforeOpen === null) {
    if (opens && !modalOpen) {
      typedBeforeOpen = '';
      keepingSince = Date.now();
    }
    return;
  }
  // A box that did not open in time (its code failed to load) gives the keys back to the page.
  const late = Date.now() - keepingSince > SEARCH.keysKeptBeforeOpenMs;
  if ((event.target as Element | null)?.classList?.contains('DocSearch-Input')) {
    // The input is there and takes the keys from now on: the kept ones go in first.
    typeKeptKeys();
    return;
  }
  if (late || event.key === 'Escape') {
    typedBeforeOpen = null;
    return;
  }
  if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    typedBeforeOpen += event.key;
    event.preventDefault();
    event.stopPropagation();
  }
}

/** Types the kept keys into the modal's input, as the reader's own typing would (React reads the input event). */
export function typeKeptKeys(): void {
  const kept = typedBeforeOpen;
  typedBeforeOpen = null;
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!kept || !input) {
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, kept + input.value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}
