/**
 * The kinds of navbar item the site's navbar has (docusaurus.config.ts), and
 * its own version menu. The theme's map names every kind it knows, and each
 * of them ends up in the app that every page downloads first: the locale,
 * doc-sidebar, docs-version and HTML items, which this site never shows,
 * weighed about 2 KB (gzip) of it. A navbar item of a kind not listed here
 * stops the build, with the theme's message naming the kind.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ApiVersionDropdown from '@site/src/components/ApiVersionDropdown';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  search: SearchNavbarItem,
  'custom-apiVersionDropdown': ApiVersionDropdown,
} satisfies Partial<typeof ComponentTypes> & Record<string, unknown>;
