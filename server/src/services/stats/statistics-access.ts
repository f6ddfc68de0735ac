import { canSeeStatistics, ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';

/** The statistics calls of supervisors and admins (SPEC §7) refuse everyone else. */
export function assertCanSeeStatistics(viewer: Viewer): void {
  if (!canSeeStatistics(viewer)) {
    throw refuse({ code: ERROR_CODES.statsNotAllowed });
  }
}
