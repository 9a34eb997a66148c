/**
 * The HTTP method and path of an API operation, shown above its code samples.
 * `id` carries an old anchor that named the operation's definition (plugins/old-anchors).
 */
import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; id?: string};

export default function ApiEndpoint({method, path, id}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (id) {
    brokenLinks.collectAnchor(id);
  }
  return (
    <p className={styles.endpoint} id={id}>
      <span className={styles.method} data-method={method}>
        {method}
      </span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
