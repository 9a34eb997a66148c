/**
 * Doc content, with: the version an API resource first appeared in, under the
 * title; and "Copy page", which copies the page's Markdown twin (every page
 * has one), with the languages of its samples to choose from.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';
import VersionIntroduced from '@site/src/components/VersionIntroduced';
import {LATEST_VERSION} from '@site/src/constants';
import {LANGUAGE_FILE_SECTIONS, languageFileVersions} from '@site/src/markdown-twins';
import {usePageLanguages} from '@site/src/page-languages';
import {API_DOCS_PLUGIN_ID} from '@site/src/versioning/version-targets';
import {isVersionName} from '@site/src/versioning/versions';

export default function DocItemContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata} = useDoc();
  const {pluginId, version} = useDocsVersion();
  const apiVersions = useVersions(API_DOCS_PLUGIN_ID);
  const isApi = pluginId === API_DOCS_PLUGIN_ID;
  const hasLanguageFiles = isApi
    ? languageFileVersions(
        // The released versions of the build (the working copy, `current`, has no files of its own).
        apiVersions.map(({name}) => name).filter(isVersionName),
        LATEST_VERSION,
      ).includes(version)
    : LANGUAGE_FILE_SECTIONS.includes(pluginId);
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} languages={usePageLanguages()} hasLanguageFiles={hasLanguageFiles} />
      {isApi && <VersionIntroduced docId={metadata.id} />}
      <Content {...props} />
    </>
  );
}
