const EXCERPT_LENGTH = 90;

/** The start of a message on one line, cut at a word with "…" when longer. */
export function excerpt(message: string, length = EXCERPT_LENGTH): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
