import type { CannedAnswerValues } from '@portal/shared/contract';

/** A first name shorter than this is too likely an ordinary word to be replaced. */
const MIN_NAME_LENGTH = 3;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The past ticket's creator as staff would have addressed them: full name, first name, username. */
function namesOf(creator: { creatorName: string; creatorUsername: string }): string[] {
  const fullName = creator.creatorName.trim();
  const firstName = fullName.split(/\s+/)[0] ?? '';
  return [fullName, firstName, creator.creatorUsername.trim()]
    .filter((name) => name.length >= MIN_NAME_LENGTH)
    .sort((a, b) => b.length - a.length);
}

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
  let text = answer;
  for (const name of namesOf(creator)) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeForPattern(name)}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    text = text.replace(pattern, '{creator}');
  }
  if (placeholders === null) return text;
  return text.replace(/\{creator\}/g, () => placeholders.creator);
}
