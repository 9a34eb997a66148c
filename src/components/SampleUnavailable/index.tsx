/**
 * The tab of a client that has no call for an operation in the documented
 * release (plugins/code-samples renders it): one line that says so and points
 * to the Shell sample, whose request any HTTP client can send.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export default function SampleUnavailable({children}: {language: string; children: ReactNode}): ReactNode {
  return <div className={`sample-unavailable ${styles.unavailable}`}>{children}</div>;
}
