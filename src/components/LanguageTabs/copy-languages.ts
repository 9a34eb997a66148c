/**
 * Pure: the languages whose samples "Copy page" and "Copy section" keep, and
 * how they go with the reader's tab language (./reader-language.ts). One
 * rule: the copy has the tab language, and any others the reader ticked.
 *
 * - A reader who never ticked a language copies what the tabs show: their tab
 *   language, or every language when they have none (as before this menu).
 * - Ticking languages in Copy page's menu keeps them (COPY_LANGUAGES_STORAGE_KEY,
 *   in the site's storage like the tab language) when they are two or more;
 *   one language is simply the tab language, and every language forgets both.
 * - Picking a tab adds its language to the ones ticked; unticking the tab
 *   language moves the tabs to another ticked one. So the tabs always show a
 *   language of the copy.
 *
 * The stored languages may include some a page does not offer: a page copies
 * those it has, and every language when it has none of them.
 *
 * Reading them is here; choosing them, in ./copy-language-choice.ts (loaded
 * with Copy page's menu).
 */

/** The languages kept, as stored: tab values separated by spaces (`python go`). */
export function parseCopyLanguages(stored: string | null): string[] | null {
  const languages = stored?.split(' ').filter((language) => language !== '') ?? [];
  return languages.length > 0 ? languages : null;
}

/** The reader's languages for copies: the ticked ones with the tab language; `null` for every language. */
export function copyLanguages(tabLanguage: string | null, ticked: readonly string[] | null): string[] | null {
  const languages = [...new Set([...(ticked ?? []), ...(tabLanguage === null ? [] : [tabLanguage])])];
  return languages.length > 0 ? languages : null;
}

/** Of the reader's languages, those a page offers, in the page's (tab) order; `null` (every language) when it has none of them. */
export function copyLanguagesOnPage(languages: readonly string[] | null, pageLanguages: readonly string[]): string[] | null {
  const onPage = pageLanguages.filter((language) => languages?.includes(language));
  return onPage.length > 0 ? onPage : null;
}
