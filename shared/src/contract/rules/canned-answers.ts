import { TICKET_TYPE } from '../limits';
import type { PublicAccount } from '../schemas/account';

export interface CannedAnswerValues {
  /** null: the reply addresses the creator without a name (`replyCreatorName`). */
  creator: string | null;
  group: string;
  category: string;
}

/**
 * The creator's placeholder. AI texts keep it until the answer is written, so a model never reads
 * the player's name, and it is filled last with `fillCreator`.
 */
export const CREATOR_PLACEHOLDER = '{creator}';

/**
 * Puts the creator's name where `{creator}` stands; with no name, the placeholder goes with the
 * space or comma that joined it to the sentence: "Gracias {creator}, revisamos" becomes
 * "Gracias, revisamos", "resuelto, {creator}." becomes "resuelto.".
 */
export function fillCreator(text: string, creator: string | null): string {
  if (creator !== null) return text.replaceAll(CREATOR_PLACEHOLDER, () => creator);
  return text
    .replace(/,\s*\{creator\}(?=\s*[.!?;:])/g, '')
    .replace(/[ \t]*\{creator\}/g, '')
    .replace(/^,\s*/gm, '');
}

/**
 * Fills {creator}, {group} and {category} (SPEC §6); other braces are left as written. The
 * composer's canned answers and the AI suggestions fill them alike.
 */
export function fillCannedAnswer(content: string, values: CannedAnswerValues): string {
  const filled = content.replace(
    /\{(group|category)\}/g,
    (_match, name: 'group' | 'category') => values[name],
  );
  return fillCreator(filled, values.creator);
}

/**
 * How a reply addresses the ticket's creator: by the name its writer sees, on a support ticket
 * (only the creator and staff read it). Without one (the writer sees a hash id) or on a report
 * (the accused and the partners read it too, and may not learn the reporter's name, SPEC §6) it
 * names no one: a hash id is no way to greet a person. The composer's canned answers and the
 * server's suggestions both follow it.
 */
export function replyCreatorName(ticketType: number, creator: PublicAccount): string | null {
  if (ticketType === TICKET_TYPE.report) return null;
  return creator.name || null;
}
