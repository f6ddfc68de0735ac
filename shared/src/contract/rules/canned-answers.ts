export interface CannedAnswerValues {
  creator: string;
  group: string;
  category: string;
}

const PLACEHOLDER = /\{(creator|group|category)\}/g;

/**
 * Fills {creator}, {group} and {category} (SPEC §6); other braces are left as written. The
 * composer's canned answers and the AI suggestions fill them alike.
 */
export function fillCannedAnswer(content: string, values: CannedAnswerValues): string {
  return content.replace(PLACEHOLDER, (_match, name: keyof CannedAnswerValues) => values[name]);
}
