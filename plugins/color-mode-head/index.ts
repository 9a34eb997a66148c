/**
 * The reader's colour mode, set before the first paint. Docusaurus decides it
 * (stored choice, `?docusaurus-theme=`, or the system's when the site respects
 * it) in a script at the start of the body; a script there waits for the
 * stylesheet, and the browser may paint once the stylesheet has come and
 * before that script runs: a frame of the light page, white, before the dark
 * one. Here the same script, Docusaurus's own, runs in the head, before the
 * stylesheet is requested, and a rule of a few bytes gives the dark page its
 * background and dark form controls until the stylesheet draws the rest.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {getThemeInlineScript} from '@docusaurus/theme-classic/lib/inlineScripts';

/** Infima's dark `--ifm-background-color`: the browser test checks that the stylesheet ends on the same colour. */
export const DARK_CANVAS_CSS = "html[data-theme='dark']{background-color:#1b1b1d;color-scheme:dark}";

export default function colorModeHeadPlugin(context: LoadContext): Plugin<void> {
  const {colorMode} = context.siteConfig.themeConfig as unknown as ThemeConfig;
  return {
    name: 'color-mode-head',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'style', innerHTML: DARK_CANVAS_CSS},
          {tagName: 'script', innerHTML: getThemeInlineScript({colorMode, siteStorage: context.siteStorage})},
        ],
      };
    },
  };
}
