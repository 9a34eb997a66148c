/**
 * Which client languages the code samples of each Typesense version offer: the
 * official clients of that version's era, as the site this one replaces
 * offered them. The one home of that rule: the code-samples remark plugin
 * renders these languages into every sample group, and the coverage check
 * fails on a group that lacks one, naming the file, the section and the language.
 */
import {isAtLeast} from './versions';

/** The languages of code samples, in tab order. */
export const SAMPLE_LANGUAGES = ['shell', 'javascript', 'php', 'python', 'ruby', 'java', 'go', 'dart', 'swift'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

/** The first tab of a sample group: the one a page's HTML shows. */
export const DEFAULT_SAMPLE_LANGUAGE: SampleLanguage = SAMPLE_LANGUAGES[0];

/** Each era: the first version of it, and the languages its samples offer. Oldest first. */
export const SAMPLE_LANGUAGE_ERAS: readonly {from: string; languages: readonly SampleLanguage[]}[] = [
  {from: '0.11.0', languages: ['shell', 'javascript', 'python', 'ruby']},
  {from: '0.15.0', languages: ['shell', 'javascript', 'php', 'python', 'ruby']},
  {from: '0.20.0', languages: ['shell', 'javascript', 'php', 'python', 'ruby', 'dart']},
  {from: '0.21.0', languages: ['shell', 'javascript', 'php', 'python', 'ruby', 'java', 'dart']},
  {from: '0.22.1', languages: ['shell', 'javascript', 'php', 'python', 'ruby', 'java', 'dart', 'swift']},
  {from: '27.1', languages: SAMPLE_LANGUAGES},
];

/**
 * The versions whose every sample group the coverage check holds to its era's
 * languages. The samples of older versions offer what they were written with
 * until their clients' releases are described (code-samples/clients).
 */
export const SAMPLE_COVERAGE_CHECKED_FROM = '0.11.0';

/** The languages the samples of `version` offer; `current` (the working copy in docs/) has the newest era's. */
export function sampleLanguagesFor(version: string): readonly SampleLanguage[] {
  if (version === 'current') {
    return SAMPLE_LANGUAGE_ERAS[SAMPLE_LANGUAGE_ERAS.length - 1]!.languages;
  }
  const era = [...SAMPLE_LANGUAGE_ERAS].reverse().find(({from}) => isAtLeast(version, from));
  if (!era) {
    throw new Error(`Version ${version} is older than the first era of code samples (${SAMPLE_LANGUAGE_ERAS[0]!.from}).`);
  }
  return era.languages;
}

/** Whether the coverage check holds the samples of `version` to its era's languages. */
export function sampleCoverageChecked(version: string): boolean {
  return version === 'current' || isAtLeast(version, SAMPLE_COVERAGE_CHECKED_FROM);
}

/** Tab order: a language's place among the sample languages (others after them, in their written order). */
export function sampleLanguageRank(language: string): number {
  const rank = (SAMPLE_LANGUAGES as readonly string[]).indexOf(language);
  return rank < 0 ? SAMPLE_LANGUAGES.length : rank;
}
