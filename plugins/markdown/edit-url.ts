import type {EditUrlFunction} from '@docusaurus/plugin-content-docs';
import {SITE} from '../../src/constants';

/** "Edit this page" points at the page's source file in this project's repository. */
export const editUrlFor: EditUrlFunction = ({versionDocsDirPath, docPath}) =>
  `${SITE.repositoryUrl}/edit/${SITE.repositoryBranch}/${versionDocsDirPath}/${docPath}`;

/** The same for Markdown pages under src/pages (the pages plugin passes other parameters). */
export const pageEditUrlFor = ({pagesDirPath, pagesPath}: {pagesDirPath: string; pagesPath: string}): string =>
  `${SITE.repositoryUrl}/edit/${SITE.repositoryBranch}/${pagesDirPath}/${pagesPath}`;
