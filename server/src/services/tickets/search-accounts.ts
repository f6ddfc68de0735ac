import type { Pseudonyms } from '../../identity/visual-ids';
import {
  findAccountIdsAfter,
  findAccountIdsByName,
} from '../../repositories/accounts/accounts-repository';
import type { Executor } from '../../repositories/executor';

const VISUAL_ID = /^[0-9a-f]{16}$/;

interface ReverseIndex {
  byVisualId: Map<string, number>;
  lastAccountId: number;
}

/** visualIds are one-way (HMAC), so a reverse index is built once and topped up with new accounts. */
const reverseIndexes = new WeakMap<Pseudonyms, ReverseIndex>();

export async function accountByVisualId(
  db: Executor,
  pseudonyms: Pseudonyms,
  visualId: string,
): Promise<number | undefined> {
  const index = reverseIndexes.get(pseudonyms) ?? { byVisualId: new Map(), lastAccountId: 0 };
  reverseIndexes.set(pseudonyms, index);
  for (const id of await findAccountIdsAfter(db, index.lastAccountId)) {
    index.byVisualId.set(pseudonyms.ofAccount(id), id);
    index.lastAccountId = id;
  }
  return index.byVisualId.get(visualId);
}

/** Staff search by a player's exact name (any case) or by their visualId. */
export async function accountsNamedBy(
  db: Executor,
  pseudonyms: Pseudonyms,
  text: string,
): Promise<number[]> {
  const term = text.trim();
  if (term === '') return [];
  const ids = await findAccountIdsByName(db, term.toLowerCase(), 50);
  if (VISUAL_ID.test(term.toLowerCase())) {
    const id = await accountByVisualId(db, pseudonyms, term.toLowerCase());
    if (id !== undefined) ids.push(id);
  }
  return ids;
}
