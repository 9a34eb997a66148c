/** The HTTP method and path of an API operation, shown above its code samples. */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string};

export default function ApiEndpoint({method, path}: Props): ReactNode {
  return (
    <p className={styles.endpoint}>
      <span className={styles.method} data-method={method}>
        {method}
      </span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
