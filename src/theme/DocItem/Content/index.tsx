/**
 * Doc content, with: the version an API resource first appeared in, under the
 * title; "Copy page", which copies the page's Markdown twin (every page
 * has one), with the languages of its samples to choose from; and "Copy
 * section as Markdown" on its headings, from the reader's first interaction.
 *
 * The page's Markdown content is kept as the same element while the page's
 * module is the same. A change of address on the page (a heading's or a
 * parameter's `#` link, a link's `?language=` following a choice) renders the
 * route again, and with it, twice (the router, then its pending navigation),
 * every component of the content: over 2,000 on the 30.2 search page, 300 ms
 * and more on a phone. React skips an element it rendered before; the
 * content's components that read the address or a context still follow it.
 *
 * The content's large blocks are skipped by the browser's rendering while far
 * from the viewport, and the first page's from its first paint
 * (./offscreen-blocks.ts).
 */
import React, {isValidElement, useEffect, useMemo, type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {componentOnFirstUse, useFirstInteraction} from '@site/src/components/on-first-use';
import VersionIntroduced from '@site/src/components/VersionIntroduced';
import {LATEST_VERSION} from '@site/src/constants';
import {LANGUAGE_FILE_SECTIONS, languageFileVersions} from '@site/src/markdown-twins';
import {usePageLanguages} from '@site/src/page-languages';
import {API_DOCS_PLUGIN_ID} from '@site/src/versioning/version-targets';
import {isVersionName} from '@site/src/versioning/versions';
import {endFirstPaintSkip, skipOffscreenBlocks} from './offscreen-blocks';

const SectionCopyButtons = componentOnFirstUse(() => import('@site/src/components/CopySectionButton'));

/** The headings' copy buttons once the reader interacts: its own component, so that the first tap renders nothing else again. */
function SectionCopyOnInteraction(props: ComponentProps<typeof SectionCopyButtons>): ReactNode {
  return useFirstInteraction() ? <SectionCopyButtons key={props.permalink} {...props} /> : null;
}

export default function DocItemContentWrapper({children, ...props}: ComponentProps<typeof Content>): ReactNode {
  // The element of the page's module (`<MDXContent />`, no props): a new module (another page, or an edit in development) is a new type.
  const contentType = isValidElement(children) ? children.type : children;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the element changes with each render of the route; its type says when it is another
  const content = useMemo(() => children, [contentType]);
  // The blocks of each page's content, once it is shown.
  useEffect(() => {
    const markdown = document.querySelector(`.${ThemeClassNames.docs.docMarkdown}`);
    return markdown ? skipOffscreenBlocks(markdown) : undefined;
  }, [contentType]);
  // A page's content leaving ends the first paint's skip in the same commit, before the next content is laid out.
  useIsomorphicLayoutEffect(() => endFirstPaintSkip, [contentType]);
  const {metadata} = useDoc();
  const {pluginId, version} = useDocsVersion();
  const apiVersions = useVersions(API_DOCS_PLUGIN_ID);
  const isApi = pluginId === API_DOCS_PLUGIN_ID;
  const languages = usePageLanguages();
  const hasLanguageFiles = isApi
    ? languageFileVersions(
        // The released versions of the build (the working copy, `current`, has no files of its own).
        apiVersions.map(({name}) => name).filter(isVersionName),
        LATEST_VERSION,
      ).includes(version)
    : LANGUAGE_FILE_SECTIONS.includes(pluginId);
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} languages={languages} hasLanguageFiles={hasLanguageFiles} />
      {isApi && <VersionIntroduced docId={metadata.id} />}
      <Content {...props}>{content}</Content>
      <SectionCopyOnInteraction permalink={metadata.permalink} languages={languages} />
    </>
  );
}
