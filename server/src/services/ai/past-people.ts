import { type CannedAnswerValues, CREATOR_PLACEHOLDER, fillCreator } from '@portal/shared/contract';
import { type NamedAccount, namesOf, replaceNames, typedNamesOf } from './name-redaction';

export interface PastPeople {
  creatorName: string;
  creatorUsername: string;
  /** The creator's hash id, as the answer's readers saw it (`{creator}` filled by an id once). */
  creatorVisualId: string;
  /** The accused's and partners' accounts and the players who commented, never the creator. */
  otherAccounts: readonly NamedAccount[];
  /** The accused and partner names typed in the report. */
  typedNames: readonly string[];
}

/** Stands for another person's name while the names are replaced: no stored text holds U+0000. */
const OTHER_PERSON = '\u0000';

/** A hash id (`Pseudonyms`): 16 hex digits, standing alone. */
const HASH_ID = /(?<![\p{L}\p{N}])[0-9a-f]{16}(?![\p{L}\p{N}])/iu;

/**
 * A past answer is another ticket's data. When it addressed that ticket's player by name, the
 * name becomes `{creator}`, filled with this ticket's creator (or left as the placeholder when
 * there is no ticket to fill it from); so does the player's hash id. When it names anyone else of
 * that ticket (a report's accused or partners, a player who commented), or holds any other hash
 * id (a person of that ticket to its readers), it is not offered at all: null.
 */
export function withoutPastPeople(
  answer: string,
  people: PastPeople,
  placeholders: CannedAnswerValues | null,
): string | null {
  const labels = new Map<string, string>();
  // Other people first: a name shared with the creator counts as another person's. All names go
  // through one replacement, longer first, so the creator's full name is taken whole before a
  // shorter name inside it is looked for (and the reverse).
  const others = [
    ...people.otherAccounts.flatMap((account) => namesOf(account)),
    ...typedNamesOf(people.typedNames),
  ];
  for (const name of others) labels.set(name, OTHER_PERSON);
  const creator = namesOf({ name: people.creatorName, username: people.creatorUsername });
  for (const name of creator) if (!labels.has(name)) labels.set(name, CREATOR_PLACEHOLDER);
  labels.set(people.creatorVisualId, CREATOR_PLACEHOLDER);
  const text = replaceNames(answer, labels);
  if (text.includes(OTHER_PERSON) || HASH_ID.test(text)) return null;
  if (placeholders === null) return text;
  return fillCreator(text, placeholders.creator);
}
