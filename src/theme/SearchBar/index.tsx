/**
 * The search box. A build without a search-only key (TYPESENSE_SEARCH_ONLY_API_KEY)
 * cannot query the cluster: the box says so plainly instead of failing.
 */
import React, {useId, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

function SearchUnavailable(): ReactNode {
  const [open, setOpen] = useState(false);
  const messageId = useId();
  return (
    <div className={styles.unavailable}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={messageId}
        onClick={() => setOpen((value) => !value)}>
        Search unavailable
      </button>
      {open && (
        <p id={messageId} className={styles.message} role="status">
          Search is not available in this copy of the docs. Browse the sidebar, or search the published docs at
          typesense.org/docs.
        </p>
      )}
    </div>
  );
}

export default function SearchBarWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchConfigured ? <SearchBar /> : <SearchUnavailable />;
}
