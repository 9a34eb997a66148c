/** Components every Markdown page can use without importing them. */
import MDXComponents from '@theme-original/MDXComponents';
import LanguageTabs from '@site/src/components/LanguageTabs';
import SampleUnavailable from '@site/src/components/SampleUnavailable';
import ApiEndpoint from '@site/src/components/ApiEndpoint';
import AvailableSince from '@site/src/components/AvailableSince';
import Figure from '@site/src/components/Figure';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableRow from '@site/src/components/TableRow';

export default {
  ...MDXComponents,
  LanguageTabs,
  SampleUnavailable,
  ApiEndpoint,
  AvailableSince,
  Figure,
  table: ScrollableTable,
  tr: TableRow,
};
