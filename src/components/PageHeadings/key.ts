/** Registry key of a doc's headings: docs plugin, version and doc id. */
export function pageHeadingsKey(pluginId: string, version: string, docId: string): string {
  return `${pluginId}/${version}/${docId}`;
}
