/**
 * "Copy page": puts the page's Markdown twin (src/markdown-twins) on the
 * clipboard, with every language of its code samples or, on a page that has
 * samples, with those of the languages the reader chose only (and Shell
 * where one of those clients has no call: src/markdown-twins/tabs.ts, which
 * writes the per-language files of the build too). The languages are
 * chosen in a menu of checkboxes (./LanguageMenu.tsx, loaded when first
 * opened) and go with the page's tabs: the copy has the tab language and any
 * others ticked (src/components/LanguageTabs/copy-languages.ts), and
 * "Copy section as Markdown" on each heading copies with the same ones.
 */
import React, {useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {codeLanguage} from '@site/src/components/LanguageTabs/languages';
import {copyLanguagesOnPage} from '@site/src/components/LanguageTabs/copy-languages';
import {useCopyLanguages} from '@site/src/components/LanguageTabs/preference';
import {componentOnFirstUse} from '@site/src/components/on-first-use';
import {languageTwinPath, markdownTwinPath} from '@site/src/markdown-twins';
import {copyMarkdown, loadCopy} from './clipboard';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const LABELS: Record<State, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/** What the clipboard got, for screen readers (the button's own text changes too). */
const ANNOUNCEMENTS: Record<State, string> = {idle: '', copied: 'Page copied as Markdown', failed: 'Could not copy the page'};

/** What the menu's button shows with every language. */
export const ALL_LANGUAGES_LABEL = 'All languages';

const LanguageMenu = componentOnFirstUse(() => import('./LanguageMenu'));

/** The chosen languages as the menu's button shows them: `Python`, `Python, Go`, `Python +2`. */
function languagesLabel(languages: readonly string[] | null): string {
  if (languages === null) return ALL_LANGUAGES_LABEL;
  const labels = languages.map((language) => codeLanguage(language).label);
  return labels.length > 2 ? `${labels[0]} +${labels.length - 1}` : labels.join(', ');
}

export type CopyPageButtonProps = {
  permalink: string;
  /** The client languages of the page's samples (PAGE_LANGUAGES_EXPORT), in tab order; none on a page without samples. */
  languages?: readonly string[];
  /** Whether the build writes the page's per-language files (`x.python.md`), which the Markdown link then opens. */
  hasLanguageFiles?: boolean;
};

export default function CopyPageButton({permalink, languages = [], hasLanguageFiles = false}: CopyPageButtonProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<State>('idle');
  const {languages: readerLanguages, tabLanguage, setTabLanguage} = useCopyLanguages();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const chosen = copyLanguagesOnPage(readerLanguages, languages);
  const twinUrl = markdownTwinPath(permalink);
  const markdownUrl = chosen?.length === 1 && hasLanguageFiles ? languageTwinPath(permalink, chosen[0]!) : twinUrl;
  return (
    <div className={styles.actions} role="group" aria-label="This page as Markdown">
      <button
        type="button"
        className={styles.button}
        title="Copy this page as Markdown, with the code samples chosen beside it, for an AI assistant or your notes"
        onClick={() => {
          const page = {permalink, siteUrl: siteConfig.url, languages};
          copyMarkdown(loadCopy().then((copy) => copy.pageMarkdown(page, chosen))).then(
            () => setState('copied'),
            (error: unknown) => {
              console.warn(`Could not copy ${twinUrl}:`, error);
              setState('failed');
            },
          );
        }}>
        {LABELS[state]}
      </button>
      {languages.length > 0 && (
        <span className={styles.languages}>
          <button
            ref={menuButton}
            type="button"
            className={styles.button}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen(!menuOpen)}>
            <span className={styles.visuallyHidden}>Code samples in the copy: </span>
            {/* Set to the reader's language before the app starts (src/components/LanguageTabs/first-paint.ts). */}
            <span data-copy-page-language="" suppressHydrationWarning>
              {languagesLabel(chosen)}
            </span>
            <span aria-hidden="true"> ▾</span>
          </button>
          {menuOpen && (
            <LanguageMenu
              id={menuId}
              languages={languages}
              chosen={chosen}
              readerLanguages={readerLanguages}
              tabLanguage={tabLanguage}
              setTabLanguage={setTabLanguage}
              onChange={() => setState('idle')}
              onClose={(returnFocus) => {
                setMenuOpen(false);
                if (returnFocus) menuButton.current?.focus();
              }}
              toggle={menuButton}
            />
          )}
        </span>
      )}
      <a className={styles.link} href={markdownUrl}>
        Markdown
      </a>
      <span className={styles.visuallyHidden} role="status">
        {ANNOUNCEMENTS[state]}
      </span>
    </div>
  );
}
