/**
 * The theme's doc page, with the client languages of the page's code samples
 * (exported by its compiled module) given to what it renders: "Copy page"
 * offers them (src/page-languages.ts). The page's code files go in its head,
 * for the script that shows the reader's language before the app starts
 * (src/components/LanguageTabs/first-paint.ts). An API page remembers its
 * version, where the compare page (/api/changes.html) starts.
 */
import React, {useEffect, type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {PageLanguagesContext, codeFilesMetaOf, pageLanguagesOf} from '@site/src/page-languages';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {API_DOCS, SAMPLE_CODE_FILES_META, STORAGE_KEYS} from '@site/src/constants';

export default function DocItemWrapper(props: WrapperProps<typeof DocItemType>): ReactNode {
  const codeFiles = codeFilesMetaOf(props.content);
  const {pluginId, version} = useDocsVersion();
  useEffect(() => {
    // The compare page (/api/changes.html) starts from the version last read.
    if (pluginId === API_DOCS.pluginId && version !== 'current') {
      try {
        localStorage.setItem(STORAGE_KEYS.lastApiVersion, version);
      } catch {
        // Storage off: the compare page starts from its default pair.
      }
    }
  }, [pluginId, version]);
  return (
    <PageLanguagesContext.Provider value={pageLanguagesOf(props.content)}>
      {codeFiles && (
        <Head>
          <meta name={SAMPLE_CODE_FILES_META} content={codeFiles} />
        </Head>
      )}
      <DocItem {...props} />
    </PageLanguagesContext.Provider>
  );
}
