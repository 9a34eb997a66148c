/**
 * "Copy page": puts the page's Markdown twin (src/markdown-twins) on the
 * clipboard, with every language of its code samples or, on a page that has
 * samples, with the reader's language only (and Shell where that client has
 * no call: src/markdown-twins/tabs.ts, which writes the per-language files of
 * the build too). The language is the one the sample groups keep
 * (./../LanguageTabs/preference.ts): picking one here switches the page's
 * tabs to it, and a tab picked on the page is the one offered here.
 */
import React, {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {codeLanguage} from '@site/src/components/LanguageTabs/languages';
import {useCodeLanguagePreference} from '@site/src/components/LanguageTabs/preference';
import {languageTwinPath, markdownTwinPath} from '@site/src/markdown-twins';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const LABELS: Record<State, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/** What the clipboard got, for screen readers (the button's own text changes too). */
const ANNOUNCEMENTS: Record<State, string> = {idle: '', copied: 'Page copied as Markdown', failed: 'Could not copy the page'};

/** The select's value for every language. */
const ALL_LANGUAGES = '';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

/** The page's Markdown, with only `language`'s samples when one is given (the filter is loaded then, not with the page). */
async function pageMarkdown(twinUrl: string, absoluteTwinUrl: string, language: string | null): Promise<string> {
  if (language === null) {
    return fetchText(twinUrl);
  }
  const [twin, {keepLanguage}] = await Promise.all([fetchText(twinUrl), import('@site/src/markdown-twins/tabs')]);
  return keepLanguage(twin, language, absoluteTwinUrl);
}

async function copyMarkdown(markdown: Promise<string>): Promise<void> {
  // A promise keeps the click's permission to write while the Markdown downloads.
  const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
  await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
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
  const [preference, setPreference] = useCodeLanguagePreference();
  const language = preference !== null && languages.includes(preference) ? preference : null;
  const twinUrl = markdownTwinPath(permalink);
  const markdownUrl = language !== null && hasLanguageFiles ? languageTwinPath(permalink, language) : twinUrl;
  return (
    <div className={styles.actions} role="group" aria-label="This page as Markdown">
      <button
        type="button"
        className={styles.button}
        title={`Copy this page as Markdown${language === null ? '' : ` with its ${codeLanguage(language).label} samples`}, for an AI assistant or your notes`}
        onClick={() => {
          copyMarkdown(pageMarkdown(twinUrl, `${siteConfig.url}${twinUrl}`, language)).then(
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
        <select
          className={styles.select}
          aria-label="Code samples in the copy"
          // Set to the reader's language before the app starts (src/components/LanguageTabs/first-paint.ts).
          data-copy-page-language=""
          title="Code samples in the copy and the Markdown; picking a language switches the page's samples to it too"
          value={language ?? ALL_LANGUAGES}
          onChange={(event) => {
            setState('idle');
            setPreference(event.target.value === ALL_LANGUAGES ? null : event.target.value);
          }}>
          <option value={ALL_LANGUAGES}>All languages</option>
          {languages.map((value) => (
            <option key={value} value={value}>
              {codeLanguage(value).label} only
            </option>
          ))}
        </select>
      )}
      <a className={styles.link} href={markdownUrl}>
        Markdown
      </a>
      <span className={styles.announcement} role="status">
        {ANNOUNCEMENTS[state]}
      </span>
    </div>
  );
}
