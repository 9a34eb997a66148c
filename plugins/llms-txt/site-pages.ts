/**
 * Pure: the Markdown of a page of the site's own (the pages plugin: the docs
 * home, the API landing, Help), for its twin. The docs home and the API
 * landing are React pages, so their text is read from the built page, where
 * every component has rendered (the list of versions, the section cards):
 * the page's content (`<main>`, its `<article>` where it has one) becomes
 * Markdown with turndown, and every link the absolute URL the page's link
 * leads to, as in the twins of the docs.
 */
import {load} from 'cheerio';
import TurndownService from 'turndown';

export type SitePageText = {title: string; description: string; body: string};

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** What a twin leaves out of a page's content: heading permalinks, the page's footer (its edit link and date), and forms (the compare page's menus: the twin is its default pair). */
const LEFT_OUT = ['.hash-link', 'footer', 'script', 'style', 'noscript', 'form'];

const turndown = new TurndownService({headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*'});

/**
 * A list item as the other twins write it (their Markdown as its writers wrote
 * it): its marker and one space (`- `, `1. `), its further lines indented to
 * its text. turndown's own rule pads every marker to four columns (`-   `),
 * and has no option for it.
 */
turndown.addRule('listItem', {
  filter: 'li',
  replacement(content, node, options) {
    const parent = node.parentNode as HTMLElement | null;
    let marker = `${options.bulletListMarker} `;
    if (parent?.nodeName === 'OL') {
      const start = parent.getAttribute('start');
      marker = `${(start ? Number(start) : 1) + Array.prototype.indexOf.call(parent.children, node)}. `;
    }
    // A loose item (one of paragraphs) keeps the blank line that ends it.
    const loose = /\n$/.test(content);
    const text = `${content.replace(/^\n+/, '').replace(/\n+$/, '')}${loose ? '\n' : ''}`
      // Its further lines under its text; blank lines stay blank.
      .replace(/\n(?!\n|$)/g, `\n${' '.repeat(marker.length)}`);
    return `${marker}${text}${node.nextSibling ? '\n' : ''}`;
  },
});

/**
 * Pure: the title (the page's `h1`), description (its meta description) and
 * Markdown body of a built page. Throws, naming `file`, when the page lacks
 * one of them.
 */
export function sitePageMarkdown(html: string, {pageUrl, file}: {pageUrl: string; file: string}): SitePageText {
  const $ = load(html);
  const main = $('main').first();
  if (main.length === 0) {
    throw new Error(`${file}: the built page has no <main> element, the content its Markdown twin is made of.`);
  }
  const content = main.find('article').first().length > 0 ? main.find('article').first() : main;
  content.find(LEFT_OUT.join(', ')).remove();
  const heading = content.find('h1').first();
  const title = heading.text().trim();
  const description = $('head meta[name="description"]').attr('content')?.trim();
  if (!title || !description) {
    throw new Error(`${file}: the built page has no ${title ? 'meta description' : '<h1>'}, which its Markdown twin starts with.`);
  }
  heading.remove();
  content.find('a[href]').each((_, link) => {
    const href = $(link).attr('href')!;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) {
      $(link).attr('href', new URL(href, pageUrl).href);
    }
    // A link right next to another element is a box of its own on the page (a button, a badge): a space between them.
    if (link.next?.type === 'tag') {
      $(link).after(' ');
    }
  });
  // A card (a link around a heading and its text) becomes the heading linked, then the text.
  content.find('a[href]').each((_, link) => {
    const cardHeading = $(link).children(HEADINGS).first();
    if (cardHeading.length > 0) {
      cardHeading.wrapInner($('<a>').attr('href', $(link).attr('href')!));
      $(link).replaceWith($(link).contents());
    }
  });
  return {title, description, body: turndown.turndown(content.html() ?? '')};
}
