/**
 * Loader for the browser's bundle: takes the translators' notes out of the
 * theme's (and the site's) texts.
 *
 * Each text of the Docusaurus theme carries a note for its translators:
 * `translate({id, message, description: 'The ARIA label for …'})` and
 * `<Translate id=… description="The label alongside a tag list">`. Only the
 * command that extracts the texts for translation reads the notes
 * (`docusaurus write-translations`, which reads the sources, not the bundle);
 * in the browser `translate` reads the id and the message. Yet the notes were
 * shipped: about 3 KB on every API page's first visit. The server's bundle
 * keeps them (it renders the same texts).
 */
'use strict';

/**
 * The end of the string literal, template or comment that starts at `start`
 * (the index of its opening character), or `start` if none starts there.
 * @param {string} source
 * @param {number} start
 * @returns {number} the index just after it
 */
function skipLiteral(source, start) {
  const open = source[start];
  if (open === '/' && (source[start + 1] === '/' || source[start + 1] === '*')) {
    const end = source[start + 1] === '/' ? source.indexOf('\n', start) : source.indexOf('*/', start + 2) + 2;
    return end <= start ? source.length : end;
  }
  if (open !== '"' && open !== "'" && open !== '`') {
    return start;
  }
  for (let at = start + 1; at < source.length; at++) {
    if (source[at] === '\\') {
      at++;
    } else if (source[at] === open) {
      return at + 1;
    }
  }
  throw new Error(`plugins/client-bundle: a string literal opened at offset ${start} is not closed.`);
}

/**
 * The index just after the bracket that closes the one at `start` (`{` or
 * `(`), across nested brackets, strings and comments.
 * @param {string} source
 * @param {number} start
 * @returns {number}
 */
function closingBracket(source, start) {
  let depth = 0;
  for (let at = start; at < source.length; at++) {
    const after = skipLiteral(source, at);
    if (after !== at) {
      at = after - 1;
      continue;
    }
    const char = source[at];
    if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') {
      depth--;
      if (depth === 0) return at + 1;
    }
  }
  throw new Error(`plugins/client-bundle: the bracket at offset ${start} is not closed.`);
}

/** A property `description: '…'` (a string literal) in a call's object, with the comma after it. */
const DESCRIPTION_PROPERTY = /(^|[{,\s])description\s*:\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")\s*,?/g;
/** An attribute `description="…"` or `description={'…'}` of a JSX tag. */
const DESCRIPTION_ATTRIBUTE = /\s+description=(?:"[^"]*"|'[^']*'|\{\s*(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")\s*\})/g;

/**
 * The module's source without the translators' notes of its texts: the
 * `description` of each `translate({…})` call's first argument and of each
 * `<Translate …>` tag. Other `description`s (a doc card's, a class name) are
 * left as they are.
 * @param {string} source
 * @returns {string}
 */
function withoutTranslationDescriptions(source) {
  if (!source.includes('description')) {
    return source;
  }
  const edits = [];
  for (const match of source.matchAll(/\btranslate\(\s*\{/g)) {
    const objectStart = match.index + match[0].length - 1;
    const objectEnd = closingBracket(source, objectStart);
    const object = source.slice(objectStart, objectEnd);
    const stripped = object.replace(DESCRIPTION_PROPERTY, (_whole, before) => before);
    if (stripped !== object) edits.push({start: objectStart, end: objectEnd, text: stripped});
  }
  for (const match of source.matchAll(/<Translate\b/g)) {
    // The opening tag: up to its first `>` outside braces and strings.
    let at = match.index + match[0].length;
    while (at < source.length && source[at] !== '>') {
      if (source[at] === '{') at = closingBracket(source, at);
      else at = Math.max(skipLiteral(source, at), at + 1);
    }
    const tag = source.slice(match.index, at);
    const stripped = tag.replace(DESCRIPTION_ATTRIBUTE, '');
    if (stripped !== tag) edits.push({start: match.index, end: at, text: stripped});
  }
  // From the end, so that each edit's offsets still hold; an edit within another (a call in a tag) is the outer one's.
  const outer = edits.filter((edit) => !edits.some((other) => other !== edit && other.start <= edit.start && edit.end <= other.end));
  let result = source;
  for (const {start, end, text} of outer.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

module.exports = function translationDescriptionsLoader(source) {
  return withoutTranslationDescriptions(source);
};
module.exports.withoutTranslationDescriptions = withoutTranslationDescriptions;
