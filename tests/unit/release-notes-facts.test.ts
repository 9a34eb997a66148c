import fs from 'node:fs';
import path from 'node:path';
import type {VersionStep} from '../../plugins/api-changes/changes';
import {checkChangesAgainstNotes, firstStatedIn, releaseNoteFacts, stepHasFact, type ReleaseNoteFacts} from '../../scripts/lib/release-notes-facts';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/release-notes', name), 'utf8');

describe('releaseNoteFacts', () => {
  const facts = releaseNoteFacts(fixture('v1.0.md'), 'v1.0.md');

  it('takes the names a sentence says are new: "new `x`", "added … `x`", "via/using/setting `x`", lists of them, flags in parentheses', () => {
    expect(facts.introduced).toEqual([
      'shelf_id',
      'popularity_weight',
      'recency_weight',
      'max_hops',
      '--shelf-cache-size',
      'split_words',
      'shelf_num_typos',
    ]);
  });

  it('leaves out names only mentioned, values and modes, code blocks, bug fixes and what follows the section', () => {
    for (const name of ['sort_by', 'q', 'match_type', 'fuzzy_sum', 'sizes', 'not_a_fact', 'cache_ttl', 'upgrade_flag']) {
      expect(facts.introduced).not.toContain(name);
    }
  });

  it('reads renames (through a link), removals, new endpoints and moved routes', () => {
    expect(facts.renamed).toEqual([['book_tags', 'shelf_tags']]);
    expect(facts.removed).toEqual(['legacy_mode']);
    expect(facts.endpointsAdded).toEqual(['POST /shelves/prune']);
    expect(facts.endpointsMoved).toEqual([['/collections/{collection}/shelves', '/shelf_sets']]);
  });

  it('says which notes lack the section it reads', () => {
    expect(() => releaseNoteFacts(fixture('no-whats-new.md'), 'no-whats-new.md')).toThrow(/no-whats-new\.md: no "## What's new" section/);
  });
});

describe('firstStatedIn', () => {
  it('keeps a fact under the first version whose notes state it: a point release repeats its major release', () => {
    const byVersion = firstStatedIn([
      {version: '1.0', facts: releaseNoteFacts(fixture('v1.0.md'), 'v1.0.md')},
      {version: '1.1', facts: releaseNoteFacts(fixture('v1.1.md'), 'v1.1.md')},
    ]);
    expect(byVersion['1.0']!.introduced).toContain('shelf_id');
    expect(byVersion['1.1']!.introduced).toEqual(['shelf_color']);
  });
});

describe('checking the changes against the notes', () => {
  const step = (to: string, changes: Partial<VersionStep['changes'][number]>[]): VersionStep => ({
    from: '0',
    to,
    changes: changes.map((change) => ({kind: 'parameter-added', breaking: false, page: 'search', version: to, anchor: '', name: '', ...change})),
  });
  const notes = (facts: Partial<ReleaseNoteFacts>): ReleaseNoteFacts => ({introduced: [], renamed: [], removed: [], endpointsAdded: [], endpointsMoved: [], ...facts});

  it('matches a flag without its dashes, a nested field by its last part, a moved route by its successor’s path', () => {
    const changes = step('1.0', [
      {name: '--shelf-cache-size'},
      {name: 'rule.filter_by'},
      {kind: 'endpoint-moved', name: 'GET /collections/{collectionName}/shelves', successor: {name: 'shelf sets (/shelf_sets/{name})', page: 'shelves', version: '1.0'}},
    ]);
    expect(stepHasFact(changes, {kind: 'introduced', name: 'shelf-cache-size'})).toBe(true);
    expect(stepHasFact(changes, {kind: 'introduced', name: 'filter_by'})).toBe(true);
    expect(stepHasFact(changes, {kind: 'endpoint-moved', name: '/collections/{collection}/shelves → /shelf_sets'})).toBe(true);
    expect(stepHasFact(changes, {kind: 'endpoint-moved', name: '/collections/{collection}/shelves → /elsewhere'})).toBe(false);
    expect(stepHasFact(changes, {kind: 'introduced', name: 'filter'})).toBe(false);
  });

  it('names each fact missing from its version, accepts an explained one, and names the exceptions that explain nothing', () => {
    const steps = [step('1.0', [{name: 'shelf_id'}]), step('1.1', [{name: 'queries'}, {name: 'late_one'}])];
    const {unexplained, stale} = checkChangesAgainstNotes(
      steps,
      {'1.0': notes({introduced: ['shelf_id', 'qs', 'late_one', 'known']}), '1.1': notes({introduced: ['other']})},
      [
        {version: '1.0', kind: 'introduced', name: 'qs', as: 'queries', reason: 'the reference names it queries'},
        {version: '1.0', kind: 'introduced', name: 'late_one', inVersion: '1.1', reason: 'the reference has it one version later'},
        {version: '1.0', kind: 'introduced', name: 'known', reason: 'an existing parameter put to a new use'},
        {version: '1.0', kind: 'introduced', name: 'shelf_id', reason: 'no longer needed: the changes have it'},
      ],
    );
    expect(unexplained).toEqual(['1.0 introduced qs: not in the changes of 1.0 as queries either', '1.1 introduced other']);
    expect(stale).toEqual(['1.0 introduced qs: the reference names it queries', '1.0 introduced shelf_id: no longer needed: the changes have it']);
  });
});
