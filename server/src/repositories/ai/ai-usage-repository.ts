import { sql } from 'kysely';
import type { Executor } from '../executor';

export interface AiUsageCounts {
  suggested: number;
  sent: number;
  sentEdited: number;
  ratings: number;
  helpful: number;
}

export interface AiUsageRow extends AiUsageCounts {
  /** Set on the per-staff rows (the staff member the suggestions were made for). */
  staffId: number | null;
  /** Set on the per-source rows. */
  sourceKind: 'ticket' | 'canned' | 'model' | null;
  grouping: 'overall' | 'staff' | 'source';
}

/**
 * The suggestions made in a period (`ai_responses_created_idx`, 0028), counted overall, per staff
 * member they were made for and per source kind in one pass (grouping sets), with the ratings of
 * each probed by its primary key.
 */
export async function countAiUsage(
  db: Executor,
  period: { from: Date; to: Date },
): Promise<AiUsageRow[]> {
  const result = await sql<{
    staffId: number | null;
    sourceKind: AiUsageRow['sourceKind'];
    byStaff: number;
    bySource: number;
    suggested: number;
    sent: number;
    sentEdited: number;
    ratings: number;
    helpful: number;
  }>`
    select a.requested_by as "staffId", a.source_kind as "sourceKind",
      grouping(a.requested_by)::int as "byStaff", grouping(a.source_kind)::int as "bySource",
      count(*)::int as suggested,
      count(a.accepted_at)::int as sent,
      count(*) filter (where a.sent_edited)::int as "sentEdited",
      coalesce(sum(r.ratings), 0)::int as ratings,
      coalesce(sum(r.helpful), 0)::int as helpful
    from ai_responses a
    left join lateral (
      select count(*) as ratings, count(*) filter (where helpful) as helpful
      from ai_response_ratings where response_id = a.id
    ) r on true
    where a.created_at >= ${period.from} and a.created_at < ${period.to}
    group by grouping sets ((a.requested_by), (a.source_kind), ())`.execute(db);
  return result.rows.map(({ byStaff, bySource, ...row }) => ({
    ...row,
    grouping: byStaff === 0 ? 'staff' : bySource === 0 ? 'source' : 'overall',
  }));
}
