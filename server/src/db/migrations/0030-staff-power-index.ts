import type { SqlMigration } from './sql-migration';

/**
 * Staff by power without reading every account: a live event's audience includes every
 * super-admin, and the assignee lists every staff member. With 100,000 accounts the scan took
 * 14–40 ms per event; staff are a few dozen rows of this index.
 */
export const staffPowerIndex: SqlMigration = {
  name: '0030-staff-power-index',
  statements: ['create index accounts_staff_power_idx on accounts (power) where power >= 2'],
};
