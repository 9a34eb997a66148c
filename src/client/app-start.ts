/**
 * Marks the app as started once it has rendered its first page: that page
 * keeps the code and prose of its HTML, and the pages the reader opens next
 * fetch theirs (src/page-code.ts, src/static-prose.ts). Docusaurus calls this
 * after every render of a route, the first one included, before the browser
 * paints it.
 */
import {markAppStarted} from '../app-started';

export function onRouteDidUpdate(): void {
  markAppStarted();
}
