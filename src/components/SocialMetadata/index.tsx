/**
 * Twitter card title and description, next to the Open Graph ones Docusaurus
 * writes, so that every page shares with its own title and description.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useTitleFormatter} from '@docusaurus/theme-common/internal';

export default function SocialMetadata({title, description}: {title?: string; description?: string}): ReactNode {
  const formatter = useTitleFormatter();
  return (
    <Head>
      {title && <meta name="twitter:title" content={formatter.format(title)} />}
      {description && <meta name="twitter:description" content={description} />}
    </Head>
  );
}
