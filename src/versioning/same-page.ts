/** Pure: where the reader of a doc goes in another API version. */
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {apiDocId} from './api-pages';

const API_INTRODUCTION_DOC_ID = apiDocId('index');

export type VersionTarget = {path: string; samePage: boolean};

/** What the version menu says after a version that lacks the page being read (./version-switch.ts). */
export const PAGE_MISSING = 'no such page';

/** Pure: the page of `version` that matches the doc `docId` of another version. */
export function samePageInVersion(version: GlobalVersion, docId: string | undefined): VersionTarget {
  const same = docId === undefined ? undefined : version.docs.find((doc) => doc.id === docId);
  if (same) {
    return {path: same.path, samePage: true};
  }
  const fallback =
    version.docs.find((doc) => doc.id === API_INTRODUCTION_DOC_ID) ??
    version.docs.find((doc) => doc.id === version.mainDocId)!;
  return {path: fallback.path, samePage: false};
}

