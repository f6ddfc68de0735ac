import {
  DAY_MS,
  type StaffPerformanceBody,
  type StaffPerformanceRow,
} from '@portal/shared/contract';
import { keysetBatches } from '../../exports/keyset-batches';
import {
  countStaffPerformance,
  readStaffPerformance,
  type StaffPerformanceAfter,
  type StaffPerformanceFilter,
  type StaffPerformanceRecord,
} from '../../repositories/stats/staff-performance-repository';
import type { ServiceDeps } from '../service-deps';

/**
 * Rows an export reads at a time. A row is a few numbers and a name (10,000 ≈ 1 MB), and every
 * read filters and sorts the daily counters again, so one read covers a year of 25 staff members.
 */
const EXPORT_BATCH_ROWS = 10_000;

function performanceFilter(body: StaffPerformanceBody): StaffPerformanceFilter {
  return {
    staffName: body.staffName,
    ticketType: body.ticketType,
    status: body.status,
    // Day numbers, not times: the contract's last day (31 December 9999) ends past what
    // PostgreSQL reads as a time, never as a number.
    fromDay: body.dateFrom === undefined ? undefined : Math.floor(body.dateFrom / DAY_MS),
    toDay: body.dateTo === undefined ? undefined : Math.floor(body.dateTo / DAY_MS) + 1,
  };
}

function presentRow(record: StaffPerformanceRecord): StaffPerformanceRow {
  return {
    _id: record.staff_id,
    staffName: record.staff_name,
    date: record.day * DAY_MS,
    reportsCount: record.reports_count,
    supportCount: record.support_count,
  };
}

/**
 * POST /staff/performance: per staff member and UTC day, the reports and support tickets they
 * were assigned (by taking them or by an admin) that day, a numbered page at a time.
 */
export async function staffPerformance(
  deps: ServiceDeps,
  body: StaffPerformanceBody,
): Promise<{ data: StaffPerformanceRow[]; total: number }> {
  const filter = performanceFilter(body);
  const [records, total] = await Promise.all([
    readStaffPerformance(deps.db, filter, body, body.pageSize, {
      offset: (body.page - 1) * body.pageSize,
    }),
    countStaffPerformance(deps.db, filter),
  ]);
  return { data: records.map(presentRow), total };
}

/** The exports: every row of the filters in the table's order, a batch at a time by keyset. */
export async function* staffPerformanceBatches(
  deps: ServiceDeps,
  body: StaffPerformanceBody,
): AsyncGenerator<StaffPerformanceRow[]> {
  const filter = performanceFilter(body);
  const read = async (after: StaffPerformanceAfter | undefined, size: number) => {
    const rows = await readStaffPerformance(deps.db, filter, body, size, { after });
    return { rows, lastKey: rows.at(-1) };
  };
  for await (const records of keysetBatches(read, EXPORT_BATCH_ROWS)) {
    yield records.map(presentRow);
  }
}
