/**
 * What the search box's modal (typesense-docsearch-react) lacks for assistive
 * technology, added to its DOM while it is open: the modal renders these
 * elements with attributes that never change, so React leaves what is set here
 * alone, and the lists it adds as results come are fixed as they come.
 *
 * - the container is a modal dialog named after the box, not a button around
 *   the whole box (its role is for its click-outside-to-close), and the
 *   combobox is the input, as ARIA 1.2 has it, not the container;
 * - the input and each result list have names: the input the box's, a list
 *   its section's title ("Collections");
 * - a result is an option whose link is not a tab stop of its own (the input
 *   moves through the options); it stays a link, for the reader who opens it
 *   in a new tab, which axe's nested-interactive rule still reports;
 * - the modal's footer (its key hints) is no second contentinfo landmark.
 *
 * Loaded with the modal (src/theme/SearchBar), not with every page.
 */

/** The box's accessible name, and its input's. */
export const SEARCH_BOX_NAME = 'Search the docs';

/** The container's attributes that belong to a combobox, which it is not. */
const COMBOBOX_ATTRIBUTES = ['aria-expanded', 'aria-haspopup', 'aria-owns', 'aria-labelledby', 'tabindex'];

function nameLists(container: HTMLElement): void {
  for (const list of container.querySelectorAll<HTMLElement>('ul[role="listbox"]')) {
    const title = list.closest('section')?.querySelector('.DocSearch-Hit-source')?.textContent?.trim();
    if (title) {
      list.removeAttribute('aria-labelledby');
      list.setAttribute('aria-label', title);
    }
  }
  for (const link of container.querySelectorAll<HTMLElement>('[role="option"] a')) {
    link.setAttribute('tabindex', '-1');
  }
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (input) {
    // Its label holds only the magnifier icon.
    input.removeAttribute('aria-labelledby');
    input.setAttribute('aria-label', SEARCH_BOX_NAME);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-haspopup', 'listbox');
    input.setAttribute('aria-expanded', String(container.querySelector('ul[role="listbox"] [role="option"]') !== null));
  }
}

/** Gives the open modal its semantics; the returned function stops following its changes. */
export function giveModalSemantics(container: HTMLElement): () => void {
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.setAttribute('aria-label', SEARCH_BOX_NAME);
  COMBOBOX_ATTRIBUTES.forEach((attribute) => container.removeAttribute(attribute));
  container.querySelector('.DocSearch-Footer')?.setAttribute('role', 'presentation');
  nameLists(container);
  const observer = new MutationObserver(() => nameLists(container));
  observer.observe(container, {childList: true, subtree: true});
  return () => observer.disconnect();
}
