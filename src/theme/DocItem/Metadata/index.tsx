/**
 * Doc metadata, plus: Twitter card tags, and on pages of an older API version
 * a canonical link to the same page in the latest version (or to its API
 * introduction when the page is gone), so that search engines send readers
 * to the current docs.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialMetadata from '@site/src/components/SocialMetadata';
import {useLatestVersionTarget} from '@site/src/versioning/version-targets';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const latest = useLatestVersionTarget();
  return (
    <>
      <Metadata />
      <SocialMetadata title={metadata.title} description={metadata.description} />
      {latest && (
        <Head>
          <link rel="canonical" href={`${siteConfig.url}${latest.path}`} />
          <meta property="og:url" content={`${siteConfig.url}${latest.path}`} />
        </Head>
      )}
    </>
  );
}
