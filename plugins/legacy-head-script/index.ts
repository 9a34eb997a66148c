/**
 * The legacy-link rules that the URL alone decides, run before the page is
 * painted: after the build, each page gets an inline script at the top of its
 * head. A page with anchor rules gets one with the answers of the app's
 * resolver for those rules (src/legacy/head/page.ts), every other page a few
 * lines that only look at the address (src/legacy/head/plain-page.ts), and
 * the not-found page one with the resolver itself and the site's routes
 * (src/legacy/head/not-found.ts). All are bundled from the same modules the
 * app uses, so no rule has two copies.
 *
 * A page opened at an anchor, or at a path with a `%`, also loads before its
 * first paint the deep-link script, which repairs a malformed path, paints the
 * page at its anchor and lands an anchor the page lacks on its nearest section
 * (src/legacy/head/deep-link.ts): a file of the build, named by its content,
 * whose URL the page's script carries.
 *
 * The app's resolver (src/theme/Root.tsx) still runs once the app starts: it
 * covers navigations inside the app, which load no new HTML.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {buildSync} from 'esbuild';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {createRouteSet} from '../../src/legacy/routes';
import {idsOfHtml, inlineBundle, inlineScript, insertHeadScript, pageHeadData} from './script';

export type PluginOptions = {
  /** The latest version, which `/latest/` and `{latest}` rules lead to. */
  latest: string;
  /** The not-found page the host answers unknown URLs with, relative to the build folder. */
  notFoundFile: string;
};
export type Options = Partial<PluginOptions> & {latest: string};

const OptionsSchema = Joi.object<PluginOptions>({
  latest: Joi.string().required(),
  notFoundFile: Joi.string().default('404.html'),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

const HEAD_DIR = path.join(__dirname, '../../src/legacy/head');
const GLOBAL_NAME = 'legacyHead';

/**
 * The browser code of a head script: `entry` bundled, minified, as an IIFE that sets `globalName` (by default
 * `legacyHead`; none: `null`), with `define`'s identifiers replaced by their values (JSON).
 */
export function bundleHeadEntry(entry: string, {globalName = GLOBAL_NAME, define}: {globalName?: string | null; define?: Record<string, string>} = {}): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    ...(globalName !== null && {globalName}),
    ...(define && {define}),
    platform: 'browser',
    target: 'es2019',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The code of the head script of a page with anchor rules (src/legacy/head/page.ts), which loads the deep-link
 * script from `deepLinkUrl` when the address needs it.
 */
export function bundlePageScript(deepLinkUrl: string): string {
  return bundleHeadEntry(path.join(HEAD_DIR, 'page.ts'), {define: {DEEP_LINK_SCRIPT: JSON.stringify(deepLinkUrl)}});
}

/** The code of the head script of every other page (src/legacy/head/plain-page.ts), a script that sets no global. */
export function bundlePlainPageScript(deepLinkUrl: string): string {
  return bundleHeadEntry(path.join(HEAD_DIR, 'plain-page.ts'), {globalName: null, define: {DEEP_LINK_SCRIPT: JSON.stringify(deepLinkUrl)}});
}

/** The deep-link script (a classic script that sets no global), and its file in the build, named by its content. */
export function deepLinkScript(): {file: string; code: string} {
  const code = bundleHeadEntry(path.join(HEAD_DIR, 'deep-link.ts'), {globalName: null});
  // Not among the app's chunks (assets/js): the app never loads it, it imports the same modules as chunks of its own.
  return {file: `assets/legacy/deep-link.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code};
}

/** The HTML file of a route (`/docs/29.0/api/` → `29.0/api/index.html`, `/docs/search` → `search/index.html`). */
function fileOfRoute(outDir: string, route: string): string {
  const file = route === '' || route.endsWith('/') ? `${route}index.html` : route.endsWith('.html') ? route : `${route}/index.html`;
  return path.join(outDir, file);
}

/**
 * Writes `text` to `file` in one step (a new file renamed over the old one): other plugins read the pages in
 * their own postBuild, which Docusaurus runs at the same time as this one, and a page read while it was being
 * written came out cut short (plugins/llms-txt then failed the build on a parameter row "without an anchor").
 */
async function replaceFile(file: string, text: string): Promise<void> {
  const next = `${file}.${process.pid}.tmp`;
  await fs.writeFile(next, text);
  await fs.rename(next, file);
}

export default function legacyHeadScriptPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl} = context.siteConfig;
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: 'legacy-head-script',
    async postBuild({outDir, routesPaths}) {
      const notFoundRoute = `/${options.notFoundFile}`;
      const routes = [...new Set(routesPaths.filter((p) => p.startsWith(`${base}/`)).map((p) => p.slice(base.length)))];
      const pageRoutes = routes.filter((route) => route !== notFoundRoute);
      const resolveContext = {baseUrl, latest: options.latest, routes: createRouteSet(routes)};
      const deepLink = deepLinkScript();
      await fs.mkdir(path.join(outDir, path.dirname(deepLink.file)), {recursive: true});
      await fs.writeFile(path.join(outDir, deepLink.file), deepLink.code);
      const pageBundle = bundlePageScript(`${baseUrl}${deepLink.file}`);
      const plainPageScript = inlineBundle(bundlePlainPageScript(`${baseUrl}${deepLink.file}`));
      const notFoundBundle = bundleHeadEntry(path.join(HEAD_DIR, 'not-found.ts'));
      let withRules = 0;
      for (const route of pageRoutes) {
        const file = fileOfRoute(outDir, route.slice(1));
        let html: string;
        try {
          html = await fs.readFile(file, 'utf8');
        } catch {
          continue; // A route without its own HTML file (the catch-all of a docs instance).
        }
        const data = pageHeadData(route, idsOfHtml(html), resolveContext);
        withRules += data ? 1 : 0;
        const script = data ? inlineScript(pageBundle, GLOBAL_NAME, data) : plainPageScript;
        await replaceFile(file, insertHeadScript(html, script, path.relative(outDir, file)));
      }
      const notFound = path.join(outDir, options.notFoundFile);
      const notFoundHtml = await fs.readFile(notFound, 'utf8').catch(() => {
        throw new Error(`plugins/legacy-head-script: the build has no ${options.notFoundFile}, which needs the not-found head script.`);
      });
      const notFoundScript = inlineScript(notFoundBundle, GLOBAL_NAME, {baseUrl, latest: options.latest, routes: pageRoutes});
      await replaceFile(notFound, insertHeadScript(notFoundHtml, notFoundScript, options.notFoundFile));
      logger.info(
        `Legacy head scripts: ${pageRoutes.length} pages (${withRules} with anchor rules, ${(pageBundle.length / 1024).toFixed(1)} KB of code each; ` +
          `the others ${plainPageScript.length} bytes each), ` +
          `the not-found page with the resolver and ${pageRoutes.length} routes (${(notFoundScript.length / 1024).toFixed(1)} KB), ` +
          `the deep-link script for addresses with an anchor or a % (${(deepLink.code.length / 1024).toFixed(1)} KB).`,
      );
    },
  };
}
