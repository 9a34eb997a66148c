/**
 * "Copy section as Markdown", a button at the end of each h2 and h3 of a doc
 * page's article: copies the section the heading starts, as the page's
 * Markdown twin has it, with the samples of the languages chosen in "Copy
 * page" (src/components/CopyPageButton/copy.ts, loaded on the first copy).
 *
 * Loaded and put into the headings on the reader's first interaction with
 * the page (src/theme/DocItem/Content): neither the HTML nor the app of a
 * first visit carries them (the pages' byte budgets are nearly spent), and
 * the headings' own text and `#` links stay the theme's. A button sits after
 * the `#` link, where a word would, so it never narrows its heading, in the
 * width the site's stylesheet keeps free for it there from the first paint.
 */
import React, {useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {copyMarkdown, loadCopy} from '../CopyPageButton/clipboard';
import type {TwinPage} from '../CopyPageButton/copy';
import styles from './styles.on-first-use.module.css';

type State = 'idle' | 'copied' | 'failed';

const TITLES: Record<State, string> = {
  idle: 'Copy this section as Markdown, with the code samples chosen in Copy page',
  copied: 'Section copied as Markdown',
  failed: 'Could not copy the section',
};

function CopySectionButton({heading, page}: {heading: HTMLElement; page: TwinPage}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const report = (next: State) => {
    setState(next);
    void loadCopy().then((copy) => copy.announce(TITLES[next]));
  };
  return (
    <button
      type="button"
      // The global class: the site's stylesheet keeps the button's place free until it comes (src/css/custom.css).
      className={`${styles.button} section-copy-button`}
      data-state={state}
      aria-label="Copy section as Markdown"
      title={TITLES[state]}
      onClick={() => {
        copyMarkdown(loadCopy().then((copy) => copy.sectionMarkdown(page, heading))).then(
          () => report('copied'),
          (error: unknown) => {
            console.warn(`Could not copy the section "${heading.textContent}":`, error);
            report('failed');
          },
        );
      }}
    />
  );
}

export type SectionCopyButtonsProps = {
  permalink: string;
  /** The client languages of the page's samples, in tab order. */
  languages: readonly string[];
};

/** A button in each h2 and h3 (with an id) of the page's article; render it anew (a `key`) for another page. */
export default function SectionCopyButtons({permalink, languages}: SectionCopyButtonsProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [headings, setHeadings] = useState<HTMLElement[]>([]);
  useIsomorphicLayoutEffect(() => {
    setHeadings([...document.querySelectorAll<HTMLElement>('article .theme-doc-markdown :is(h2, h3)[id]')]);
  }, []);
  const page = {permalink, siteUrl: siteConfig.url, languages};
  return headings.map((heading) => createPortal(<CopySectionButton heading={heading} page={page} />, heading, heading.id));
}
