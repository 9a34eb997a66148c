/**
 * The HTML shell of every page (Docusaurus `ssrTemplate`). It differs from
 * Docusaurus's own in one way: the app's scripts are not `<script defer>` tags
 * in the head, which the browser fetches alongside the page's HTML and CSS,
 * but are requested once the page has been painted (its first contentful
 * paint; where the browser does not report paints, once the page has loaded).
 * A reader sees the page, which is complete HTML, without its CSS and HTML
 * sharing the connection with the app; the app then downloads and makes the
 * page interactive: search, version switch, tabs, zoom.
 *
 * The list holds the app's runtime, the chunks of the page (its content, its
 * sidebar, its layout) and the app's main script, which runs last: by then
 * every chunk of the page has run and registered its modules, so the app
 * hydrates without requesting any of them itself.
 *
 * Code of the body's inline scripts that a script of the head already holds,
 * word for word, is left out: the colour mode's, which plugins/color-mode-head
 * runs in the head (before the first paint) and the theme writes again at the
 * start of the body, in one script with the code that the body keeps.
 */
import {PAGE_END_ID} from './page-end';

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <% const headScripts = [...it.headTags.matchAll(/<script>([\\s\\S]*?)<\\/script>/g)].map((match) => match[1].trim()).filter(Boolean); %>
    <%~ headScripts.reduce((tags, script) => tags.split(script).join(''), it.preBodyTags) %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script id="${PAGE_END_ID}">
      (function (scripts) {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            // A chunk gone after a redeploy: the app, finding the chunk missing,
            // requests it again and reports the failure (src/client/chunk-errors.ts);
            // a failed tag left in the page would have it wait on that tag instead.
            script.onerror = function () {
              script.remove();
            };
            document.body.appendChild(script);
          });
        }
        var observesPaint = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
        if (observesPaint) {
          new PerformanceObserver(function (list, observer) {
            if (list.getEntriesByName('first-contentful-paint').length > 0) {
              observer.disconnect();
              setTimeout(load, 0);
            }
          }).observe({type: 'paint', buffered: true});
        } else {
          window.addEventListener('load', load);
        }
      <% const isMain = (script) => script.startsWith('assets/js/main.'); %>
      })(<%~ JSON.stringify([...it.scripts.filter((script) => !isMain(script)), ...it.scripts.filter(isMain)]
        .map((script) => it.baseUrl + script)) %>);
    </script>
  </body>
</html>
`;
