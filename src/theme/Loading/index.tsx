/**
 * What a route shows while its chunks load, in place of the core's fallback: a
 * spinner, and, when the load fails, a red box with the error and a Retry
 * button. That fallback is in the app that every page downloads first, and
 * neither of its screens serves this site:
 * - the app starts, and moves to another page, only once the route's chunks
 *   are there (Docusaurus preloads them), so there is no wait to show;
 * - a failed load is thrown to the error boundary, where it is handled as
 *   every chunk that fails to load is (src/theme/ErrorPageContent.tsx,
 *   src/client/chunk-errors.ts): one reload, then a message that says what
 *   failed, for which address.
 */
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';

export default function Loading({error}: LoadingComponentProps): ReactNode {
  if (error) {
    throw error;
  }
  return null;
}
