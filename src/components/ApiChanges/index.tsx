/**
 * The changes between two API versions, grouped by page, breaking changes
 * first, each linked to its row or section (plugins/api-changes/file.ts says
 * how a change reads and where it links).
 */
import React, {type ReactNode} from 'react';
import Link from '@site/src/components/VersionAwareLink';
import Heading from '@theme/Heading';
import type {Change} from '@site/plugins/api-changes/changes';
import {KIND_LABELS, changeHref, changeText, groupByPage, pageLabel} from '@site/plugins/api-changes/file';
import styles from './styles.module.css';

function ChangeItem({change}: {change: Change}): ReactNode {
  return (
    <li className={styles.change} data-change-kind={change.kind} data-breaking={change.breaking || undefined}>
      {change.breaking && <span className={styles.breaking}>Breaking</span>} {KIND_LABELS[change.kind]}:{' '}
      <Link to={changeHref(change)}>{change.kind.startsWith('page-') ? changeText(change) : <code>{changeText(change)}</code>}</Link>
      {change.section && <span className={styles.section}> ({change.section})</span>}
      {change.successor && (
        <>
          ; now <Link to={changeHref({...change.successor, anchor: ''})}>{pageLabel(change.successor.page)}</Link>
        </>
      )}
    </li>
  );
}

export default function ApiChangeList({changes, headingLevel = 'h2'}: {changes: readonly Change[]; headingLevel?: 'h2' | 'h3'}): ReactNode {
  return (
    <>
      {groupByPage(changes).map((group) => (
        <section key={group.page} data-changes-page={group.page}>
          <Heading as={headingLevel} id={`changes-${group.page}`}>
            {group.label}
          </Heading>
          <ul>
            {group.changes.map((change) => (
              <ChangeItem key={`${change.kind} ${change.name}`} change={change} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
