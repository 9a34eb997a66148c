/**
 * /api/changes.html: what changed in the API between any two versions,
 * breaking changes first. Two menus and the address (`?from=29.0&to=30.2`)
 * choose the pair; without either, it starts from the version the reader last
 * read (STORAGE_KEYS.lastApiVersion) and ends at the latest. The build renders
 * the default pair (plugins/api-changes), so the page reads without the app,
 * and its Markdown twin is that pair; any other pair combines the steps of
 * `/docs/api-changes.json`, which only this page loads.
 */
import React, {useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import comparison from '@generated/api-changes/default/default-comparison.json';
import ApiChangeList from '@site/src/components/ApiChanges';
import {STORAGE_KEYS} from '@site/src/constants';
import {fetchJsonAsset} from '@site/src/fetch-asset';
import {compareVersionsIn, countChanges, defaultComparisonPair, type ApiChangesFile} from '@site/plugins/api-changes/file';
import styles from '@site/src/components/ApiChanges/styles.module.css';

type Pair = {from: string; to: string};

/**
 * The title says what readers search for when they plan an upgrade, "upgrade" and "breaking changes" (the search box
 * ranks a page's title above its text: tests/build/search-compare-page.test.ts), and what the
 * page answers.
 */
const PAGE_TITLE = 'Upgrade guide: breaking changes and what changed between versions';

/** The default pair ends at the latest version. */
const latest = comparison.to;
/** The first release of the latest's line (30.0 for 30.2), where its breaking changes came: what upgraders search for. */
const latestMajor = `${latest.split('.')[0]}.0`;

/** The pair the address names (`?from=29.0&to=30.2`), or else the one from the version last read. */
function pairOf(search: string, lastRead: string | undefined): Pair {
  const query = new URLSearchParams(search);
  const [from, to] = [query.get('from'), query.get('to')];
  if (from && to && comparison.versions.includes(from) && comparison.versions.includes(to)) {
    return {from, to};
  }
  return defaultComparisonPair(comparison.versions, latest, lastRead);
}

function lastReadVersion(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.lastApiVersion) ?? '';
  } catch {
    return ''; // Storage off: the default pair.
  }
}

/** The address and the version last read, as one store: the build renders the default pair, the browser the reader's. */
const readerChoice = {
  listeners: new Set<() => void>(),
  subscribe(listener: () => void): () => void {
    readerChoice.listeners.add(listener);
    window.addEventListener('popstate', listener);
    return () => {
      readerChoice.listeners.delete(listener);
      window.removeEventListener('popstate', listener);
    };
  },
  snapshot: (): string => `${window.location.search}#${lastReadVersion()}`,
  serverSnapshot: (): string => '',
  /** Names `pair` in the address, so that a link to it can be shared. */
  choose(pair: Pair): void {
    const url = new URL(window.location.href);
    url.searchParams.set('from', pair.from);
    url.searchParams.set('to', pair.to);
    window.history.replaceState(window.history.state, '', url);
    readerChoice.listeners.forEach((listener) => listener());
  },
};

function VersionMenu({label, value, onChange}: {label: string; value: string; onChange: (version: string) => void}): ReactNode {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} aria-label={`${label} version`}>
        {comparison.versions.map((version) => (
          <option key={version} value={version}>
            v{version}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function ApiChangesPage(): ReactNode {
  const fileUrl = useBaseUrl('/api-changes.json');
  const choice = useSyncExternalStore(readerChoice.subscribe, readerChoice.snapshot, readerChoice.serverSnapshot);
  const pair = useMemo<Pair>(() => {
    if (choice === '') {
      return {from: comparison.from, to: comparison.to};
    }
    const [search = '', lastRead = ''] = choice.split('#');
    return pairOf(search, lastRead || undefined);
  }, [choice]);
  const isDefault = pair.from === comparison.from && pair.to === comparison.to;
  const [file, setFile] = useState<ApiChangesFile | undefined>();

  useEffect(() => {
    if (!isDefault && !file) {
      // Only another pair needs the steps of every version.
      fetchJsonAsset(fileUrl).then((loaded) => setFile(loaded as ApiChangesFile));
    }
  }, [isDefault, file, fileUrl]);

  const changes = useMemo(
    () => (isDefault ? comparison.changes : file ? compareVersionsIn(file, pair.from, pair.to) : []),
    [isDefault, file, pair],
  );
  const choose = readerChoice.choose;
  const {breaking} = countChanges(changes);
  const ready = isDefault || file !== undefined;
  return (
    <Layout
      title={PAGE_TITLE}
      description="What changed in the Typesense API between any two versions: breaking changes first, then new and renamed endpoints and parameters, to plan an upgrade.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{PAGE_TITLE}</Heading>
        <p>
          Upgrading Typesense? What changed in {latestMajor}, or since the version you run? Pick that version and the one you
          upgrade to: this page lists what changed in the API reference between them, breaking changes first (a removed or renamed parameter, a changed default, a moved
          endpoint), then what is new, each linked to its place in the reference. It is computed from the reference
          pages of every version in between; read each version&apos;s release notes for changes in behaviour.
        </p>
        <form className={styles.menus} onSubmit={(event) => event.preventDefault()}>
          <VersionMenu label="From" value={pair.from} onChange={(from) => choose({...pair, from})} />
          <VersionMenu label="To" value={pair.to} onChange={(to) => choose({...pair, to})} />
        </form>
        <p aria-live="polite" data-comparison={`${pair.from} ${pair.to}`} data-ready={ready || undefined}>
          {ready
            ? `From v${pair.from} to v${pair.to}: ${changes.length} changes, ${breaking} of them breaking.`
            : `Loading the changes from v${pair.from} to v${pair.to}…`}
        </p>
        {ready && <ApiChangeList changes={changes} />}
      </main>
    </Layout>
  );
}
