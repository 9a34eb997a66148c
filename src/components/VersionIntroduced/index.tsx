/** "Available since vX" for an API resource page, from the resource-introduction rules. */
import React, {type ReactNode} from 'react';
import {apiPageOfDocId, apiPageRule} from '@site/src/versioning/api-pages';
import {versionLabel} from '@site/src/versioning/versions';
import styles from './styles.module.css';

export default function VersionIntroduced({docId}: {docId: string}): ReactNode {
  const page = apiPageOfDocId(docId);
  const introducedIn = page === undefined ? null : (apiPageRule(page)?.introducedIn ?? null);
  if (introducedIn === null) {
    return null;
  }
  return (
    <p className={styles.badge} data-introduced-in={introducedIn}>
      Available since <strong>{versionLabel(introducedIn)}</strong>
    </p>
  );
}
