/**
 * A link that may point into an API version: in a writer's preview build
 * (DOCS_VERSIONS) the versions left out are not checked as broken links.
 * Use it instead of `@docusaurus/Link` for links into `/{version}/…`.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useIsLinkIntoExcludedVersion} from '@site/src/versioning/preview';

export default function VersionAwareLink(props: ComponentProps<typeof Link>): ReactNode {
  const exempt = useIsLinkIntoExcludedVersion(props.to ?? props.href);
  return <Link {...props} {...(exempt && {'data-noBrokenLinkCheck': true})} />;
}
