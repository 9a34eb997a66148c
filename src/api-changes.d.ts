/** The compare page's default pair and its changes, rendered at build (plugins/api-changes). */
declare module '@generated/api-changes/default/default-comparison.json' {
  const comparison: import('../plugins/api-changes/file').DefaultComparison;
  export default comparison;
}
