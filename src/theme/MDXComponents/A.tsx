/**
 * Markdown links, exempted from the broken-link check when they point into an
 * API version that a writer's preview build leaves out (DOCS_VERSIONS).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import {useIsLinkIntoExcludedVersion} from '@site/src/versioning/preview';

export default function AWrapper(props: ComponentProps<typeof A>): ReactNode {
  const exempt = useIsLinkIntoExcludedVersion(props.href);
  return <A {...props} {...(exempt && {'data-noBrokenLinkCheck': true})} />;
}
