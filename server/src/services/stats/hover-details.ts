import {
  type AccountStats,
  ERROR_CODES,
  isStaff,
  LIMITS,
  RESOLUTIONS,
  type ReportSummary,
} from '@portal/shared/contract';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { categoryMapKey } from '../../presenters/presentation-context';
import { presentRules } from '../../presenters/ticket-presenter';
import { reportsAgainst } from '../../repositories/stats/stats-repository';
import type { ServiceDeps } from '../service-deps';
import { accountByVisualId } from '../tickets/search-accounts';

/** Staff only, checked before the visualId is looked at: a player learns nothing of anyone. */
async function hoveredAccount(deps: ServiceDeps, viewer: Viewer, visualId: string) {
  if (!isStaff(viewer)) {
    throw refuse({ code: ERROR_CODES.staffOnly });
  }
  const accountId = await accountByVisualId(deps.db, deps.pseudonyms, visualId);
  if (accountId === undefined) {
    throw notFound('account');
  }
  return accountId;
}

/** GET /stats/:visualId (staff): the hovered player's faction and level from the game. */
export async function accountStats(
  deps: ServiceDeps,
  viewer: Viewer,
  visualId: string,
): Promise<AccountStats> {
  return deps.game.accountStats(await hoveredAccount(deps, viewer, visualId));
}

/** GET /reports/:visualId (staff): the newest reports against the hovered player. */
export async function accountReports(
  deps: ServiceDeps,
  viewer: Viewer,
  visualId: string,
): Promise<ReportSummary[]> {
  const accountId = await hoveredAccount(deps, viewer, visualId);
  const [reports, categories] = await Promise.all([
    reportsAgainst(deps.db, accountId, LIMITS.accountReportsMax),
    deps.catalog.categories(),
  ]);
  const byKey = new Map(
    categories.map((category) => [categoryMapKey(category.group_key, category.key), category]),
  );
  return reports.map((report) => ({
    _id: report.id,
    ...(report.report_date ? { reportDate: report.report_date.getTime() } : {}),
    brokenRules: presentRules(
      report.broken_rules,
      byKey.get(categoryMapKey(report.group_key, report.category_key))?.rules ?? [],
    ),
    resolution: RESOLUTIONS.find((value) => value === report.resolution) ?? 'unresolved',
  }));
}
