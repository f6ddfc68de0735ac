import { UNASSIGNED } from '@portal/shared/contract';
import type { StatsT } from '../i18n/use-stats-t';

/** A row's person (its hash, or UNASSIGNED) and their name where the viewer may see it. */
export interface RowPerson {
  who: string;
  name: string | undefined;
}

/** A row's person: their name where the viewer may see it, their hash otherwise. */
export function whoName(row: RowPerson, t: StatsT): string {
  if (row.who === UNASSIGNED) return t('unassigned');
  return row.name ?? row.who;
}
