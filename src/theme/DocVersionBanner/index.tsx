/**
 * The banner on pages of an older API version: one sentence and a link to the
 * same page in the latest version (or to its API introduction when the page
 * is gone). A release candidate's pages point to the stable latest the same
 * way; the unreleased working copy says what it is.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useLatestVersionTarget, useSwitchVersionHandler} from '@site/src/versioning/version-targets';

export default function DocVersionBanner({className}: {className?: string}): ReactNode {
  const version = useDocsVersion();
  const latest = useLatestVersionTarget();
  const switchTo = useSwitchVersionHandler();
  if (version.banner === 'unreleased' && version.version !== 'current' && latest) {
    return (
      <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--info margin-bottom--md')} role="note">
        You are viewing docs for {version.label}, a release candidate. Switch to the stable latest{' '}
        <Link to={latest.path} onClick={switchTo(latest)} className="old-version-banner__link">
          {latest.label}
        </Link>
        .
      </div>
    );
  }
  if (version.banner === 'unreleased') {
    return (
      <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--info margin-bottom--md')} role="note">
        You are viewing the unreleased working copy of the next version.
      </div>
    );
  }
  if (!version.banner || !latest) {
    return null;
  }
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="note">
      You are viewing docs for an old version. Switch to latest{' '}
      <Link to={latest.path} onClick={switchTo(latest)} className="old-version-banner__link">
        {latest.label}
      </Link>
      .
    </div>
  );
}
