import {
  type CLOSE_RESOLUTIONS,
  canClose,
  canReopen,
  closeResolutionIssue,
  ERROR_CODES,
  isStaff,
  TICKET_STATUS,
  TICKET_TYPE,
  type Ticket,
  type TicketType,
} from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { endWait, startWait } from '../../repositories/tickets/ticket-waits-repository';
import { changed, recordAudit } from '../audit/audit-trail';
import type { ServiceDeps } from '../service-deps';
import { logAction, runTicketTransition, type TicketChange } from './ticket-transition';

export type CloseResolution = (typeof CLOSE_RESOLUTIONS)[number];

function assertMayClose(viewer: Viewer, record: TicketRecord) {
  const facts = record.facts;
  if (record.row.status === TICKET_STATUS.closed) {
    throw refuse({ code: ERROR_CODES.ticketAlreadyClosed });
  }
  if (!canClose(viewer, record.group, facts)) {
    throw refuse({ code: ERROR_CODES.closeNotAllowed });
  }
}

/** A report is closed with a resolution; a support ticket without one (the contract's rule). */
function resolutionFor(record: TicketRecord, resolveType: CloseResolution | undefined) {
  const issue = closeResolutionIssue(record.row.type as TicketType, resolveType);
  if (issue) throw refuse(issue);
  return resolveType ?? null;
}

/** Close: a report with its resolution (audited), a support ticket without one. */
export function closeChange(
  viewer: Viewer,
  resolveType: CloseResolution | undefined,
): TicketChange {
  return async (trx, record, at) => {
    assertMayClose(viewer, record);
    const ticketId = record.row.id;
    const resolution = resolutionFor(record, resolveType);
    await endWait(trx, ticketId, at);
    if (resolution) {
      await recordAudit(trx, viewer, {
        action: 'report.resolved',
        target: { kind: 'ticket', id: ticketId },
        changes: [changed('resolution', record.row.resolution, resolution)],
      });
    }
    const entry = { action: 'close' as const, message: resolution ?? '' };
    const closed = {
      status: TICKET_STATUS.closed,
      closed_at: at,
      ...(resolution ? { resolution } : {}),
    };
    return logAction(trx, viewer, ticketId, entry, at, closed);
  };
}

/** POST /closeTicket {ticketId, resolveType?} */
export function closeTicket(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; resolveType?: CloseResolution | undefined },
): Promise<Ticket> {
  return runTicketTransition(deps, viewer, input.ticketId, closeChange(viewer, input.resolveType));
}

/** POST /reopenTicket: staff only; a reopened report is unresolved again. */
export function reopenTicket(deps: ServiceDeps, viewer: Viewer, ticketId: number): Promise<Ticket> {
  return runTicketTransition(deps, viewer, ticketId, async (trx, record, at) => {
    const facts = record.facts;
    if (!isStaff(viewer)) {
      throw refuse({ code: ERROR_CODES.reopenNotAllowed });
    }
    if (record.row.status !== TICKET_STATUS.closed) {
      throw refuse({ code: ERROR_CODES.ticketNotClosed });
    }
    if (!canReopen(viewer, record.group, facts)) {
      throw refuse({ code: ERROR_CODES.reopenNotAllowed });
    }
    await startWait(trx, ticketId, record.row.category_key, at);
    // A report's resolution is undone: the trail keeps which one it had.
    if (record.row.type === TICKET_TYPE.report) {
      await recordAudit(trx, viewer, {
        action: 'report.resolved',
        target: { kind: 'ticket', id: ticketId },
        changes: [changed('resolution', record.row.resolution, 'unresolved')],
      });
    }
    const reopened = {
      status: TICKET_STATUS.opened,
      closed_at: null,
      ...(record.row.type === TICKET_TYPE.report ? { resolution: 'unresolved' as const } : {}),
    };
    const entry = { action: 'reopen' as const };
    return logAction(trx, viewer, ticketId, entry, at, reopened);
  });
}
