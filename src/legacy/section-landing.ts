/**
 * Where a page opened at an anchor it does not have shows the reader: the
 * section the anchor most likely means (./nearest-section.ts), at the top of
 * the viewport, with a notice that names both; or, when no section is close
 * enough, the page where it is, with a notice that lists its sections. The
 * address keeps the anchor the reader followed.
 *
 * It runs after the page's own anchor and the legacy anchor rules have had
 * their turn: before the first paint of a page opened at an anchor (a script
 * that the page's head script loads, ./head/deep-link.ts), and in the
 * app for the locations it navigates to (src/client/missing-anchor.ts). Plain DOM, no
 * React: the notice is there from the first paint, before the app starts, and
 * sits outside the app's root, fixed at the bottom of the viewport, where it
 * moves nothing of the page.
 */
import {PARAMETER_ROW} from '../../plugins/parameter-anchors/anchors';
import {nearestSection, type Section} from './nearest-section';
import {SECTION_NOTICE_ID} from './section-notice-id';
import {MAX_ANCHOR_LENGTH, safeDecodeComponent} from './anchor-text';
import {findAnchor} from './slug';

/**
 * How the reader arrived: at a page (scrolled to the section, or to the top when none is close), at another
 * anchor of the page they are on (scrolled to the section, else left where they are), or back at a place they
 * had been (Back, Forward, reload: left where the browser puts them).
 */
export type Landing = 'new-page' | 'same-page' | 'in-place';

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
const SECTIONS_SELECTOR = `.markdown :is(${HEADINGS.join(',')})[id], .markdown tr.${PARAMETER_ROW.className}[id]`;
/** The notice names the anchor, cut to this many characters. */
const MAX_SHOWN_ANCHOR = 60;
const STYLE_ID = `${SECTION_NOTICE_ID}-style`;

/** The headings and parameter rows of the page's content, in page order, with their words. */
export function pageSections(root: ParentNode = document): (Section & {element: Element})[] {
  return [...root.querySelectorAll(SECTIONS_SELECTOR)].map((element) => ({
    id: element.id,
    // A heading's hash link holds a zero-width space; a parameter row is named by its parameter.
    text: (element.getAttribute(PARAMETER_ROW.nameAttribute) ?? element.textContent ?? '').replace(/\u200b/g, '').trim(),
    element,
  }));
}

/** Infima's colours, so the notice follows the light and dark themes; a tap target of 44 px for the dismiss button. */
const STYLE = `
#${SECTION_NOTICE_ID} {
  position: fixed; z-index: calc(var(--ifm-z-index-fixed) - 1);
  left: 0.75rem; right: 0.75rem; bottom: max(0.75rem, env(safe-area-inset-bottom));
  max-width: 36rem; max-height: 45vh; margin: 0 auto; overflow: auto; box-sizing: border-box;
  padding: 0.75rem 3rem 0.75rem 1rem; font-size: 0.875rem; line-height: 1.45;
  color: var(--ifm-font-color-base); background: var(--ifm-background-surface-color);
  border: 1px solid var(--ifm-color-emphasis-300); border-left: 4px solid var(--ifm-color-primary);
  border-radius: var(--ifm-global-radius); box-shadow: var(--ifm-global-shadow-md);
}
#${SECTION_NOTICE_ID} p { margin: 0; }
#${SECTION_NOTICE_ID} ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
#${SECTION_NOTICE_ID} button {
  position: absolute; top: 0; right: 0; width: 44px; height: 44px; border: 0; padding: 0;
  background: none; color: inherit; font: inherit; font-size: 1.5rem; line-height: 1; cursor: pointer;
}
#${SECTION_NOTICE_ID} button:hover { color: var(--ifm-color-primary); }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (text !== undefined) {
    created.textContent = text;
  }
  return created;
}

/** Removes the notice, if the page shows one. */
export function removeSectionNotice(): void {
  document.getElementById(SECTION_NOTICE_ID)?.remove();
}

/** What a version switch adds to a notice: what the version switched to lacks, and the versions that have it (src/versioning/version-switch.ts). */
export type SwitchNote = {
  /** The page's title, or the parameter's name. */
  what: string;
  kind: 'page' | 'parameter';
  /** The version switched to. */
  version: string;
  /** The versions that have it, in words: "from v29.0 on". */
  versionsWithIt: string;
  /** The newest version that has it, and its address there. */
  nearest?: {version: string; path: string};
};

/** The paragraph of a notice that says what the version switched to lacks, and where it is. */
function switchNoteParagraph(note: SwitchNote): HTMLElement {
  const paragraph = element('p');
  paragraph.dataset.switchNote = '';
  paragraph.append(note.kind === 'page' ? element('strong', note.what) : element('code', note.what), ` is not in v${note.version}: it is documented ${note.versionsWithIt}.`);
  if (note.nearest) {
    const link = element('a', `Open it in v${note.nearest.version}`);
    link.href = note.nearest.path;
    paragraph.append(' ', link, '.');
  }
  return paragraph;
}

/**
 * Shows a notice with `content`, fixed at the bottom of the viewport, dismissed by its button or Escape, and
 * gone when the reader follows an anchor. It remembers the address's hash, so that the app knows it is there
 * for this address.
 */
export function showNotice(content: readonly Node[]): HTMLElement {
  removeSectionNotice();
  if (!document.getElementById(STYLE_ID)) {
    const style = element('style', STYLE);
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  const notice = element('div');
  notice.id = SECTION_NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.dataset.hash = window.location.hash;
  notice.append(...content);
  const dismiss = element('button', '×');
  dismiss.type = 'button';
  dismiss.setAttribute('aria-label', 'Dismiss this notice');
  dismiss.addEventListener('click', () => notice.remove());
  notice.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      notice.remove();
    }
  });
  notice.append(dismiss);
  document.body.appendChild(notice);
  // Following a section's link, or any other anchor, is the reader's answer: the notice goes.
  window.addEventListener('hashchange', () => notice.remove(), {once: true});
  return notice;
}

/** Shows the notice after a version switch to a version that lacks the page read before: what is shown instead, and where the page is. */
export function showMissingPageNotice(note: SwitchNote): HTMLElement {
  const shown = element('p', `Showing the API reference of v${note.version} instead.`);
  return showNotice([switchNoteParagraph(note), shown]);
}

/**
 * Shows the notice for `anchor` (decoded): the section shown in its place, or
 * the sections of the page (those of the highest heading level it has) when
 * none is; after a version switch, also what that version lacks (`note`).
 */
export function showSectionNotice(
  anchor: string,
  shown: Section | undefined,
  sections: readonly (Section & {element: Element})[],
  note?: SwitchNote,
): HTMLElement {
  const content: Node[] = note ? [switchNoteParagraph(note)] : [];
  const named = anchor.length > MAX_SHOWN_ANCHOR ? `${anchor.slice(0, MAX_SHOWN_ANCHOR)}…` : anchor;
  const message = element('p');
  message.append('This page has no section ', element('code', `#${named}`));
  if (shown) {
    message.append('. Showing the nearest one: ', element('strong', shown.text), '.');
    content.push(message);
  } else {
    message.append(', nor one close to it. Its sections:');
    const level = HEADINGS.find((tag) => sections.some((section) => section.element.localName === tag));
    const list = element('ul');
    for (const section of sections.filter((s) => s.element.localName === level)) {
      const link = element('a', section.text);
      link.href = `#${encodeURIComponent(section.id)}`;
      const item = element('li');
      item.append(link);
      list.append(item);
    }
    content.push(message, list);
  }
  const notice = showNotice(content);
  if (shown) {
    notice.dataset.section = shown.id;
  }
  return notice;
}

function scrollToTopOf(target: Element): void {
  target.scrollIntoView({block: 'start', behavior: 'instant'});
}

/**
 * Lands the reader for the address's `hash` (raw, with its `#`) when no
 * element of the page has it: on the element another form of it names
 * (another case, without its emoji: ./slug.ts), or on its nearest section
 * with the notice. Does nothing for an anchor the page has, an empty or an
 * overlong one, or a page without sections.
 */
export function landOnSection(hash: string, landing: Landing, note?: SwitchNote): void {
  const raw = hash.slice(1);
  if (raw === '' || raw.length > MAX_ANCHOR_LENGTH) {
    return;
  }
  const anchor = safeDecodeComponent(raw);
  if (document.getElementById(raw) || document.getElementById(anchor)) {
    return;
  }
  const variant = findAnchor(raw, [...document.querySelectorAll('[id]')].map((e) => e.id));
  if (variant !== undefined) {
    if (landing !== 'in-place') {
      scrollToTopOf(document.getElementById(variant)!);
    }
    return;
  }
  const sections = pageSections();
  if (sections.length === 0) {
    return;
  }
  const shownId = nearestSection(anchor, sections);
  const shown = sections.find((section) => section.id === shownId);
  if (shown && landing !== 'in-place') {
    scrollToTopOf(shown.element);
  }
  // A parameter row shown in the anchor's place is highlighted as the row an address names is (src/css/custom.css).
  if (shown?.element.classList.contains(PARAMETER_ROW.className)) {
    shown.element.classList.add(PARAMETER_ROW.targetClass);
  } else if (!shown && landing === 'new-page') {
    window.scrollTo({top: 0, behavior: 'instant'});
  }
  showSectionNotice(anchor, shown, sections, note);
}

type RouteLocation = {pathname: string; search: string; hash: string};

/** The location is still the address: no legacy rule or other form of the anchor has replaced it since (src/theme/Root.tsx does). */
function isAddress({pathname, search, hash}: RouteLocation): boolean {
  const address = window.location;
  return address.hash === hash && address.search === search && [address.pathname, safeDecodeComponent(address.pathname)].includes(pathname);
}

/** How the reader came to the app's `location`; `backOrForward`: with Back or Forward, to where they had been. */
function landingOf(location: RouteLocation, previousLocation: RouteLocation | null, backOrForward: boolean): Landing {
  if (backOrForward) {
    return 'in-place';
  }
  if (previousLocation) {
    return previousLocation.pathname === location.pathname ? 'same-page' : 'new-page';
  }
  // The page's load (its head's script did not land it): Back, Forward and reload return the reader where they
  // were, as does a reader's own scroll.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return (!navigation || navigation.type === 'navigate') && window.scrollY === 0 ? 'new-page' : 'in-place';
}

/**
 * Lands the reader for a location of the app, once its page is rendered, unless the address has moved on;
 * `backOrForward`: the app came to it with Back or Forward; `note`: a version switch brought the reader there.
 */
export function landOnRoute(location: RouteLocation, previousLocation: RouteLocation | null, backOrForward = false, note?: SwitchNote): void {
  if (isAddress(location)) {
    landOnSection(location.hash, landingOf(location, previousLocation, backOrForward), note);
  }
}
