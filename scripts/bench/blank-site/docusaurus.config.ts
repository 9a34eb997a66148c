/**
 * The lightest site Docusaurus makes: the classic preset as its template sets
 * it up, with docs only and two short pages, built by `npm run bench` with
 * this project's installed packages (same Docusaurus, React and bundler). What
 * its first visit downloads is the framework's floor, printed next to ours.
 */
import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {SITE} from '../../../src/constants';

export default {
  title: 'Blank',
  url: SITE.url,
  // The same base path as the site, so that the bench's server and visits apply unchanged.
  baseUrl: SITE.baseUrl,
  future: {v4: true, faster: true},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: './sidebars.ts'}, blog: false} satisfies PresetOptions]],
  themeConfig: {navbar: {title: 'Blank', items: [{type: 'docSidebar', sidebarId: 'pages', label: 'Pages'}]}},
} satisfies Config;
