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
 * version being read as the current page. On phones the versions are a list in
 * the navbar's menu, which scrolls as a whole.
 */
import React, {useEffect, type ReactNode} from 'react';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DropdownNavbarItem';
import {
  API_DOCS_PLUGIN_ID,
  samePageInVersion,
  useActiveApiDoc,
  useSwitchVersionHandler,
} from '@site/src/versioning/version-targets';

type Props = Omit<DropdownProps, 'items' | 'label'>;

/** The class of the dropdown's button, which the menu's styles and the effect below find it by. */
const DROPDOWN_CLASS = 'api-version-dropdown';

/** Scrolls a menu that scrolls so that its active version sits in the middle of it. */
export function revealActiveVersion(menu: HTMLElement): void {
  const active = menu.querySelector<HTMLElement>('.dropdown__link--active');
  if (active && menu.scrollHeight > menu.clientHeight) {
    menu.scrollTop = active.offsetTop - (menu.clientHeight - active.offsetHeight) / 2;
  }
}

/** The desktop dropdown opens (hover, or focus on its button) scrolled to the version being read. */
function useActiveVersionRevealed(activeVersionName: string | undefined): void {
  useEffect(() => {
    const dropdowns = [...document.querySelectorAll(`.navbar__items .dropdown > .${DROPDOWN_CLASS}`)].map((button) => button.parentElement!);
    const reveal = (event: Event) => {
      const dropdown = event.currentTarget as HTMLElement;
      const menu = dropdown.querySelector<HTMLElement>(':scope > .dropdown__menu');
      // Not while the reader moves within the menu: only as it opens.
      if (menu && !(event.type === 'focusin' && menu.contains(event.target as Node))) {
        revealActiveVersion(menu);
      }
    };
    for (const dropdown of dropdowns) {
      dropdown.addEventListener('mouseenter', reveal);
      dropdown.addEventListener('focusin', reveal);
    }
    return () => {
      for (const dropdown of dropdowns) {
        dropdown.removeEventListener('mouseenter', reveal);
        dropdown.removeEventListener('focusin', reveal);
      }
    };
  }, [activeVersionName]);
}

export default function ApiVersionDropdown(props: Props): ReactNode {
  const switchTo = useSwitchVersionHandler();
  const versions = useVersions(API_DOCS_PLUGIN_ID);
  const {activeVersion, activeDoc} = useActiveApiDoc();
  useActiveVersionRevealed(activeDoc ? activeVersion?.name : undefined);
  // Only on pages of the reference: an unknown URL under a version folder is the not-found page,
  // which is the same for every URL (404.html) and has no dropdown.
  if (!activeVersion || !activeDoc) {
    return null;
  }
  const items = versions.map((version) => {
    const target = samePageInVersion(version, activeDoc?.id);
    const current = version.name === activeVersion.name;
    return {
      label: version.label,
      to: target.path,
      isActive: () => current,
      // The theme marks the active item by its class alone: say it to assistive technology too.
      'aria-current': current ? ('page' as const) : undefined,
      onClick: switchTo(target),
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
