/**
 * Code highlighting themes. Tokens get their colours from classes in
 * src/css/code.css rather than from an inline style on every token, which
 * halves the HTML of code-heavy pages; both palettes keep a contrast of at
 * least 4.5:1 on their background.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {plain: {color: '#24292f', backgroundColor: '#f6f8fa'}, styles: []};
export const darkCodeTheme: PrismTheme = {plain: {color: '#f8f8f2', backgroundColor: '#282a36'}, styles: []};
