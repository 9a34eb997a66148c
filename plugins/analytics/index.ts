/**
 * Google Analytics 4 through gtag.js, configured the way the docs need it:
 * IP anonymised, cross-domain linking with typesense.org and Typesense Cloud,
 * and page views sent by our client module once a navigation settles rather
 * than by gtag itself (`send_page_view: false`). The preset's gtag plugin
 * can set none of these.
 *
 * Without a measurement ID the plugin injects nothing and says so.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {ANALYTICS, ENV} from '../../src/constants';

export type PluginOptions = {trackingId: string | null};
export type Options = Partial<PluginOptions>;

const OptionsSchema = Joi.object<PluginOptions>({
  trackingId: Joi.string()
    .pattern(/^G-[A-Z0-9]+$/, 'a GA4 measurement ID such as G-ABC123')
    .allow(null)
    .default(null),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

/** Pure: the inline script that defines `gtag` and configures the property. */
export function gtagConfigScript(trackingId: string): string {
  const config = {
    anonymize_ip: ANALYTICS.anonymizeIp,
    send_page_view: false,
    linker: {domains: ANALYTICS.linkerDomains},
  };
  return [
    'window.dataLayer = window.dataLayer || [];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js', new Date());",
    `gtag('config', ${JSON.stringify(trackingId)}, ${JSON.stringify(config)});`,
  ].join('\n');
}

export default function analyticsPlugin(_context: LoadContext, {trackingId}: PluginOptions): Plugin<void> {
  const isBuild = process.argv.includes('build');
  if (!trackingId) {
    if (isBuild) {
      logger.info(`Analytics is off: no Google Analytics measurement ID (set ${ENV.gtagId} to turn it on).`);
    }
    return {name: 'analytics'};
  }
  if (isBuild) {
    logger.info(`Analytics is on with measurement ID ${trackingId}.`);
  }
  return {
    name: 'analytics',
    getClientModules() {
      return [path.join(__dirname, 'page-views.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
          {
            tagName: 'script',
            attributes: {async: true, src: `https://www.googletagmanager.com/gtag/js?id=${trackingId}`},
          },
          {tagName: 'script', innerHTML: gtagConfigScript(trackingId)},
        ],
      };
    },
  };
}
