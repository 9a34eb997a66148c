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
 * remembered for later pages and visits (./reader-language.ts).
 *
 * Only the tab shown is rendered: a page's HTML carries one language of each
 * sample, not nine, and the code of the language a reader picks is fetched
 * then (src/page-code.ts). Readers without scripts cannot switch tabs anyway;
 * the Markdown twin of the page carries every language.
 *
 * The panels are the theme's `<TabItem>`s, under the theme's tabs context; the
 * row of tabs is ours, as is the state (./useLanguageTabs.ts: a tap changes
 * its group at once and the rest of the page after it is painted). Nine tabs
 * fit no phone: the row scrolls sideways, fades at an edge that has more tabs
 * beyond it, and brings the selected tab into view (./tab-row.ts).
 *
 * Each group says where each tab's code is (SAMPLE_CODE_ATTRIBUTE), so that a
 * reader's remembered language is shown from the first paint, before the app
 * starts (./first-paint.ts).
 */
import React, {Children, isValidElement, useMemo, useRef, type KeyboardEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {TabsProvider} from '@docusaurus/theme-common/internal';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import TabItem from '@theme/TabItem';
import {CODE_REF_ATTRIBUTE} from '@site/src/code-tokens';
import {SAMPLE_CODE_ATTRIBUTE} from '@site/src/constants';
import {codeLanguage} from './languages';
import {bringSelectedIntoView} from './tab-row';
import {formatCodeIndexes} from './first-paint';
import {useLanguageTabs} from './useLanguageTabs';
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

/** Where a tab's code is in the page's code file of its language (`3`), or `-` for a tab without a block of its own. */
function codeIndexOf(block: ReactElement<TabChildProps>): string {
  const code = block.props.children;
  const ref = isValidElement<Record<string, unknown>>(code) ? code.props[CODE_REF_ATTRIBUTE] : undefined;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('#') + 1) : '-';
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
  const values = tabs.map((tab) => tab.value);
  // Only where the build moved the code into files (production): the reader's language is shown before the app starts.
  const codeIndexes = tabs.map(({value, block}) => ({language: value, index: codeIndexOf(block)}));
  const sampleCode = codeIndexes.some(({index}) => index !== '-') ? formatCodeIndexes(codeIndexes) : undefined;
  const {selected, select} = useLanguageTabs(values);
  const row = useRef<HTMLUListElement>(null);
  // In the frame that paints the change, whose layout this reads anyway.
  useIsomorphicLayoutEffect(() => {
    const frame = requestAnimationFrame(() => row.current && bringSelectedIntoView(row.current));
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  // What the theme's <TabItem> reads: the tab shown, and that the others are not rendered. Picks go through `select`.
  const valuesKey = values.join(' ');
  const context = useMemo(
    () => ({
      selectedValue: selected,
      selectValue: (value: string) => {
        throw new Error(`A sample group's tab (${value}) is picked from its row of tabs, not through the theme's tabs context.`);
      },
      tabValues: valuesKey.split(' ').map((value) => ({value})),
      lazy: true,
      block: false,
    }),
    [selected, valuesKey],
  );

  // The theme's keys: Enter picks, the arrows move along the row (and round it), Home and End go to its ends.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const items = [...(row.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = items.indexOf(event.currentTarget);
    const next = {
      ArrowRight: items[index + 1] ?? items[0],
      ArrowLeft: items[index - 1] ?? items[items.length - 1],
      Home: items[0],
      End: items[items.length - 1],
    }[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(values[index]!, event.currentTarget);
    } else if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.container)} {...{[SAMPLE_CODE_ATTRIBUTE]: sampleCode}}>
      <ul ref={row} role="tablist" aria-orientation="horizontal" className={clsx('tabs', 'language-tabs', styles.tabList)}>
        {tabs.map(({value, label}) => (
          <li
            key={value}
            role="tab"
            tabIndex={selected === value ? 0 : -1}
            aria-selected={selected === value}
            className={clsx('tabs__item', styles.tab, selected === value && 'tabs__item--active')}
            onClick={(event) => {
              if (value !== selected) select(value, event.currentTarget);
            }}
            onKeyDown={onKeyDown}>
            {label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        <TabsProvider value={context}>
          {tabs.map(({value, label, block}) => (
            <TabItem key={value} value={value} label={label}>
              {block}
            </TabItem>
          ))}
        </TabsProvider>
      </div>
    </div>
  );
}
