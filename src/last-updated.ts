/**
 * The date of "Last updated on …", written without `Intl`: the first
 * `Intl.DateTimeFormat` a page creates loads the browser's date formatting
 * data, 6–20 ms of the main thread while the page hydrates (more on a slow
 * phone), for one date in the page's footer.
 */

/** The locales whose dates `formatLastUpdatedDate` writes: English, as `Intl` writes it for `en` and `en-US`. */
export const LAST_UPDATED_LOCALES: readonly string[] = ['en', 'en-US'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Pure: `date` as "Nov 23, 2026", in UTC, as `Intl.DateTimeFormat('en', {day:
 * 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})` writes it
 * (the theme's format).
 */
export function formatLastUpdatedDate(date: Date): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('A page’s last-updated date is not a valid date.');
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
