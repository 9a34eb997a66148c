/**
 * The search collection: what docusaurus-theme-search-typesense filters and
 * facets on, `item_priority` to sort by, and an `embedding` that Typesense
 * computes itself from the hierarchy and the content, for hybrid search.
 */
import type {CollectionCreateSchema} from 'typesense/lib/Typesense/Collections';
import {SEARCH} from '../../src/constants';
import {HIERARCHY_LEVELS} from './records';

export function collectionName(alias: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '_');
  return `${alias}_${stamp}`;
}

export function collectionSchema(name: string): CollectionCreateSchema {
  const hierarchyFields = HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`);
  return {
    name,
    fields: [
      ...hierarchyFields.map((field) => ({name: field, type: 'string' as const, facet: true, optional: true})),
      {name: 'content', type: 'string', optional: true},
      // A parameter record's name as a reader may type it: `group_by`, `group by`, `groupby` (records.ts).
      {name: 'parameter', type: 'string[]', optional: true},
      // A page title's record: the name of the page's address as a reader may type it (records.ts).
      {name: 'page_name', type: 'string[]', optional: true},
      // A heading's record: its own text, and (below the page title) its page's title with it (records.ts).
      {name: 'heading', type: 'string', optional: true},
      {name: 'heading_in_page', type: 'string', optional: true},
      // The heading of a reference section that documents an API endpoint: its method and path in words, and "<name> endpoint" (records.ts).
      {name: 'endpoint', type: 'string[]', optional: true},
      // A page about a feature that came in a later version: that version (records.ts); the box shows it.
      {name: 'since', type: 'string', optional: true},
      {name: 'url', type: 'string', facet: true},
      {name: 'url_without_anchor', type: 'string', facet: true},
      {name: 'anchor', type: 'string', optional: true},
      {name: 'type', type: 'string', facet: true},
      {name: 'item_priority', type: 'int64'},
      {name: 'tie_breaker', type: 'int64'},
      {name: 'docusaurus_tag', type: 'string', facet: true},
      {name: 'language', type: 'string', facet: true},
      {name: 'version', type: 'string', facet: true},
      {
        name: 'embedding',
        type: 'float[]',
        embed: {from: [...hierarchyFields, 'content'], model_config: {model_name: SEARCH.embeddingModel}},
      },
    ],
    default_sorting_field: 'item_priority',
    token_separators: ['_', '-', '.'],
  };
}
