/**
 * The API version dropdown (v29.0, v28.0, …), shown on the pages of the API
 * reference. Switching keeps the page, and its anchor, when the other version
 * has it; otherwise it opens that version's API introduction.
 */
import React, {type ReactNode} from 'react';
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

export default function ApiVersionDropdown(props: Props): ReactNode {
  const switchTo = useSwitchVersionHandler();
  const versions = useVersions(API_DOCS_PLUGIN_ID);
  const {activeVersion, activeDoc} = useActiveApiDoc();
  // Only on pages of the reference: an unknown URL under a version folder is the not-found page,
  // which is the same for every URL (404.html) and has no dropdown.
  if (!activeVersion || !activeDoc) {
    return null;
  }
  const items = versions.map((version) => {
    const target = samePageInVersion(version, activeDoc?.id);
    return {
      label: version.label,
      to: target.path,
      isActive: () => version.name === activeVersion.name,
      onClick: switchTo(target),
    };
  });
  return (
    <DropdownNavbarItem
      {...props}
      label={activeVersion.label}
      items={items}
      className="api-version-dropdown"
      aria-label={`API version: ${activeVersion.label}`}
    />
  );
}
