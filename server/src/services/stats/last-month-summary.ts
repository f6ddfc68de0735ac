import {
  type LastMonthStaffCounts,
  type LastMonthSummary,
  TICKET_STATUS,
  TICKET_TYPE,
} from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { presentPublicAccount } from '../../presenters/account-presenter';
import { presentReviewSummary } from '../../presenters/review-presenter';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import { reviewTotalsOf } from '../../repositories/stats/review-stats-repository';
import {
  type AssigneeCountRow,
  countTicketsCreatedSinceByAssignee,
} from '../../repositories/stats/stats-repository';
import type { ServiceDeps } from '../service-deps';
import { administeredGroupKeys } from './administered-groups';
import { lastMonthStart } from './last-month';
import { assertCanSeeStatistics } from './statistics-access';

type Counts = Omit<LastMonthStaffCounts, 'assignee' | 'reviews'>;

interface AssigneeCounts {
  counts: Counts;
  /** Whether any of those tickets is in a group the viewer administers (names them). */
  named: boolean;
}

const emptyCounts = (): Counts => ({
  support: { opened: 0, closed: 0 },
  report: { opened: 0, closed: 0 },
});

function addTo(counts: Counts, row: AssigneeCountRow) {
  const type = row.type === TICKET_TYPE.report ? 'report' : 'support';
  const status = row.status === TICKET_STATUS.closed ? 'closed' : 'opened';
  counts[type][status] += row.tickets;
}

/**
 * GET /getLastMonthSummary (supervisors): what GET /getLastMonthStats would let the Statistics view
 * count, from the daily counters (0024) and the first day's index ranges (0018): per assignee, type
 * and status, the tickets nobody took, and the tickets of the period. An assignee is named where
 * any of their counted tickets would name them on GET /getLastMonthStats, and then comes with the
 * reviews about them (the kept totals POST /getStaffStats reads).
 */
export async function lastMonthSummary(
  deps: ServiceDeps,
  viewer: Viewer,
): Promise<LastMonthSummary> {
  assertCanSeeStatistics(viewer);
  const [rows, administered] = await Promise.all([
    countTicketsCreatedSinceByAssignee(deps.db, lastMonthStart()),
    administeredGroupKeys(deps, viewer),
  ]);
  const unassigned = emptyCounts();
  const byAssignee = new Map<number, AssigneeCounts>();
  let tickets = 0;
  for (const row of rows) {
    if (row.account_id === null) {
      addTo(unassigned, row);
      tickets += row.all_tickets;
      continue;
    }
    const assignee = byAssignee.get(row.account_id) ?? { counts: emptyCounts(), named: false };
    addTo(assignee.counts, row);
    assignee.named ||= administered.has(row.group_key);
    byAssignee.set(row.account_id, assignee);
  }
  const namedIds = [...byAssignee].flatMap(([accountId, { named }]) => (named ? [accountId] : []));
  const [accounts, reviewTotals] = await Promise.all([
    findAccountsByIds(deps.db, [...byAssignee.keys()]),
    reviewTotalsOf(deps.db, namedIds),
  ]);
  const staff: LastMonthStaffCounts[] = [...byAssignee].flatMap(
    ([accountId, { counts, named }]) => {
      const account = accounts.get(accountId);
      if (!account) return [];
      // No one ticket: assignees are never a party of a report (assignment refuses them).
      const assignee = presentPublicAccount(
        account,
        {
          disclosure: named ? 'realNames' : 'pseudonyms',
          ticket: { id: 0, type: TICKET_TYPE.support },
        },
        deps.pseudonyms,
      );
      if (!named) return [{ assignee, ...counts }];
      return [{ assignee, ...counts, reviews: presentReviewSummary(reviewTotals.get(accountId)) }];
    },
  );
  const nobody = Object.values(unassigned).some((type) => type.opened + type.closed > 0);
  return { tickets, staff: nobody ? [...staff, { assignee: null, ...unassigned }] : staff };
}
