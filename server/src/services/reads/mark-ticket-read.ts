import { markTicketAsReadSchema } from '@portal/shared/contract/schemas';
import { findTicketRecord } from '../../domain/ticket-record';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import { markTicketRead } from '../../repositories/tickets/ticket-reads-repository';
import { viewerCanSee } from '../tickets/ticket-access';

/**
 * `mark-ticket-as-read` from a socket: a malformed payload or a ticket the viewer may not see is
 * ignored without an answer (a socket must not be able to probe ticket ids either).
 * Returns whether a read mark was stored.
 */
export async function markTicketAsRead(
  db: Executor,
  viewer: Viewer,
  payload: unknown,
): Promise<boolean> {
  const parsed = markTicketAsReadSchema.safeParse(payload);
  if (!parsed.success) return false;
  const record = await findTicketRecord(db, parsed.data.ticketId);
  if (!record || !viewerCanSee(viewer, record)) return false;
  await markTicketRead(db, record.row.id, viewer.id);
  return true;
}
