import { TICKET_STATUS } from '@portal/shared/contract';
import { withClient } from '../list/bench-database';

/** Tickets the workload acts on, picked once from the database it runs against. */
export interface TicketPools {
  /** Any tickets, spread over the table: a super-admin opens them. */
  anywhere: number[];
  /** player1's own tickets. */
  players: number[];
  /** Open tickets assigned to staff1: it opens and answers them. */
  staffAnswers: number[];
  /** Open, unassigned tickets of staff1's groups: it takes them, newest first. */
  unassigned: number[];
  /** Open support tickets assigned to staff1, apart from `staffAnswers`: it closes them. */
  closable: number[];
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
/** staff1 administers these (the `support` role); their tickets close without a resolution. */
const STAFF1_GROUPS = "('support', 'ingame')";

export function pickTicketPools(databaseUrl: string): Promise<TicketPools> {
  return withClient(databaseUrl, async (client) => {
    const list = async (sql: string) => ids((await client.query<{ id: number }>(sql)).rows);
    const opened = TICKET_STATUS.opened;
    const staff1Open = `select t.id from tickets t
      join ticket_assignees a on a.ticket_id = t.id
      join accounts s on s.id = a.account_id and s.username = 'staff1'
      where t.status = ${opened} and t.group_key in ${STAFF1_GROUPS} order by t.id`;
    return {
      anywhere: await list('select id from tickets where id % 997 = 0 order by id limit 1000'),
      players: await list(
        "select t.id from tickets t join accounts p on p.id = t.created_by and p.username = 'player1'",
      ),
      staffAnswers: await list(`${staff1Open} limit 300`),
      unassigned: await list(
        `select id from tickets where status = ${opened} and not is_assigned
           and group_key in ${STAFF1_GROUPS} order by id desc limit 20000`,
      ),
      closable: await list(`${staff1Open} offset 300 limit 5000`),
    };
  });
}
