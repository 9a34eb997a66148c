/** The layout, plus Twitter card tags for pages that pass their title to it (React pages). */
import React, {type ComponentProps, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import SocialMetadata from '@site/src/components/SocialMetadata';

export default function LayoutWrapper(props: ComponentProps<typeof Layout>): ReactNode {
  return (
    <>
      {props.title && <SocialMetadata title={props.title} description={props.description} />}
      <Layout {...props} />
    </>
  );
}
