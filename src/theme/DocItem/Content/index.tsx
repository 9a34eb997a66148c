/**
 * Doc content, with: the version an API resource first appeared in, under the
 * title; and, on pages that have a Markdown twin (the latest version and the
 * unversioned sections), a "Copy page" button.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';
import VersionIntroduced from '@site/src/components/VersionIntroduced';
import {LATEST_VERSION} from '@site/src/constants';
import {API_DOCS_PLUGIN_ID} from '@site/src/versioning/version-targets';

export default function DocItemContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata} = useDoc();
  const {pluginId, version} = useDocsVersion();
  const isApi = pluginId === API_DOCS_PLUGIN_ID;
  const hasMarkdownTwin = !isApi || version === LATEST_VERSION;
  return (
    <>
      {hasMarkdownTwin && <CopyPageButton permalink={metadata.permalink} />}
      {isApi && <VersionIntroduced docId={metadata.id} />}
      <Content {...props} />
    </>
  );
}
