/**
 * The theme's doc page, with the client languages of the page's code samples
 * (exported by its compiled module) given to what it renders: "Copy page"
 * offers them (src/page-languages.ts).
 */
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {PageLanguagesContext, pageLanguagesOf} from '@site/src/page-languages';

export default function DocItemWrapper(props: WrapperProps<typeof DocItemType>): ReactNode {
  return (
    <PageLanguagesContext.Provider value={pageLanguagesOf(props.content)}>
      <DocItem {...props} />
    </PageLanguagesContext.Provider>
  );
}
