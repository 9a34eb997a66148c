/**
 * Loads nothing: code is highlighted when the site is built
 * (plugins/code-highlighting), so the browser needs no Prism language. The
 * theme's own version would bundle Prism's language index into every page.
 */
export default function prismIncludeLanguages(): void {}
