/**
 * A writer's preview build (DOCS_VERSIONS) holds only some API versions;
 * links into the others cannot be checked there, and only there.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SITE} from '../constants';

/** Pure: whether `href` points into one of `excludedVersions`. */
export function isLinkIntoVersions(href: string | undefined, excludedVersions: readonly string[]): boolean {
  if (!href || excludedVersions.length === 0) {
    return false;
  }
  const path = href.startsWith(SITE.baseUrl) ? href.slice(SITE.baseUrl.length) : href.replace(/^\//, '');
  const firstSegment = path.split(/[/#?]/)[0] ?? '';
  return excludedVersions.includes(firstSegment);
}

export function useIsLinkIntoExcludedVersion(href: string | undefined): boolean {
  const {siteConfig} = useDocusaurusContext();
  const excluded = (siteConfig.customFields?.excludedVersions ?? []) as string[];
  return isLinkIntoVersions(href, excluded);
}
