import {
  COMMENT_ACTIONS,
  canRequestMoreResponses,
  isStaffOn,
  TICKET_TYPE,
} from '@portal/shared/contract';
import { forbidden, unprocessable } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { listThreadShape } from '../../repositories/comments-repository';
import type { ServiceDeps } from '../service-deps';
import { permissionViewer, ticketFacts } from '../tickets/ticket-record';
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
    const facts = ticketFacts(record.row, record.people);
    const isParty =
      record.row.created_by === viewer.id || record.row.report_accused_id === viewer.id;
    if (!isParty || record.row.type !== TICKET_TYPE.report) {
      throw forbidden(
        'intervention.notAllowed',
        'Only the reporter or the accused of a report can ask for more responses.',
      );
    }
    const thread = (await listThreadShape(trx, ticketId)).map((entry) => ({
      byStaff: isStaffOn({ id: entry.authorId, power: entry.authorPower }, facts),
      action: COMMENT_ACTIONS.find((action) => action === entry.action) ?? '',
      staffOnly: entry.staffOnly,
    }));
    if (!canRequestMoreResponses(permissionViewer(viewer), facts, thread)) {
      throw unprocessable(
        'intervention.notYet',
        'You can ask for more responses on an open, assigned report after two messages of yours since staff last answered, and only once.',
      );
    }
    const entry = { action: 'requestComments' as const };
    return { commentIds: [await logAction(trx, viewer, ticketId, entry, at)] };
  });
  return { ok: true };
}
