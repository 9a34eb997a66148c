/**
 * Pure: choosing the languages of copies in Copy page's menu (the rule is
 * in ./copy-languages.ts): a box ticked or unticked, and what to store for
 * the new languages. Loaded with the menu, not with the page.
 */

/** The languages kept, as stored: tab values separated by spaces (`python go`; ./copy-languages.ts reads them). */
export function formatCopyLanguages(languages: readonly string[]): string {
  return languages.join(' ');
}

/** The reader's languages with `language` ticked or not; `null` (every language) when none is left. */
export function tickLanguage(languages: readonly string[] | null, language: string, ticked: boolean): string[] | null {
  const next = (languages ?? []).filter((other) => other !== language);
  if (ticked) next.push(language);
  return next.length > 0 ? next : null;
}

/** What to store for the reader's new `languages`: the tab language, and the languages ticked (`null`: none stored). */
export type CopyLanguageChoice = {tabLanguage: string | null; ticked: string[] | null};

/**
 * The tab language and ticked languages that make `languages` the reader's
 * (`null`: every language). The tab language stays when it is one of them,
 * else it is the first of them the page offers (or the first of them).
 */
export function chooseCopyLanguages(
  languages: readonly string[] | null,
  tabLanguage: string | null,
  pageLanguages: readonly string[],
): CopyLanguageChoice {
  if (languages === null || languages.length === 0) {
    return {tabLanguage: null, ticked: null};
  }
  const tab =
    tabLanguage !== null && languages.includes(tabLanguage)
      ? tabLanguage
      : (pageLanguages.find((language) => languages.includes(language)) ?? languages[0]!);
  return {tabLanguage: tab, ticked: languages.length > 1 ? [...languages] : null};
}
