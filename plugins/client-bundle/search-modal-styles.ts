/**
 * What the search theme's `import('typesense-docsearch-react/style')` loads
 * (see ./index.ts): the modal's styles only. The search button's styles and
 * the variables both use are in the site's stylesheet (src/theme/SearchBar),
 * since the button is on every page from the first paint.
 */
import 'typesense-docsearch-css/dist/modal.css';
