import {normalizePluginOptions} from '@docusaurus/utils-validation';
import analyticsPlugin, {gtagConfigScript, validateOptions} from '../../plugins/analytics';

describe('analytics plugin', () => {
  it('configures gtag with anonymised IPs, no automatic page views and the linker domains', () => {
    const script = gtagConfigScript('G-TEST123');
    expect(script).toContain('window.dataLayer = window.dataLayer || [];');
    expect(script).toContain(
      `gtag('config', "G-TEST123", {"anonymize_ip":true,"send_page_view":false,"linker":{"domains":["typesense.org","cloud.typesense.org"]}});`,
    );
  });

  it('injects gtag.js and the page-view module when an ID is set', () => {
    const plugin = analyticsPlugin({} as never, {trackingId: 'G-TEST123'});
    const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: {attributes?: {src?: string}}[]};
    expect(tags.headTags.some((t) => t.attributes?.src === 'https://www.googletagmanager.com/gtag/js?id=G-TEST123')).toBe(true);
    expect(plugin.getClientModules!()).toHaveLength(1);
  });

  it('does nothing without an ID', () => {
    const plugin = analyticsPlugin({} as never, {trackingId: null});
    expect(plugin.injectHtmlTags).toBeUndefined();
    expect(plugin.getClientModules).toBeUndefined();
  });

  it('rejects an ID that is not a GA4 measurement ID', () => {
    expect(() => validateOptions({validate: normalizePluginOptions as never, options: {trackingId: 'UA-1234-1'}})).toThrow(
      'a GA4 measurement ID such as G-ABC123',
    );
    expect(validateOptions({validate: normalizePluginOptions as never, options: {}})).toMatchObject({trackingId: null});
  });
});
