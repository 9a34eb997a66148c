/**
 * Code arrives in the browser highlighted (plugins/code-highlighting): token
 * spans in the HTML, and no Prism in the app's scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE, BUILD_DIR, LATEST, page} from './built-site';

/** The text of every script a page loads itself (not the chunks they load later). */
function scriptsOf(pathname: string): string {
  const $ = page(pathname)!;
  const sources = [
    ...$('script[src]')
      .toArray()
      .map((script) => $(script).attr('src')!),
    // src/ssr-template.ts requests the app's scripts after the first paint, from a list in the page.
    ...[...$.html().matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]!),
  ];
  const local = [...new Set(sources)].filter((source) => source.startsWith(`${BASE}/assets/js/`));
  expect(local.length).toBeGreaterThan(0);
  return local.map((source) => fs.readFileSync(path.join(BUILD_DIR, source.slice(BASE.length)), 'utf8')).join('\n');
}

test('the app that loads with every page carries no Prism grammar', () => {
  // Prism's JavaScript grammar defines this token type; the pages' own data only mentions it in token lists.
  expect(scriptsOf(`${LATEST}/api/collections.html`)).not.toMatch(/['"]template-string['"]\s*:/);
});

test('highlighted code is in the page as token spans, without inline colours', () => {
  const $ = page(`${LATEST}/api/search.html`)!;
  const tokens = $('pre.prism-code code span.token');
  expect(tokens.length).toBeGreaterThan(500);
  expect($('pre.prism-code [style]').length).toBe(0);
});
