/**
 * "Available from Typesense vX" for a guide about a feature, linking to the
 * API reference of that version: `<AvailableSince version="26.0" />`.
 */
import React, {type ReactNode} from 'react';
import Link from '@site/src/components/VersionAwareLink';
import {versionLabel} from '@site/src/versioning/versions';
import styles from '../VersionIntroduced/styles.module.css';

export default function AvailableSince({version}: {version: string}): ReactNode {
  const to = `/${version}/api/`;
  return (
    <p className={styles.badge} data-available-since={version}>
      Available from Typesense{' '}
      <Link to={to}>
        <strong>{versionLabel(version)}</strong>
      </Link>
    </p>
  );
}
