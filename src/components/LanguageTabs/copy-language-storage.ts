/**
 * Where the languages ticked for copies are kept (./copy-languages.ts), beside
 * the tab language (./reader-language.ts), which every page's app carries:
 * this, only doc pages' "Copy page" (./preference.ts, and the copies made,
 * src/components/CopyPageButton/copy.ts).
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import {COPY_LANGUAGES_STORAGE_KEY} from '@site/src/constants';

/** The storage of the languages ticked for copies beyond the tab language. */
export function copyLanguageStorage(): ReturnType<typeof createStorageSlot> {
  return createStorageSlot(COPY_LANGUAGES_STORAGE_KEY);
}
