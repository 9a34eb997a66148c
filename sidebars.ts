/**
 * Sidebar of the working copy in docs/ (the next API version). `docs:version`
 * freezes it into versioned_sidebars/ when a version is cut; it follows the
 * resource-introduction rules, so a new resource page appears once its rule
 * is added to src/versioning/api-pages.ts.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarFor} from './src/versioning/api-pages';

const sidebars = {
  api: apiSidebarFor('current'),
} satisfies SidebarsConfig;

export default sidebars;
