/**
 * Where a reader of one API version goes in another: the same page when that
 * version has it, else that version's API introduction. Used by the version
 * dropdown, the old-version banner and the canonical link.
 */
import type React from 'react';
import {useHistory} from '@docusaurus/router';
import {useActiveDocContext, useDocsData} from '@docusaurus/plugin-content-docs/client';
import {API_DOCS, LATEST_VERSION} from '../constants';
import {PAGE_MISSING, samePageInVersion, type VersionTarget} from './same-page';
import {afterNextPaint} from '../client/after-next-paint';

export {PAGE_MISSING, samePageInVersion, type VersionTarget};

/** The docs plugin instance that holds the versioned API reference. */
export const API_DOCS_PLUGIN_ID = API_DOCS.pluginId;

/** The API version being read and its doc, or undefined outside the API reference. */
export function useActiveApiDoc() {
  return useActiveDocContext(API_DOCS_PLUGIN_ID);
}

/** Where the reader of the current page goes in the latest version, or undefined on latest and unversioned pages. */
export function useLatestVersionTarget(): (VersionTarget & {label: string}) | undefined {
  const {activeVersion, activeDoc} = useActiveApiDoc();
  const latest = useDocsData(API_DOCS_PLUGIN_ID).versions.find((v) => v.name === LATEST_VERSION);
  if (!activeVersion || !latest || activeVersion.name === LATEST_VERSION || activeVersion.name === 'current') {
    return undefined;
  }
  return {...samePageInVersion(latest, activeDoc?.id), label: latest.label};
}

/**
 * A click handler that opens `target`, keeping the current anchor when the
 * target is the same page. The anchor is read at click time, because the
 * sidebar updates it while the reader scrolls without a router update.
 * `state`, the new history entry's, tells what the target lacks
 * (src/versioning/version-switch.ts).
 */
export function useSwitchVersionHandler(): (target: VersionTarget, state?: unknown) => (event: React.MouseEvent) => void {
  const history = useHistory();
  return (target, state) => (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    const path = target.samePage ? `${target.path}${window.location.hash}` : target.path;
    // The pick's own answer (its menu closes) is painted first; the other version's page, a long render on a phone, follows in a task of its own.
    afterNextPaint(() => history.push(path, state));
  };
}
