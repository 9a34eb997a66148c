/**
 * "Last updated on <date>", as the theme writes it, with the date written by
 * `formatLastUpdatedDate` (src/last-updated.ts) rather than by `Intl`, whose
 * first use costs a page's hydration more than everything else in its footer.
 * The theme's component formats inside itself, so it cannot be wrapped; this
 * keeps its markup, class name and translation ids. For a locale other than
 * English, `Intl` writes the date, as in the theme.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/LastUpdated';
import {formatLastUpdatedDate, LAST_UPDATED_LOCALES} from '@site/src/last-updated';

/** A date as the theme writes it, with `Intl`: for locales `formatLastUpdatedDate` does not write. */
function IntlDate({date}: {date: Date}): ReactNode {
  return useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);
}

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const date = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {LAST_UPDATED_LOCALES.includes(currentLocale) ? formatLastUpdatedDate(date) : <IntlDate date={date} />}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
