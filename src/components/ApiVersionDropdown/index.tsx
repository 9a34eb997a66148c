/**
 * The API version dropdown (v29.0, v28.0, …), shown on the pages of the API
 * reference. Switching keeps the page, and its anchor, when the other version
 * has it; otherwise it opens that version's API introduction.
 *
 * Versions only grow (about three a year): on wide screens the menu scrolls
 * within the window (src/css/custom.css), and it opens scrolled to the version
 * being read, however far down the list that is. Keyboard: Enter or Space on
 * the button opens it, Tab walks the versions (each scrolled into view as it
 * takes focus). Screen readers hear the button as "API version: v29.0", and the
 * version being read as the current page. On phones the same dropdown sits in
 * the navbar's bar, one tap away (src/css/custom.css); the versions are also a
 * list in the navbar's menu, which closes once one is picked.
 *
 * A version that lacks the page, or the parameter row the address names, says
 * so in the menu ("no such page", "no enable_lazy_filter"), and the switch to
 * it shows a notice of what is shown instead and which versions have it
 * (src/versioning/version-switch.ts, loaded as the menu opens).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DropdownNavbarItem';
import {
  API_DOCS_PLUGIN_ID,
  PAGE_MISSING,
  samePageInVersion,
  useActiveApiDoc,
  useSwitchVersionHandler,
} from '@site/src/versioning/version-targets';
import {apiPageOfDocId} from '@site/src/versioning/api-pages';
import type {MenuNote} from '@site/src/versioning/version-switch';
import {safeDecodeComponent} from '@site/src/legacy/anchor-text';
import {PARAMETER_ROW} from '@site/plugins/parameter-anchors/anchors';

type Props = Omit<DropdownProps, 'items' | 'label'>;

/** The class of the dropdown's button, which the menu's styles and the effect below find it by. */
const DROPDOWN_CLASS = 'api-version-dropdown';
/**
 * The class of a dropdown whose menu stays closed although the pointer rests
 * on it (src/css/custom.css): a version was just picked there, and the menu,
 * which opens on hover, would otherwise stay open over the new page.
 */
const PICKED_CLASS = 'api-version-dropdown--picked';
/** A version was picked and the pointer has not left the dropdown since (the navbar may render anew meanwhile). */
let pickedUnderPointer = false;
/**
 * The class of a dropdown whose menu a tap opened, on a device without hover
 * (a phone; src/css/custom.css). The theme's menu opens on hover alone, and
 * there a tap's hover was all that opened it: a scroll of the page dropped it,
 * and a second tap did not close the menu. There a tap opens and closes it.
 */
const TAPPED_OPEN_CLASS = 'api-version-dropdown--open';
/** The class of what an item says after its version: "no such page" (src/css/custom.css). */
const NOTE_CLASS = 'api-version-dropdown__note';

/** The parameter row the address names, if it names one of the page's rows. */
function parameterRowRead(): string | undefined {
  const anchor = safeDecodeComponent(window.location.hash.slice(1));
  return anchor !== '' && document.getElementById(anchor)?.classList.contains(PARAMETER_ROW.className) ? anchor : undefined;
}

/** Scrolls a menu that scrolls so that its active version sits in the middle of it. */
export function revealActiveVersion(menu: HTMLElement): void {
  const active = menu.querySelector<HTMLElement>('.dropdown__link--active');
  if (active && menu.scrollHeight > menu.clientHeight) {
    menu.scrollTop = active.offsetTop - (menu.clientHeight - active.offsetHeight) / 2;
  }
}

/**
 * The navbar's dropdown opens (hover, or focus on its button) scrolled to the
 * version being read, and closes once a version is picked, until the pointer
 * leaves it or presses its button again (a finger, on a phone, rests where it
 * tapped). On a device without hover, a tap on its button opens and closes it.
 */
function useActiveVersionRevealed(activeVersionName: string | undefined, onOpen: () => void): void {
  // The listeners below stay for the page; what they call is the latest render's.
  const opened = useRef(onOpen);
  useEffect(() => {
    opened.current = onOpen;
  });
  useEffect(() => {
    // Only the bar's instance works the bar's dropdown: the list in the phone's navbar menu is another instance, and
    // two would answer each tap twice.
    if (activeVersionName === undefined) {
      return undefined;
    }
    const dropdowns = [...document.querySelectorAll(`.navbar__items .dropdown > .${DROPDOWN_CLASS}`)].map((button) => button.parentElement!);
    const reveal = (event: Event) => {
      const dropdown = event.currentTarget as HTMLElement;
      const menu = dropdown.querySelector<HTMLElement>(':scope > .dropdown__menu');
      // Not while the reader moves within the menu: only as it opens (a tap on the button focuses it, on a phone too).
      if (menu && !(event.type === 'focusin' && menu.contains(event.target as Node))) {
        revealActiveVersion(menu);
        opened.current();
      }
    };
    const noHover = window.matchMedia('(hover: none)');
    const setTappedOpen = (dropdown: Element, open: boolean) => {
      dropdown.classList.toggle(TAPPED_OPEN_CLASS, open);
      // The theme's own state (keyboard) stays closed meanwhile, and so would what it tells assistive technology.
      dropdown.querySelector(`:scope > .${DROPDOWN_CLASS}`)?.setAttribute('aria-expanded', String(open));
    };
    const pickOrTap = (event: Event) => {
      const dropdown = event.currentTarget as HTMLElement;
      const target = event.target as Element;
      // A pointer's pick (a link followed from the keyboard clicks with no detail: its menu closes as it should).
      if ((event as MouseEvent).detail > 0 && target.closest('.dropdown__menu a')) {
        pickedUnderPointer = true;
        dropdown.classList.add(PICKED_CLASS);
        setTappedOpen(dropdown, false);
      } else if (noHover.matches && target.closest(`.${DROPDOWN_CLASS}`)) {
        setTappedOpen(dropdown, !dropdown.classList.contains(TAPPED_OPEN_CLASS));
      }
    };
    // A tap elsewhere closes a menu a tap opened, as the theme closes its own.
    const closeTappedElsewhere = (event: Event) => {
      for (const dropdown of dropdowns) {
        if (dropdown.classList.contains(TAPPED_OPEN_CLASS) && !dropdown.contains(event.target as Node)) {
          setTappedOpen(dropdown, false);
        }
      }
    };
    // The pointer leaving or pressing the button, or the keyboard, opens the menu again.
    const reopen = (event: Event) => {
      if (event.type !== 'pointerdown' || (event.target as Element).closest(`.${DROPDOWN_CLASS}`)) {
        pickedUnderPointer = false;
        (event.currentTarget as HTMLElement).classList.remove(PICKED_CLASS);
      }
    };
    for (const dropdown of dropdowns) {
      dropdown.classList.toggle(PICKED_CLASS, pickedUnderPointer);
      dropdown.addEventListener('mouseenter', reveal);
      dropdown.addEventListener('focusin', reveal);
      dropdown.addEventListener('click', pickOrTap);
      dropdown.addEventListener('mouseleave', reopen);
      dropdown.addEventListener('pointerdown', reopen);
      dropdown.addEventListener('keydown', reopen);
    }
    document.addEventListener('touchstart', closeTappedElsewhere, {passive: true});
    document.addEventListener('focusin', closeTappedElsewhere);
    return () => {
      document.removeEventListener('touchstart', closeTappedElsewhere);
      document.removeEventListener('focusin', closeTappedElsewhere);
      for (const dropdown of dropdowns) {
        dropdown.removeEventListener('mouseenter', reveal);
        dropdown.removeEventListener('focusin', reveal);
        dropdown.removeEventListener('click', pickOrTap);
        dropdown.removeEventListener('mouseleave', reopen);
        dropdown.removeEventListener('pointerdown', reopen);
        dropdown.removeEventListener('keydown', reopen);
      }
    };
  }, [activeVersionName]);
}

/**
 * The dropdown. Rendered again only when its props change (src/theme/NavbarItem):
 * the phone drawer's handler that closes it keeps its identity.
 */
export default function ApiVersionDropdown(props: Props): ReactNode {
  const switchTo = useSwitchVersionHandler();
  const versions = useVersions(API_DOCS_PLUGIN_ID);
  const {activeVersion, activeDoc} = useActiveApiDoc();
  const baseUrl = useBaseUrl('/');
  const [notes, setNotes] = useState<ReadonlyMap<string, MenuNote>>(new Map());
  const targets = versions.map((version) => ({version, target: samePageInVersion(version, activeDoc?.id)}));
  /** What each version's item says about the page and the row being read, worked out as the menu opens. */
  const prepareNotes = () => {
    const page = activeDoc && apiPageOfDocId(activeDoc.id);
    const anchor = parameterRowRead();
    const title = document.querySelector('article h1')?.textContent ?? 'This page';
    const menuVersions = targets.map(({version, target}) => ({name: version.name, ...target}));
    void import('@site/src/versioning/version-switch').then(async (versionSwitch) => {
      const file = page && anchor ? await versionSwitch.loadParameterVersions(baseUrl, page) : null;
      setNotes(versionSwitch.menuNotes(menuVersions, title, file && anchor ? versionSwitch.rowRead(file, anchor) : null));
    });
  };
  useActiveVersionRevealed(activeDoc && !props.mobile ? activeVersion?.name : undefined, prepareNotes);
  // The list in the phone's navbar menu is rendered as that menu opens; at an address that names a parameter
  // row, the row's versions are fetched before the menu opens, so that what its items say does not widen it
  // under the reader's pointer or finger.
  const {hash} = useLocation();
  useEffect(() => {
    if (activeDoc && (props.mobile || parameterRowRead() !== undefined)) {
      prepareNotes();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page and anchor
  }, [props.mobile, activeDoc?.id, hash]);
  // Only on pages of the reference: an unknown URL under a version folder is the not-found page,
  // which is the same for every URL (404.html) and has no dropdown.
  if (!activeVersion || !activeDoc) {
    return null;
  }
  // In the phone drawer, the theme's handler that closes it, which each item's own handler replaced.
  const {onClick: closeDrawer} = props;
  const items = targets.map(({version, target}) => {
    const current = version.name === activeVersion.name;
    // A version without the page says so from the first render, before the notice's details are worked out.
    const said = current ? undefined : (notes.get(version.name) ?? (target.samePage ? undefined : {text: PAGE_MISSING, note: undefined}));
    const follow = switchTo(target, said?.note && {apiVersionSwitch: said.note});
    return {
      label: said ? (
        <>
          {version.label} <span className={NOTE_CLASS}>{said.text}</span>
        </>
      ) : (
        version.label
      ),
      to: target.path,
      isActive: () => current,
      // The theme marks the active item by its class alone: say it to assistive technology too.
      'aria-current': current ? ('page' as const) : undefined,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        follow(event);
        closeDrawer?.(event);
      },
    };
  });
  return (
    <DropdownNavbarItem
      {...props}
      label={activeVersion.label}
      items={items}
      className={DROPDOWN_CLASS}
      aria-label={`API version: ${activeVersion.label}`}
    />
  );
}
