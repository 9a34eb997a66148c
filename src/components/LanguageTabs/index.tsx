/**
 * Code samples of one operation in several languages, as tabs that stay in sync
 * across the site and remember the reader's choice. Writers list fenced code
 * blocks inside `<LanguageTabs>`; each block's language names its tab.
 */
import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {CODE_LANGUAGE_TABS_GROUP} from '@site/src/constants';
import {codeLanguage} from './languages';

type CodeElementProps = {className?: string; children?: ReactNode};

/** The language of an MDX fenced code block element (`<pre><code className="language-js">`). */
function languageOf(element: ReactElement<{children?: ReactNode}>): string | undefined {
  const code = element.props.children;
  const className = isValidElement<CodeElementProps>(code) ? code.props.className : undefined;
  return /language-([\w-]+)/.exec(className ?? '')?.[1];
}

export default function LanguageTabs({children}: {children: ReactNode}): ReactNode {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<{children?: ReactNode}>[];
  const tabs = blocks.map((block, index) => {
    const language = languageOf(block);
    if (!language) {
      throw new Error(`<LanguageTabs> holds code blocks only; item ${index + 1} has no language.`);
    }
    return {...codeLanguage(language), block};
  });
  return (
    <Tabs groupId={CODE_LANGUAGE_TABS_GROUP} className="language-tabs">
      {tabs.map(({value, label, block}) => (
        <TabItem key={value} value={value} label={label}>
          {block}
        </TabItem>
      ))}
    </Tabs>
  );
}
