/**
 * What the typesense-python calls reached by written samples that cannot run
 * here send (a group addressed to a Typesense Cloud host over https, which the
 * plain-HTTP stand-in cannot be), read from typesense/*.py (from 1.0 on,
 * src/typesense/*.py; the same in every release whose surface has the member).
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const PYTHON_REQUESTS: ClientRequestFacts = {
  'Operations.is_healthy': {sends: 'GET /health', source: 'typesense/operations.py: api_call.get(Operations.health_path, …)'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: "typesense/documents.py: api_call.get(self._endpoint_path('search'), …)"},
};
