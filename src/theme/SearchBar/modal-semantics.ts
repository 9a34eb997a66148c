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
 * - a result is its link, with the option's role, selection and (suffixed) id:
 *   the modal renders an option that holds a link, an interactive control in
 *   another, whose name a screen reader may not reach (axe's
 *   nested-interactive). The item around it is presentation only (its
 *   `aria-selected`, which the modal writes as the reader moves, goes to the
 *   link; ./results.on-first-use.module.css styles the selected link as the
 *   modal's styles do the item), and the input's active descendant is the link. The link is no tab stop of its own
 *   (the input moves through the options), and stays a link, for the reader
 *   who opens it in a new tab;
 * - the modal's footer (its key hints) is no second contentinfo landmark.
 *
 * Loaded with the modal (src/theme/SearchBar), not with every page.
 */

/** The box's accessible name, and its input's. */
export const SEARCH_BOX_NAME = 'Search the docs';

/** Added to a result item's id for its link's, the option that the input's active descendant names. */
const OPTION_ID_SUFFIX = '-option';

/** The container's attributes that belong to a combobox, which it is not. */
const COMBOBOX_ATTRIBUTES = ['aria-expanded', 'aria-haspopup', 'aria-owns', 'aria-labelledby', 'tabindex'];

/** Writes an attribute only where it differs: the observer below sees every attribute written, even with its own value. */
function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

function nameLists(container: HTMLElement): void {
  for (const list of container.querySelectorAll<HTMLElement>('ul[role="listbox"]')) {
    const title = list.closest('section')?.querySelector('.DocSearch-Hit-source')?.textContent?.trim();
    if (title) {
      list.removeAttribute('aria-labelledby');
      list.setAttribute('aria-label', title);
    }
  }
  for (const item of container.querySelectorAll<HTMLElement>('li.DocSearch-Hit')) {
    const link = item.querySelector<HTMLElement>(':scope > a');
    if (!link) {
      continue;
    }
    setAttribute(link, 'role', 'option');
    setAttribute(link, 'id', `${item.id}${OPTION_ID_SUFFIX}`);
    // The modal writes the selection on the item as it moves: it goes to the link, the option.
    const selected = item.getAttribute('aria-selected');
    if (selected !== null) {
      setAttribute(link, 'aria-selected', selected);
      item.removeAttribute('aria-selected');
    } else if (!link.hasAttribute('aria-selected')) {
      link.setAttribute('aria-selected', 'false');
    }
    setAttribute(link, 'tabindex', '-1');
    setAttribute(item, 'role', 'presentation');
  }
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (input) {
    const active = input.getAttribute('aria-activedescendant');
    if (active && !active.endsWith(OPTION_ID_SUFFIX)) {
      input.setAttribute('aria-activedescendant', `${active}${OPTION_ID_SUFFIX}`);
    }
    // Its label holds only the magnifier icon.
    input.removeAttribute('aria-labelledby');
    setAttribute(input, 'aria-label', SEARCH_BOX_NAME);
    setAttribute(input, 'role', 'combobox');
    setAttribute(input, 'aria-haspopup', 'listbox');
    setAttribute(input, 'aria-expanded', String(container.querySelector('ul[role="listbox"] [role="option"]') !== null));
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
  // The modal writes the selection (`aria-selected`, the input's `aria-activedescendant`) as the reader moves.
  observer.observe(container, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant', 'id', 'role']});
  return () => observer.disconnect();
}
