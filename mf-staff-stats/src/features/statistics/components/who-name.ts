import { UNASSIGNED } from '@portal/shared/contract';
import type { StatsT } from '../../../i18n/use-stats-t';
import type { StaffFigures } from '../rules/staff-figures';

/** A row's person: their name where the viewer may see it, their hash otherwise. */
export function whoName(row: Pick<StaffFigures, 'who' | 'name'>, t: StatsT): string {
  if (row.who === UNASSIGNED) return t('unassigned');
  return row.name ?? row.who;
}
