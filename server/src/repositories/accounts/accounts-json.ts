import { type RawBuilder, sql } from 'kysely';
import {
  type AccountWithRoles,
  type AudienceCandidates,
  audienceCandidateIds,
} from './accounts-repository';

/** An account with its role keys as JSON carries it: its dates as text. */
export type AccountJson = Omit<AccountWithRoles, 'last_seen_at' | 'created_at' | 'erased_at'> & {
  last_seen_at: string | null;
  created_at: string;
  erased_at: string | null;
};

/**
 * The accounts of `ids` (an SQL set: a literal list or a subquery of the statement it is part of)
 * with their role keys, as one JSON array: a column of a page's statement, so the page's people
 * come with it instead of in a statement of their own.
 */
export function accountsJson(ids: RawBuilder<unknown>): RawBuilder<AccountJson[]> {
  return sql<AccountJson[]>`(select coalesce(json_agg(to_jsonb(a) || jsonb_build_object(
      'adminRoles', coalesce((select json_agg(r.role_key order by r.role_key)
        from account_roles r where r.account_id = a.id), '[]'))), '[]')
    from accounts a where a.id in (${ids}))`;
}

/** An account of `accountsJson`, shaped as one read on its own. */
export function accountFromJson(json: AccountJson): AccountWithRoles {
  return {
    ...json,
    last_seen_at: json.last_seen_at === null ? null : new Date(json.last_seen_at),
    created_at: new Date(json.created_at),
    erased_at: json.erased_at === null ? null : new Date(json.erased_at),
  };
}

/** The accounts of `accountsJson` by id. */
export function accountsFromJson(accounts: readonly AccountJson[]): Map<number, AccountWithRoles> {
  return new Map(accounts.map((json) => [json.id, accountFromJson(json)]));
}

/**
 * A ticket's live audience's candidates (`audienceCandidateIds`) as a JSON column of the statement
 * that reads the ticket, or null when they are not asked for.
 */
export function audienceJson(
  ticketId: number,
  audience: AudienceCandidates | undefined,
): RawBuilder<AccountJson[] | null> {
  return audience ? accountsJson(audienceCandidateIds(ticketId, audience)) : sql`null`;
}
