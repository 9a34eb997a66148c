/**
 * Marks the app as started once it has rendered its first page: blocks of that
 * page keep the code of their HTML, and the pages the reader opens next fetch
 * theirs (src/page-code.ts). Docusaurus calls this after every render of a
 * route, the first one included, before the browser paints it.
 */
import {markAppStarted} from '../page-code';

export function onRouteDidUpdate(): void {
  markAppStarted();
}
