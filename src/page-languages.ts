/**
 * What a doc page's compiled module exports about its samples. The client
 * languages of the code samples of the doc page being shown, from
 * its compiled module (PAGE_LANGUAGES_EXPORT, written by
 * plugins/code-samples/remark-page-languages.ts): src/theme/DocItem provides
 * them, "Copy page" offers them.
 */
import {createContext, useContext} from 'react';
import {PAGE_CODE_FILES_EXPORT, PAGE_LANGUAGES_EXPORT} from './constants';
import {PAGE_BUNDLE} from './code-tokens';

const NONE: readonly string[] = [];

export const PageLanguagesContext = createContext<readonly string[]>(NONE);

export function usePageLanguages(): readonly string[] {
  return useContext(PageLanguagesContext);
}

/** The languages a page's module exports; none for a page without samples. */
export function pageLanguagesOf(content: unknown): readonly string[] {
  const languages = (content as Record<string, unknown> | null)?.[PAGE_LANGUAGES_EXPORT];
  return Array.isArray(languages) && languages.every((language) => typeof language === 'string') ? languages : NONE;
}

/**
 * The page's code files by language, as the meta SAMPLE_CODE_FILES_META gives
 * them (`shell=/docs/assets/code/….json go=…`: src/components/LanguageTabs/first-paint.ts),
 * from the page's module (PAGE_CODE_FILES_EXPORT, plugins/code-highlighting);
 * none for a page without sample groups, or built without code files (development).
 */
export function codeFilesMetaOf(content: unknown): string | undefined {
  const files = (content as Record<string, unknown> | null)?.[PAGE_CODE_FILES_EXPORT];
  if (typeof files !== 'object' || files === null) return undefined;
  const entries = Object.entries(files).filter(
    (entry): entry is [string, string] => entry[0] !== PAGE_BUNDLE && typeof entry[1] === 'string' && !/\s/.test(entry[0] + entry[1]),
  );
  return entries.length > 0 ? entries.map(([language, url]) => `${language}=${url}`).join(' ') : undefined;
}
