import { canSeeStatistics, isStaff } from '@portal/shared/contract';
import { ROUTES } from '@portal/shared/runtime/routes';
import type { PowerRule } from '@portal/shared/runtime/viewer';
import type { SlotName } from '../features/remotes/slot-table';

export interface StaffView {
  /** Also its link text's key in the `common` namespace. */
  slot: Extract<SlotName, 'staffStatistics' | 'staffResponseTime' | 'staffMyReviews'>;
  path: string;
  /** Who may open it (SPEC §2 "Staff views", §6). */
  allows: PowerRule;
}

/** The staff views of SPEC §2: supervisors see Statistics and Response Time, staff My Reviews. */
export const STAFF_VIEWS: readonly StaffView[] = [
  { slot: 'staffStatistics', path: ROUTES.staffStatistics, allows: canSeeStatistics },
  { slot: 'staffResponseTime', path: ROUTES.staffResponseTime, allows: canSeeStatistics },
  { slot: 'staffMyReviews', path: ROUTES.staffMyReviews, allows: isStaff },
];
