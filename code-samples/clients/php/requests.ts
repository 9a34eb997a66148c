/**
 * What the typesense-php calls that the written samples reach send, read from
 * src/*.php at v5.1.0 (the same in every release whose surface has the
 * member): each resource sends to its `RESOURCE_PATH` or `endPointPath()`
 * through ApiCall. The sample checks hold a written PHP sample to its group's
 * requests with these (code-samples/surface/requests.ts).
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const PHP_REQUESTS: ClientRequestFacts = {
  'Health.retrieve': {sends: 'GET /health', source: 'src/Health.php: get(Health::RESOURCE_PATH)'},
  'Collections.retrieve': {sends: 'GET /collections', source: 'src/Collections.php: get(static::RESOURCE_PATH)'},
  'Collection.retrieve': {sends: 'GET /collections/{name}', source: 'src/Collection.php: get($this->endPointPath())'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: "src/Documents.php: get($this->endPointPath('search'))"},
  'Override.retrieve': {sends: 'GET /collections/{name}/overrides/{id}', source: 'src/Override.php: get($this->endPointPath())'},
};
