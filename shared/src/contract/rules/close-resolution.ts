import { ERROR_CODES } from '../errors';
import { type CLOSE_RESOLUTIONS, TICKET_TYPE, type TicketType } from '../limits';
import type { RuleIssue } from './rule-issue';

/** A report closes with a resolution (valid or invalid); a support ticket without one. */
export function closeResolutionIssue(
  type: TicketType,
  resolution: (typeof CLOSE_RESOLUTIONS)[number] | undefined,
): RuleIssue | null {
  if (type === TICKET_TYPE.report && !resolution) {
    return { path: 'resolveType', code: ERROR_CODES.resolutionRequired };
  }
  if (type !== TICKET_TYPE.report && resolution) {
    return { path: 'resolveType', code: ERROR_CODES.resolutionNotForSupport };
  }
  return null;
}
