/** `text` anywhere in a value, for `like`/`ilike`: its own `%`, `_` and `\` match only themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
