/**
 * User text inside a Markdown document we build. CommonMark lets a backslash make any ASCII
 * punctuation literal, so escaping all of it (rather than a list of "special" characters that
 * differs between Markdown dialects) leaves no way for the text to open a heading, list, link,
 * emphasis, code span, table cell, HTML tag or entity. Line breaks are the other way out of a
 * block, so they are handled here too.
 */
const ASCII_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/** Text on one line (a heading, a table cell, a list item's label): line breaks become spaces. */
export function markdownInline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ASCII_PUNCTUATION, (character) => `\\${character}`);
}

/**
 * Text of several lines inside one block: blank lines dropped (they would end the block) and the
 * others joined by hard line breaks, each following line indented by `indent` so that it stays in
 * the list item it belongs to.
 */
export function markdownLines(text: string, indent = ''): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(markdownInline)
    .filter((line) => line.length > 0)
    .join(`\\\n${indent}`);
}
