/** Every API version the site holds, newest first, each linking to its reference. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {LATEST_VERSION} from '@site/src/constants';
import {API_DOCS_PLUGIN_ID, samePageInVersion} from '@site/src/versioning/version-targets';
import styles from './styles.module.css';

export default function VersionList(): ReactNode {
  const versions = useVersions(API_DOCS_PLUGIN_ID).filter((version) => version.name !== 'current');
  return (
    <ul className={styles.versions}>
      {versions.map((version) => (
        <li key={version.name}>
          <Link to={samePageInVersion(version, 'api/index').path} className={styles.version}>
            {version.label}
          </Link>
          {version.name === LATEST_VERSION && <span className={styles.latest}>latest</span>}
        </li>
      ))}
    </ul>
  );
}
