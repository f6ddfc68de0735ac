import { sql } from 'kysely';
import type { Executor } from '../executor';
import { erasedTicketTexts, replaceWrittenText } from './written-text-repository';

/**
 * Takes this round of retention for this instance: a transaction-scoped advisory lock, so one
 * instance at a time erases (another finds it taken and leaves the round to it).
 */
export async function claimRetentionRound(db: Executor): Promise<boolean> {
  const { rows } = await sql<{ claimed: boolean }>`
    select pg_try_advisory_xact_lock(hashtext('portal.ticket-retention')) as claimed
  `.execute(db);
  return rows[0]?.claimed === true;
}

/** Closed tickets whose text is still kept, closed before `closedBefore`, oldest first. */
export async function findTicketsPastRetention(
  db: Executor,
  closedBefore: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('tickets')
    .select('id')
    .where('erased_at', 'is', null)
    .where('closed_at', 'is not', null)
    .where('closed_at', '<', closedBefore)
    .orderBy('closed_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The text of the tickets becomes `neutral`: title, description, form fields, links and place, the
 * names a report typed (accused, partners), and what was written in them (`replaceWrittenText`).
 * Their people,
 * status, resolution, dates and counters stay, so the statistics keep counting them.
 */
export async function eraseTicketTexts(
  db: Executor,
  ticketIds: readonly number[],
  neutral: string,
): Promise<void> {
  if (ticketIds.length === 0) return;
  const ids = [...ticketIds];
  await db
    .updateTable('tickets')
    .set({
      ...erasedTicketTexts(neutral),
      report_accused_name: sql<
        string | null
      >`case when report_accused_name is null then null else ${neutral} end`,
      erased_at: sql<Date>`now()`,
    })
    .where('id', 'in', ids)
    .execute();
  await db
    .updateTable('report_partners')
    .set({ name: neutral })
    .where('ticket_id', 'in', ids)
    .execute();
  await replaceWrittenText(db, { ticketIds: ids }, neutral);
}
