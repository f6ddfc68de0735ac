import { accountNameKey, type ReportTicketBody } from '@portal/shared/contract';
import type { Pseudonyms } from '../../identity/visual-ids';
import { findAccountsByUsernameOrName } from '../../repositories/accounts/accounts-repository';
import type { Executor } from '../../repositories/executor';
import { accountByVisualId } from './search-accounts';

const VISUAL_ID = /^[0-9a-f]{16}$/;

/**
 * The accounts the names typed in a report stand for, by name key (`accountNameKey`). Players
 * know each other by in-game name or hash id, so a text matches a username, a visual id or a
 * name (any case); a name two accounts share links neither. Unmatched texts are absent.
 */
async function accountsNamedIn(
  db: Executor,
  pseudonyms: Pseudonyms,
  names: readonly string[],
): Promise<Map<string, number>> {
  const keys = [...new Set(names.map(accountNameKey))];
  const rows = await findAccountsByUsernameOrName(db, keys);
  const linked = new Map<string, number>();
  for (const key of keys) {
    const byUsername = rows.find((row) => row.username === key);
    const byVisualId = VISUAL_ID.test(key)
      ? await accountByVisualId(db, pseudonyms, key)
      : undefined;
    const byName = rows.filter((row) => row.name.toLowerCase() === key);
    const id = byUsername?.id ?? byVisualId ?? (byName.length === 1 ? byName[0]?.id : undefined);
    if (id !== undefined) linked.set(key, id);
  }
  return linked;
}

export interface ReportPeople {
  accusedId: number | null;
  partners: { name: string; accountId: number | null }[];
}

/** The report's accused and partners as typed, each linked to the account it names, if any. */
export async function linkReportPeople(
  db: Executor,
  pseudonyms: Pseudonyms,
  body: Pick<ReportTicketBody, 'reportAccused' | 'reportPartners'>,
): Promise<ReportPeople> {
  const partners = body.reportPartners ?? [];
  const linked = await accountsNamedIn(db, pseudonyms, [body.reportAccused, ...partners]);
  const accusedId = linked.get(accountNameKey(body.reportAccused)) ?? null;
  // Two texts may name one account (a name and a hash id): it is linked once, as accused first.
  const taken = new Set(accusedId === null ? [] : [accusedId]);
  return {
    accusedId,
    partners: partners.map((name) => {
      const id = linked.get(accountNameKey(name));
      const accountId = id === undefined || taken.has(id) ? null : id;
      if (accountId !== null) taken.add(accountId);
      return { name: name.trim(), accountId };
    }),
  };
}
