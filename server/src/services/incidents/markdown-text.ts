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

/** A fence line: up to 3 spaces, then 3 or more backticks or tildes, then what follows. */
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/**
 * An administrator's own Markdown (a description, a note), kept as Markdown but never HTML: every
 * `<` becomes `&lt;`, so no tag, comment or autolink can open whatever the reader's viewer allows
 * (inside a code span that shows as `&lt;`, the price of not parsing Markdown here). A fence left
 * open is closed at its own indentation, so it cannot swallow the rest of the document. Every
 * line is indented by `indent`, to stay in the list item it belongs to.
 */
export function markdownBlock(text: string, indent = ''): string {
  const lines = text.replace(/\r\n?/g, '\n').replaceAll('<', '&lt;').trimEnd().split('\n');
  let open: { indent: string; fence: string } | undefined;
  for (const line of lines) {
    const [, spaces = '', fence, rest = ''] = FENCE.exec(line) ?? [];
    if (!fence) continue;
    if (open === undefined) {
      // A backtick fence's info string has no backtick (else the line is a code span).
      if (!(fence.startsWith('`') && rest.includes('`'))) open = { indent: spaces, fence };
    } else if (
      fence[0] === open.fence[0] &&
      fence.length >= open.fence.length &&
      rest.trim() === ''
    ) {
      open = undefined;
    }
  }
  if (open !== undefined) lines.push(`${open.indent}${open.fence}`);
  return lines.map((line) => (line.trim() === '' ? '' : `${indent}${line}`)).join('\n');
}
