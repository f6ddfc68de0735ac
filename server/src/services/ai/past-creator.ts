import type { CannedAnswerValues } from '@portal/shared/contract';
import { namesOf, replaceNames } from './name-redaction';

/**
 * A past answer addressed the past ticket's player by name: that name is another ticket's data,
 * so it becomes `{creator}`, filled with this ticket's creator (or left as the placeholder when
 * there is no ticket to fill it from).
 */
export function withoutPastCreator(
  answer: string,
  creator: { creatorName: string; creatorUsername: string },
  placeholders: CannedAnswerValues | null,
): string {
  const names = namesOf({ name: creator.creatorName, username: creator.creatorUsername });
  const text = replaceNames(answer, new Map(names.map((name) => [name, '{creator}'])));
  if (placeholders === null) return text;
  return text.replace(/\{creator\}/g, () => placeholders.creator);
}
