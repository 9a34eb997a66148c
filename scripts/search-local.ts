/**
 * `npm run search:local`: the site with its search, end to end, on this
 * machine. It builds the site against a local Typesense (the build's cluster
 * set by DOCS_SEARCH_* and its vector half off: src/search-cluster.ts), starts
 * the real Typesense 0.24.1 (scripts/lib/typesense-server.ts) on the port
 * given, loads the build's records with the indexer's own upload (the schema
 * less `embedding`, which 0.24.1 cannot compute), adds a search-only key, and
 * serves the build. Ctrl+C stops both.
 *
 *   npm run search:local                                # build every version, then serve
 *   DOCS_VERSIONS=30.2 npm run search:local             # the latest version only (a minute or two)
 *   npm run search:local -- --skip-build                # serve the last build-search-local/ again
 *   npm run search:local -- --port 8108 --site-port 3000
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ENV, SITE} from '../src/constants';
import {buildSite} from './build-e2e';
import {buildRecords} from './indexer/index';
import {adminClient, startTypesenseServer, uploadKeywordRecords} from './lib/typesense-server';
import {startServer} from './serve.mjs';

const SITE_DIR = path.resolve(__dirname, '..');
/** The local server's keys: its admin key stays in this process; the search-only one is built into the site. */
const ADMIN_KEY = 'search-local-admin-key';
const SEARCH_ONLY_KEY = 'search-local-search-only-key';

/** A port number from an option, or a clear error naming the option. */
function portOption(value: string, option: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error(`--${option}: "${value}" is not a port number from 1024 to 65535.`);
  }
  return port;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '8108'},
      'site-port': {type: 'string', default: '3000'},
      out: {type: 'string', default: 'build-search-local'},
      'skip-build': {type: 'boolean', default: false},
    },
  });
  const port = portOption(values.port, 'port');
  const sitePort = portOption(values['site-port'], 'site-port');
  const outDir = path.resolve(SITE_DIR, values.out);
  if (!values['skip-build']) {
    buildSite(outDir, {
      [ENV.searchOnlyApiKey]: SEARCH_ONLY_KEY,
      [ENV.searchNearestNode]: '',
      [ENV.searchNodes]: `http://127.0.0.1:${port}`,
      [ENV.searchVector]: 'off',
      [ENV.onlyVersions]: process.env[ENV.onlyVersions] ?? '',
    });
  }
  const records = buildRecords(outDir);
  console.log(`Starting Typesense on port ${port}…`);
  const server = await startTypesenseServer(ADMIN_KEY, {port});
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  try {
    const client = adminClient(server);
    await uploadKeywordRecords(client, records);
    await client.keys().create({value: SEARCH_ONLY_KEY, description: 'search:local search-only key', actions: ['documents:search'], collections: ['*']});
    await startServer({dir: outDir, port: sitePort});
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(`Loaded ${records.length} records of ${path.relative(SITE_DIR, outDir)}/ into Typesense ${server.version} (keyword search: no vector half).`);
  console.log(`The site, searching it: http://127.0.0.1:${sitePort}${SITE.baseUrl}  (Ctrl+C stops both)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
