import {
  COMMENT_ACTIONS,
  canRequestMoreResponses,
  ERROR_CODES,
  isStaffOn,
  TICKET_TYPE,
} from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { listThreadShape } from '../../repositories/tickets/comments-repository';
import type { ServiceDeps } from '../service-deps';
import { changeTicket, logAction } from './ticket-transition';

/**
 * POST /requestIntervention: the creator or the accused of an open, assigned report asks staff for
 * more responses, once per silence of staff (rule in the contract's `canRequestMoreResponses`).
 */
export async function requestIntervention(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<{ ok: true }> {
  await changeTicket(deps, viewer, ticketId, async (trx, record, at) => {
    const facts = record.facts;
    const isParty =
      record.row.created_by === viewer.id || record.row.report_accused_id === viewer.id;
    if (!isParty || record.row.type !== TICKET_TYPE.report) {
      throw refuse({ code: ERROR_CODES.interventionNotAllowed });
    }
    const thread = (await listThreadShape(trx, ticketId)).map((entry) => ({
      byStaff: isStaffOn({ id: entry.authorId, power: entry.authorPower }, facts),
      action: COMMENT_ACTIONS.find((action) => action === entry.action) ?? '',
      staffOnly: entry.staffOnly,
    }));
    if (!canRequestMoreResponses(viewer, facts, thread)) {
      throw refuse({ code: ERROR_CODES.interventionNotYet });
    }
    const entry = { action: 'requestComments' as const };
    return logAction(trx, viewer, ticketId, entry, at);
  });
  return { ok: true };
}
