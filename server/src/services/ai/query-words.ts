/** At most this many distinct words of a text are searched for (a long thread stays one query). */
export const MAX_QUERY_WORDS = 32;
/** Longer "words" are pasted codes or links; the text search drops them anyway. */
const MAX_WORD_LENGTH = 40;

/**
 * The distinct words (letters and digits, lower case) of a text, first ones first, for an "any of
 * these words" search. `or` itself is left out: the search syntax reads it as the operator.
 */
export function queryWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (word === 'or' || word.length > MAX_WORD_LENGTH) continue;
    words.add(word);
    if (words.size === MAX_QUERY_WORDS) break;
  }
  return [...words];
}
