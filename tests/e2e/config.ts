/**
 * The first of the two ports the builds are served on. `E2E_PORT` moves them,
 * so that two checkouts (git worktrees) can run their browser tests at once.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
if (!Number.isInteger(port) || port < 1024 || port > 65534) {
  throw new Error(`E2E_PORT must be a port number from 1024 to 65534 (got "${process.env.E2E_PORT}").`);
}

/** Where the browser tests find the builds they test, and what those builds were made with. */
export const E2E = {
  buildDir: 'build-e2e',
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  unconfiguredBuildDir: 'build-e2e-unconfigured',
  unconfiguredPort: port + 1,
  unconfiguredBaseUrl: `http://127.0.0.1:${port + 1}`,
  /** The latest version built as unconfiguredBuildDir is, on CI's second Node line (scripts/check-lts-build.ts). */
  ltsBuildDir: 'build-e2e-lts',
  /** The site with 60 versions (scripts/build-e2e-versions.ts), served on the first port by playwright.versions.config.ts. */
  versionsBuildDir: 'build-e2e-versions',
  /** Search-only key and analytics ID baked into build-e2e (both services are intercepted). */
  searchOnlyApiKey: 'e2e-search-only-key',
  gtagId: 'G-E2ETEST01',
} as const;
