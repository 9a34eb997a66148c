/**
 * "Available from Typesense vX" for a guide about a feature, linking to the
 * API reference of that version: `<AvailableSince version="26.0" />`.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useIsLinkIntoExcludedVersion} from '@site/src/versioning/preview';
import {versionLabel} from '@site/src/versioning/versions';
import styles from '../VersionIntroduced/styles.module.css';

export default function AvailableSince({version}: {version: string}): ReactNode {
  const to = `/${version}/api/`;
  const excluded = useIsLinkIntoExcludedVersion(to);
  return (
    <p className={styles.badge} data-available-since={version}>
      Available from Typesense{' '}
      <Link to={to} {...(excluded && {'data-noBrokenLinkCheck': true})}>
        <strong>{versionLabel(version)}</strong>
      </Link>
    </p>
  );
}
