/** Components every Markdown page can use without importing them. */
import MDXComponents from '@theme-original/MDXComponents';
import LanguageTabs from '@site/src/components/LanguageTabs';
import ApiEndpoint from '@site/src/components/ApiEndpoint';

export default {
  ...MDXComponents,
  LanguageTabs,
  ApiEndpoint,
};
