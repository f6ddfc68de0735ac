import { TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { TICKET_COLUMNS, type TicketRow } from '../../db/database';
import type { Executor } from '../executor';

/** The open reports against an account but `exceptId`, newest first (`tickets_accused_list_idx`). */
export function findOpenReportsAgainst(
  db: Executor,
  accusedId: number,
  exceptId: number,
  limit: number,
): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const))
    .where('report_accused_id', '=', accusedId)
    .where('type', '=', TICKET_TYPE.report)
    .where('status', '=', TICKET_STATUS.opened)
    .where('id', '<>', exceptId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute() as Promise<TicketRow[]>;
}
