import type { AuditChange, AuditEntry, AuditFilter } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../executor';
import { likePattern } from '../like-pattern';

/** An entry as a change writes it (`services/audit/audit-trail.ts` builds it). */
export interface NewAuditEntry {
  via: AuditEntry['via'];
  actorId: number | null;
  tokenId: number | null;
  address: string | null;
  action: AuditEntry['action'];
  targetKind: AuditEntry['target']['kind'];
  targetId: string;
  /** The account whose words or rights the entry holds, when it is not the actor's own. */
  subjectId?: number;
  changes: AuditChange[];
}

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      via: entry.via,
      actor_id: entry.actorId,
      token_id: entry.tokenId,
      address: entry.address,
      action: entry.action,
      target_kind: entry.targetKind,
      target_id: entry.targetId,
      subject_id: entry.subjectId ?? null,
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}

/**
 * The entries the filters match, newest first (by time, then id: history moved in from older
 * tables took ids after the trail's own), after the entry `before` in that order when given.
 */
export async function findAuditEntries(
  db: Executor,
  filter: AuditFilter,
  { before, limit }: { before?: number; limit: number },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log as l')
    .leftJoin('accounts as a', 'a.id', 'l.actor_id')
    .select([
      'l.id',
      'l.at',
      'l.via',
      'l.actor_id as actorId',
      'a.name as actorName',
      'l.token_id as tokenId',
      'l.address',
      'l.action',
      'l.target_kind as targetKind',
      'l.target_id as targetId',
      'l.changes',
    ]);
  if (filter.actor !== undefined) {
    const pattern = likePattern(filter.actor);
    query = query.where((eb) =>
      eb.or([eb('a.name', 'ilike', pattern), eb('a.username', 'ilike', pattern)]),
    );
  }
  if (filter.action !== undefined) query = query.where('l.action', '=', filter.action);
  if (filter.targetKind !== undefined) query = query.where('l.target_kind', '=', filter.targetKind);
  if (filter.targetId !== undefined) query = query.where('l.target_id', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('l.at', '>=', new Date(filter.from));
  if (filter.to !== undefined) query = query.where('l.at', '<', new Date(filter.to));
  if (before !== undefined) {
    query = query.where(
      (eb) =>
        sql<boolean>`(${eb.ref('l.at')}, ${eb.ref('l.id')}) < (select boundary.at, boundary.id from audit_log as boundary where boundary.id = ${before})`,
    );
  }
  const rows = await query.orderBy('l.at', 'desc').orderBy('l.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.getTime(),
    via: row.via,
    actor:
      row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? String(row.actorId) },
    tokenId: row.tokenId,
    address: row.address,
    action: row.action as AuditEntry['action'],
    target: { kind: row.targetKind as AuditEntry['target']['kind'], id: row.targetId },
    changes: row.changes,
  }));
}

/**
 * Erasing an account: what the trail quotes of its words (the `message` of its comments that
 * someone else deleted) becomes `neutral`. The one path allowed to change entries (migration
 * 0038): only `changes`, only in this transaction. Run it in the erasure's transaction.
 */
export async function redactAuditSubject(
  db: Executor,
  accountId: number,
  neutral: string,
): Promise<void> {
  await sql`select set_config('portal.audit_redaction', 'on', true)`.execute(db);
  await db
    .updateTable('audit_log')
    .set({
      changes: sql`(
        select coalesce(jsonb_agg(case when c->>'field' <> 'message' then c else jsonb_build_object(
          'field', c->>'field',
          'before', case when c->>'before' is null then null else ${neutral}::text end,
          'after', case when c->>'after' is null then null else ${neutral}::text end
        ) end order by n), '[]'::jsonb)
        from jsonb_array_elements(audit_log.changes) with ordinality as e(c, n)
      )`,
    })
    .where('subject_id', '=', accountId)
    .where('action', '=', 'comment.deleted')
    .execute();
  await sql`select set_config('portal.audit_redaction', 'off', true)`.execute(db);
}
