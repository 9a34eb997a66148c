/** /api/: the API reference landing, which lists every version and leads to the latest. */
import React, {type ReactNode} from 'react';
import Link from '@site/src/components/VersionAwareLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {LATEST_VERSION} from '@site/src/constants';
import VersionList from '@site/src/components/VersionList';

export default function ApiReferenceLanding(): ReactNode {
  return (
    <Layout
      title="API Reference"
      description="The Typesense server API reference, for every release from 0.11.0 to the latest.">
      <main className="container margin-vert--lg">
        <Heading as="h1">API Reference</Heading>
        <p>
          The API reference documents every endpoint, parameter and response of the Typesense server. It is versioned
          with the server, so that what you read matches what you run.
        </p>
        <p>
          <Link className="button button--primary button--lg" to={`/${LATEST_VERSION}/api/`}>
            Read the latest: v{LATEST_VERSION}
          </Link>
        </p>
        <Heading as="h2" id="all-versions">
          All versions
        </Heading>
        <p>
          Not sure which version you run? Ask the server: <code>curl http://localhost:8108/debug</code> with your admin
          key returns its version.
        </p>
        <VersionList />
      </main>
    </Layout>
  );
}
