/**
 * typesense-instantsearch-adapter's SearchResponseAdapter as the search box's
 * modal (typesense-docsearch-react) uses it, less one gap: the modal hands it
 * the first result of a multi-search unchecked, and a search the cluster
 * refused (its result holds `code` and `error`, not hits) made it throw a
 * TypeError, which told the reader the cluster was unreachable and lost the
 * server's reason. Here such a result throws the error the search page's
 * adapter throws (`404 - <reason>`), which src/search-health.ts reports as a
 * refusal. ./index.ts points the modal's import at this module.
 */
import {SearchResponseAdapter as TheAdapter} from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';

/** One result of a multi-search: hits, or, for a refused search, its status and the server's reason. */
type TypesenseResult = {code?: number; error?: string} & Record<string, unknown>;

export class SearchResponseAdapter extends TheAdapter {
  constructor(result: TypesenseResult, ...rest: unknown[]) {
    if (result.error !== undefined) {
      throw new Error(`${result.code ?? 'error'} - ${result.error}`);
    }
    super(result, ...rest);
  }
}
