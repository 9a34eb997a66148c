/** Where the browser tests find the builds they test, and what those builds were made with. */
export const E2E = {
  buildDir: 'build-e2e',
  port: 3210,
  baseUrl: 'http://127.0.0.1:3210',
  unconfiguredBuildDir: 'build-e2e-unconfigured',
  unconfiguredPort: 3211,
  unconfiguredBaseUrl: 'http://127.0.0.1:3211',
  /** Search-only key and analytics ID baked into build-e2e (both services are intercepted). */
  searchOnlyApiKey: 'e2e-search-only-key',
  gtagId: 'G-E2ETEST01',
} as const;
