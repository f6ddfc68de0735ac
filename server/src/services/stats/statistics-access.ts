import { canSeeStatistics, ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import { forbidden } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';

/** The statistics calls of supervisors and admins (SPEC §7) refuse everyone else. */
export function assertCanSeeStatistics(viewer: Viewer): void {
  if (!canSeeStatistics(viewer)) {
    throw forbidden(ERROR_CODES.statsNotAllowed, errorTextIn('en', ERROR_CODES.statsNotAllowed));
  }
}
