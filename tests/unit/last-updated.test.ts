import {formatLastUpdatedDate, LAST_UPDATED_LOCALES} from '../../src/last-updated';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('formatLastUpdatedDate', () => {
  it.each(LAST_UPDATED_LOCALES)('writes every day of 2023–2028 as Intl does for %s, in UTC', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2029, 0, 1); time += DAY_MS) {
      // The last millisecond of the day as well: a local time zone must not move the date.
      for (const date of [new Date(time), new Date(time + DAY_MS - 1)]) {
        expect(formatLastUpdatedDate(date)).toBe(intl.format(date));
      }
    }
  });

  it('writes a leap day and a single-digit day as a reader expects', () => {
    expect(formatLastUpdatedDate(new Date(Date.UTC(2024, 1, 29, 23, 59)))).toBe('Feb 29, 2024');
    expect(formatLastUpdatedDate(new Date(Date.UTC(2026, 10, 3)))).toBe('Nov 3, 2026');
  });

  it('refuses an invalid date rather than writing "undefined NaN, NaN"', () => {
    expect(() => formatLastUpdatedDate(new Date(Number.NaN))).toThrow('not a valid date');
  });
});
