/**
 * The client languages of the code samples of the doc page being shown, from
 * its compiled module (PAGE_LANGUAGES_EXPORT, written by
 * plugins/code-samples/remark-page-languages.ts): src/theme/DocItem provides
 * them, "Copy page" offers them.
 */
import {createContext, useContext} from 'react';
import {PAGE_LANGUAGES_EXPORT} from './constants';

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
