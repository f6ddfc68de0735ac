import {
  type LastMonthTicketsPage,
  LIMITS,
  TICKET_STATUS,
  TICKET_TYPE,
  UNASSIGNED,
} from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { pageOfTicketsCreatedSince } from '../../repositories/stats/stats-repository';
import type { ServiceDeps } from '../service-deps';
import { accountByVisualId } from '../tickets/search-accounts';
import { administeredGroupKeys } from './administered-groups';
import { lastMonthStart, presentLastMonthTickets } from './last-month';
import { readCursor, writeCursor } from './newest-first-cursor';
import { assertCanSeeStatistics } from './statistics-access';

interface LastMonthTicketsQuery {
  /** A staff member's `visualId`, or `UNASSIGNED`. */
  assignee: string;
  type?: keyof typeof TICKET_TYPE;
  status?: keyof typeof TICKET_STATUS;
  cursor?: string;
}

/**
 * GET /getLastMonthTickets (supervisors): the tickets of the last 30 days behind one figure of
 * GET /getLastMonthSummary (an assignee's or nobody's, maybe of one type and/or status), newest
 * first, a page at a time, as GET /getLastMonthStats shows them.
 */
export async function lastMonthTickets(
  deps: ServiceDeps,
  viewer: Viewer,
  query: LastMonthTicketsQuery,
): Promise<LastMonthTicketsPage> {
  assertCanSeeStatistics(viewer);
  const assigneeId =
    query.assignee === UNASSIGNED
      ? null
      : await accountByVisualId(deps.db, deps.pseudonyms, query.assignee);
  if (assigneeId === undefined) throw notFound('account');
  const pageSize = LIMITS.lastMonthTicketsPageSize;
  const [rows, administered] = await Promise.all([
    pageOfTicketsCreatedSince(deps.db, {
      since: lastMonthStart(),
      assigneeId,
      type: query.type && TICKET_TYPE[query.type],
      status: query.status && TICKET_STATUS[query.status],
      after: readCursor(query.cursor),
      limit: pageSize + 1,
    }),
    administeredGroupKeys(deps, viewer),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    data: await presentLastMonthTickets(deps, page, administered),
    cursor: hasMore && last ? writeCursor({ at: last.created_at, id: last.id }) : null,
    hasMore,
  };
}
