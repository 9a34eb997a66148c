/** Doc content, with the version an API resource first appeared in shown under the title. */
import React, {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import VersionIntroduced from '@site/src/components/VersionIntroduced';
import {API_DOCS_PLUGIN_ID} from '@site/src/versioning/version-targets';

export default function DocItemContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata} = useDoc();
  const {pluginId} = useDocsVersion();
  return (
    <>
      {pluginId === API_DOCS_PLUGIN_ID && <VersionIntroduced docId={metadata.id} />}
      <Content {...props} />
    </>
  );
}
