import { canSeeStatistics, isStaff } from '@portal/shared/contract';
import { ROUTES } from '@portal/shared/runtime/routes';
import type { SlotName } from '../features/remotes/slot-table';

export interface StaffView {
  slot: Extract<SlotName, 'staffStatistics' | 'staffResponseTime' | 'staffMyReviews'>;
  path: string;
  /** Its link text in the `common` namespace. */
  label: 'staffStatistics' | 'staffResponseTime' | 'staffMyReviews';
  /** Who may open it (SPEC §2 "Staff views", §6). */
  allows: (viewer: { power: number }) => boolean;
}

/** The staff views of SPEC §2: supervisors see Statistics and Response Time, staff My Reviews. */
export const STAFF_VIEWS: readonly StaffView[] = [
  {
    slot: 'staffStatistics',
    path: ROUTES.staffStatistics,
    label: 'staffStatistics',
    allows: canSeeStatistics,
  },
  {
    slot: 'staffResponseTime',
    path: ROUTES.staffResponseTime,
    label: 'staffResponseTime',
    allows: canSeeStatistics,
  },
  { slot: 'staffMyReviews', path: ROUTES.staffMyReviews, label: 'staffMyReviews', allows: isStaff },
];
