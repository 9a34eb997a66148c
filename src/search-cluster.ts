/**
 * The search cluster a build's box and search page ask: today's cluster
 * (SEARCH in src/constants.ts) unless the build's environment names another
 * (ENV.searchNearestNode, ENV.searchNodes, ENV.searchCollection, and the
 * search-only key, ENV.searchOnlyApiKey), and whether the query has its
 * vector half (ENV.searchVector=off turns it off, for a cluster without the
 * embedding model: Typesense before 0.25, or a server that cannot download the
 * model). `npm run search:local` builds against a local server so.
 *
 * Pure: docusaurus.config.ts hands it `process.env`.
 */
import {ENV, SEARCH} from './constants';

export type SearchNode = {host: string; port: number; protocol: string};

export type SearchCluster = {
  nearestNode: SearchNode | null;
  nodes: SearchNode[];
  collectionName: string;
  /** Whether the box sends the nearest-neighbour half of its hybrid query. */
  vector: boolean;
};

/** A node from its URL (`https://host:443`), or a clear error naming the variable that holds it. */
export function parseNode(url: string, variable: string): SearchNode {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${variable}: "${url}" is not a node's URL such as https://xyz.a1.typesense.net:443 or http://127.0.0.1:8108.`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.pathname.replace(/\/$/, '') !== '' || parsed.search !== '') {
    throw new Error(`${variable}: "${url}" must be a bare http or https URL of a node, such as http://127.0.0.1:8108 (no path, no query).`);
  }
  const protocol = parsed.protocol.slice(0, -1);
  const port = parsed.port === '' ? (protocol === 'https' ? 443 : 80) : Number(parsed.port);
  return {host: parsed.hostname, port, protocol};
}

/** The cluster of a build whose environment is `env`. */
export function searchClusterFrom(env: Readonly<Record<string, string | undefined>>): SearchCluster {
  const nearest = env[ENV.searchNearestNode];
  const nodes = env[ENV.searchNodes];
  const vector = env[ENV.searchVector] ?? 'on';
  if (!['on', 'off'].includes(vector)) {
    throw new Error(`${ENV.searchVector}: "${vector}" must be "on" (the hybrid query, the default) or "off" (keyword only).`);
  }
  const parsedNodes = nodes === undefined ? SEARCH.nodes.map((node) => ({...node})) : nodes.split(',').map((url) => parseNode(url.trim(), ENV.searchNodes));
  if (parsedNodes.length === 0) {
    throw new Error(`${ENV.searchNodes}: no node; give one URL or more, separated by commas.`);
  }
  return {
    // Set to "" when the cluster has no nearest-node endpoint (a self-hosted one).
    nearestNode: nearest === undefined ? {...SEARCH.nearestNode} : nearest === '' ? null : parseNode(nearest, ENV.searchNearestNode),
    nodes: parsedNodes,
    collectionName: env[ENV.searchCollection] || SEARCH.collectionName,
    vector: vector === 'on',
  };
}
