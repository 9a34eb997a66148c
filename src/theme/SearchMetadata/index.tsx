/**
 * Search metadata of a page: API pages keep their version; every other page
 * (guide, overview, Cloud API, home) says `unversioned`, so that the search
 * index and the version facet can tell them apart. The tag and language stay.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import SearchMetadata from '@theme-original/SearchMetadata';
import {UNVERSIONED} from '@site/src/constants';
import {API_DOCS_PLUGIN_ID} from '@site/src/versioning/version-targets';

export default function SearchMetadataWrapper(props: ComponentProps<typeof SearchMetadata>): ReactNode {
  const isApiVersion = props.tag?.startsWith(`docs-${API_DOCS_PLUGIN_ID}-`) ?? false;
  return <SearchMetadata {...props} version={isApiVersion ? props.version : UNVERSIONED} />;
}
