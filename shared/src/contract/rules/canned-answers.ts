import { TICKET_TYPE } from '../limits';

export interface CannedAnswerValues {
  creator: string;
  group: string;
  category: string;
}

const PLACEHOLDER = /\{(creator|group|category)\}/g;

/**
 * The creator's placeholder. AI texts keep it until the answer is written, so a model never reads
 * the player's name, and it is filled last with `fillCreator`.
 */
export const CREATOR_PLACEHOLDER = '{creator}';

export function fillCreator(text: string, creator: string): string {
  return text.replaceAll(CREATOR_PLACEHOLDER, () => creator);
}

/**
 * Fills {creator}, {group} and {category} (SPEC §6); other braces are left as written. The
 * composer's canned answers and the AI suggestions fill them alike.
 */
export function fillCannedAnswer(content: string, values: CannedAnswerValues): string {
  return content.replace(PLACEHOLDER, (_match, name: keyof CannedAnswerValues) => values[name]);
}

/**
 * Whether {creator} is the creator's hash id rather than the name the writer sees: a comment on a
 * report is read by the accused and the partners too, who may not learn the reporter's name
 * (SPEC §6). The composer's canned answers and the server's suggestions both follow it.
 */
export function namesCreatorByHashId(ticketType: number): boolean {
  return ticketType === TICKET_TYPE.report;
}
