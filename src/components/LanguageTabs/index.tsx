/**
 * Code samples of one operation in several languages, as tabs that stay in sync
 * across the site and remember the reader's choice. Writers list fenced code
 * blocks inside `<LanguageTabs>`; each block's language names its tab. The
 * build completes each group with every client language of the page's version
 * (plugins/code-samples), in tab order, so that the tab a reader picked is
 * there on every page; a client with no call for the operation gets a
 * `<SampleUnavailable>` tab that says so.
 *
 * `?language=php` in a link opens the PHP tab of every group; the choice is
 * remembered for later pages and visits (Docusaurus's tab groups).
 *
 * Only the tab shown is rendered (`lazy`): a page's HTML carries one
 * language of each sample, not nine, and the code of the language a reader
 * picks is fetched then (src/page-code.ts). Readers without scripts cannot
 * switch tabs anyway; the Markdown twin of the page carries every language.
 */
import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {CODE_LANGUAGE_QUERY_PARAMETER, CODE_LANGUAGE_TABS_GROUP} from '@site/src/constants';
import {codeLanguage} from './languages';
import styles from './styles.module.css';

type TabChildProps = {children?: ReactNode; language?: string};
type CodeElementProps = {className?: string; children?: ReactNode};

/** The language of a tab: a `<SampleUnavailable language>`, or an MDX fenced code block (`<pre><code className="language-js">`). */
function languageOf(element: ReactElement<TabChildProps>): string | undefined {
  if (typeof element.props.language === 'string') {
    return element.props.language;
  }
  const code = element.props.children;
  const className = isValidElement<CodeElementProps>(code) ? code.props.className : undefined;
  return /language-([\w-]+)/.exec(className ?? '')?.[1];
}

export default function LanguageTabs({children}: {children: ReactNode}): ReactNode {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<TabChildProps>[];
  const tabs = blocks.map((block, index) => {
    const language = languageOf(block);
    if (!language) {
      throw new Error(`<LanguageTabs> holds code blocks only; item ${index + 1} has no language.`);
    }
    return {...codeLanguage(language), block};
  });
  return (
    <Tabs lazy groupId={CODE_LANGUAGE_TABS_GROUP} queryString={CODE_LANGUAGE_QUERY_PARAMETER} className={`language-tabs ${styles.tabList}`}>
      {tabs.map(({value, label, block}) => (
        <TabItem key={value} value={value} label={label}>
          {block}
        </TabItem>
      ))}
    </Tabs>
  );
}
