/**
 * The inline script at the top of every page's head that shows the reader's
 * sample language from the first paint (./first-paint.ts): small, as every
 * page carries it; the rest is fetched only when the reader has a language
 * other than the first tab's and the page has its code. Its settings are
 * written in by the plugin that bundles it (plugins/code-highlighting).
 */
import {parseCodeFiles, readerLanguageBeforeTheApp, type FirstPaintSettings} from './first-paint';

declare const FIRST_PAINT_SETTINGS: FirstPaintSettings;

const settings = FIRST_PAINT_SETTINGS;
const language = readerLanguageBeforeTheApp(settings);
const meta = document.querySelector<HTMLMetaElement>(`meta[name="${settings.filesMeta}"]`);
const url = meta && language !== null && language !== settings.defaultLanguage ? parseCodeFiles(meta.content).get(language) : undefined;
if (url) {
  const script = document.createElement('script');
  script.type = 'module';
  // Added while the head is parsed, it holds the first paint until it has run (a browser without render-blocking
  // scripts paints first; one without JSON modules fails it, and the app shows the language when it starts).
  script.setAttribute('blocking', 'render');
  const json = JSON.stringify;
  script.textContent =
    `import {run} from ${json(settings.moduleUrl)};import code from ${json(url)} with {type: "json"};` +
    `run(${json(settings)}, ${json(language)}, ${json(url)}, code);`;
  document.head.appendChild(script);
}
