import { type AiUsage, type AiUsageFigures, daysEndingOn, LIMITS } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import { type AiUsageCounts, countAiUsage } from '../../repositories/ai/ai-usage-repository';
import type { ServiceDeps } from '../service-deps';
import { assertCanSeeStatistics } from '../stats/statistics-access';
import { periodEndAfter, periodStartOf } from '../whole-days';

const NONE: AiUsageCounts = { suggested: 0, sent: 0, sentEdited: 0, ratings: 0, helpful: 0 };
const SOURCE_ORDER = ['ticket', 'canned', 'model'] as const;

/**
 * Acceptance is per suggestion, and one request offers up to five (the model's and
 * `RETRIEVED_SUGGESTIONS`): 20% can mean one sent per request.
 */
function figures(counts: AiUsageCounts): AiUsageFigures {
  return {
    ...counts,
    acceptanceRate: counts.suggested === 0 ? null : counts.sent / counts.suggested,
    helpfulRate: counts.ratings === 0 ? null : counts.helpful / counts.ratings,
  };
}

function countsOf(row: AiUsageCounts): AiUsageCounts {
  return {
    suggested: row.suggested,
    sent: row.sent,
    sentEdited: row.sentEdited,
    ratings: row.ratings,
    helpful: row.helpful,
  };
}

/**
 * GET /ai/usage (supervisors, like the other statistics): over whole UTC days (the last 30
 * without dates), how many suggestions were made, sent and sent edited, and how the AI comments
 * were rated; overall, per staff member the suggestions were made for (most suggestions first,
 * named as in the response-time view: staff are compared there by name) and per source kind.
 */
export async function aiUsage(
  deps: ServiceDeps,
  viewer: Viewer,
  query: { startDate?: number | undefined; endDate?: number | undefined },
): Promise<AiUsage> {
  assertCanSeeStatistics(viewer);
  const range = daysEndingOn(
    { start: query.startDate, end: query.endDate },
    LIMITS.responseTimeDefaultDays,
    Date.now(),
  );
  const rows = await countAiUsage(deps.db, {
    from: periodStartOf(range.start),
    to: periodEndAfter(range.end),
  });
  const overall = rows.find((row) => row.grouping === 'overall') ?? NONE;
  const staffRows = rows
    .filter((row) => row.grouping === 'staff' && row.staffId !== null)
    .sort((a, b) => b.suggested - a.suggested || (a.staffId ?? 0) - (b.staffId ?? 0));
  const accounts = await findAccountsByIds(
    deps.db,
    staffRows.map((row) => row.staffId ?? 0),
  );
  return {
    range,
    overall: figures(countsOf(overall)),
    staff: staffRows.flatMap((row) => {
      const account = accounts.get(row.staffId ?? 0);
      if (!account) return [];
      const staff = {
        visualId: deps.pseudonyms.ofAccount(account.id),
        isStaff: true,
        name: account.name,
        _id: account.id,
        power: account.power,
      };
      return [{ staff, figures: figures(countsOf(row)) }];
    }),
    sources: SOURCE_ORDER.flatMap((kind) => {
      const row = rows.find((item) => item.grouping === 'source' && item.sourceKind === kind);
      return row ? [{ kind, figures: figures(countsOf(row)) }] : [];
    }),
  };
}
