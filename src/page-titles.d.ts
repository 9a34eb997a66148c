/** The titles of the pages the not-found page can suggest, by path under the base URL (plugins/page-titles). */
declare module '@generated/page-titles/default/page-titles.json' {
  const titles: Record<string, string>;
  export default titles;
}
