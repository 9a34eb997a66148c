/** The module of typesense-instantsearch-adapter that ./checked-response-adapter.ts extends (the package declares no types for it). */
declare module 'typesense-instantsearch-adapter/lib/SearchResponseAdapter' {
  export class SearchResponseAdapter {
    constructor(...args: unknown[]);
    adapt(): unknown;
  }
}
