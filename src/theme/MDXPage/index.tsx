import React, {type ComponentProps, type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import SocialMetadata from '@site/src/components/SocialMetadata';

export default function MDXPageWrapper(props: ComponentProps<typeof MDXPage>): ReactNode {
  const {title, description} = props.content.metadata;
  return (
    <>
      <SocialMetadata title={title} description={description} />
      <MDXPage {...props} />
    </>
  );
}
