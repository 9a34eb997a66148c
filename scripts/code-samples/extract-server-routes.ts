/**
 * Maintainers' tool (not run by the tests): reads the routes that the
 * Typesense server registers (src/main/typesense_server.cpp) at the release
 * tag of every version in versions.json, and writes
 * code-samples/server-routes.json, the record that code-samples/operations.ts
 * is checked against (which version first has each operation).
 *
 *   npm run samples:server-routes -- --repo ~/src/typesense
 *
 * `--repo` is a clone of github.com/typesense/typesense (a bare one works).
 * A version without a tag of its own (0.11.1) is read at the nearest earlier
 * tag, and the file says so. Where a clone has no tag of a release yet but its
 * release branch, `--ref <version>=<ref>` reads it there (repeatable), and the
 * file names the ref and the date of its last commit:
 *
 *   npm run samples:server-routes -- --repo ~/src/typesense --ref 30.0=refs/heads/v30
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {compareVersions} from '../../src/versioning/versions';

const ROUTES_FILE = 'src/main/typesense_server.cpp';
const ROUTE = /server->(get|post|put|patch|del)\("([^"]+)"/g;

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function main(): void {
  const {values} = parseArgs({options: {repo: {type: 'string'}, ref: {type: 'string', multiple: true}}});
  if (!values.repo) {
    throw new Error('Usage: npm run samples:server-routes -- --repo <clone of github.com/typesense/typesense>');
  }
  const siteDir = path.resolve(__dirname, '../..');
  const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  const tags = git(values.repo, ['tag', '--list']).split('\n').filter(Boolean);
  const tagOf = (version: string) => [`v${version}`, version].find((tag) => tags.includes(tag)) && `refs/tags/${tags.includes(`v${version}`) ? `v${version}` : version}`;
  const released = tags
    .map((tag) => tag.replace(/^v/, ''))
    .filter((name) => /^\d+\.\d+(\.\d+)?$/.test(name))
    .sort(compareVersions);
  const refs = new Map(
    (values.ref ?? []).map((option) => {
      const [version, ref] = option.split('=');
      if (!version || !ref) {
        throw new Error(`--ref takes <version>=<ref>, e.g. 30.0=refs/heads/v30; got "${option}".`);
      }
      return [version, ref] as const;
    }),
  );
  const result: Record<string, {tag: string; note?: string; routes: Record<string, number>}> = {};
  for (const version of [...versions].sort(compareVersions)) {
    let tag = tagOf(version);
    let note: string | undefined;
    const ref = refs.get(version);
    if (!tag && ref) {
      tag = ref;
      note = `no tag ${version} in the clone: read at ${ref}, its release branch, as of its last commit (${git(values.repo, ['log', '-1', '--format=%cs', ref]).trim()})`;
    } else if (!tag) {
      const earlier = released.filter((name) => compareVersions(name, version) < 0).pop();
      tag = earlier && tagOf(earlier);
      note = `no tag ${version}: read at ${tag}, the nearest earlier release`;
    }
    if (!tag) {
      throw new Error(`No tag of the server for ${version} or before it.`);
    }
    const source = git(values.repo, ['show', `${tag}:${ROUTES_FILE}`]);
    const routes = new Map<string, number>();
    for (const match of source.matchAll(ROUTE)) {
      const method = match[1] === 'del' ? 'DELETE' : match[1]!.toUpperCase();
      const route = match[2]!.replace(/:(\w+)/g, '{$1}');
      const key = `${method} ${route}`;
      if (!routes.has(key)) {
        routes.set(key, source.slice(0, match.index).split('\n').length);
      }
    }
    const sorted = [...routes].sort(([a], [b]) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!) || a.localeCompare(b));
    result[version] = {tag, ...(note && {note}), routes: Object.fromEntries(sorted)};
  }
  const out = path.join(siteDir, 'code-samples/server-routes.json');
  fs.writeFileSync(
    out,
    `${JSON.stringify({source: `https://github.com/typesense/typesense ${ROUTES_FILE} at each version's tag: "METHOD /route": line`, versions: result}, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), out)} for ${Object.keys(result).length} versions.`);
}

main();
