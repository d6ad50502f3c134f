// @ts-check
// HTML read with node-html-parser, for scripts/security-headers.js (the inline scripts the CSP
// allows) and scripts/bench.mjs (a copy of a page without its scripts).
const {parse} = require('node-html-parser');

/** @typedef {import('node-html-parser').HTMLElement} HTMLElement */

// The elements whose content the HTML tokenizer reads as text, not markup, when scripting is on
// (as it is wherever CSP applies and in the bench's browser): a `<script>` inside one is text.
const rawTextElements = ['script', 'style', 'noscript', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'];
const parseOptions = {
  lowerCaseTagName: true,
  comment: false,
  blockTextElements: Object.fromEntries(rawTextElements.map((name) => [name, true])),
};
const endTag = '</script>';

/**
 * The copy of a document node-html-parser reads: the same length, so the parser's positions are
 * positions in the document. It covers two things the HTML tokenizer does that node-html-parser
 * does not: node-html-parser ends a script only at an end tag written exactly `</script>` in the
 * case of its start tag, while the tokenizer ends it at the first `</script` in any case followed
 * by whitespace, `/` or `>` (`</SCRIPT >`); and node-html-parser looks for that end tag in
 * `toLocaleLowerCase()` of the document, whose length differs from the document's for some
 * letters (U+0130 "İ"), which would shift the end. So in the copy each character other than ASCII
 * is "_", ASCII letters are lowercase, and each script end tag reads `</script>` then spaces.
 * @param {string} html
 */
function parserCopy(html) {
  return html
    .replace(/[^\0-\x7f]/g, '_')
    .toLowerCase()
    .replace(/<\/script(?:[\t\n\f\r /][^>]*)?>/g, (tag) => endTag.padEnd(tag.length, ' '));
}

/**
 * Parses an HTML document. Each node's `range` is its position in `html`; tag names and attribute
 * values are lowercase and characters other than ASCII read "_", so read text from `html` itself
 * at those positions (see scriptText).
 * @param {string} html
 * @returns {HTMLElement}
 */
function parseHtml(html) {
  return parse(parserCopy(html), parseOptions);
}

/** @param {string | undefined} char */
const isHtmlWhitespace = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';

/**
 * The text of a `<script>` element parsed by parseHtml: the characters of `html` between its tags,
 * with no character reference decoded, as the browser reads (and hashes) them.
 * @param {HTMLElement} script
 * @param {string} html the document given to parseHtml
 */
function scriptText(script, html) {
  const [textNode] = script.childNodes;
  if (textNode) return html.slice(textNode.range[0], textNode.range[1]);
  // node-html-parser keeps no text node for a script of whitespace only: its text is the whitespace before the end tag.
  const closed = html.slice(script.range[1] - endTag.length, script.range[1] - 1).toLowerCase() === endTag.slice(0, -1);
  const end = closed ? script.range[1] - endTag.length : script.range[1];
  let start = end;
  while (start > 0 && isHtmlWhitespace(html[start - 1])) start -= 1;
  return html.slice(start, end);
}

module.exports = {parseHtml, scriptText};
