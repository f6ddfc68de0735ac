import { TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { TICKET_COLUMNS, type TicketRow } from '../../db/database';
import type { Executor } from '../executor';
import { canSeeTicketSql, type VisibilityViewer } from '../ticket-list/ticket-visibility-sql';

/**
 * The open reports against an account but `exceptId` that the viewer may see, newest first
 * (`tickets_accused_list_idx`, then the visibility test on those few rows): the same reports
 * `countOpenReportsAgainst` counts.
 */
export function findOpenReportsAgainst(
  db: Executor,
  accusedId: number,
  exceptId: number,
  viewer: VisibilityViewer,
  limit: number,
): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const))
    .where('report_accused_id', '=', accusedId)
    .where('type', '=', TICKET_TYPE.report)
    .where('status', '=', TICKET_STATUS.opened)
    .where('id', '<>', exceptId)
    .where((eb) => canSeeTicketSql(eb, viewer))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute() as Promise<TicketRow[]>;
}

/**
 * How many open reports against each of these accounts the viewer may see
 * (`tickets_accused_list_idx`, then the visibility test on those few rows).
 */
export async function countOpenReportsAgainst(
  db: Executor,
  accusedIds: readonly number[],
  viewer: VisibilityViewer,
): Promise<Map<number, number>> {
  if (accusedIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tickets')
    .select([
      'report_accused_id',
      (eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('reports'),
    ])
    .where('report_accused_id', 'in', [...new Set(accusedIds)])
    .where('type', '=', TICKET_TYPE.report)
    .where('status', '=', TICKET_STATUS.opened)
    .where((eb) => canSeeTicketSql(eb, viewer))
    .groupBy('report_accused_id')
    .execute();
  return new Map(rows.map((row) => [row.report_accused_id ?? 0, row.reports]));
}
