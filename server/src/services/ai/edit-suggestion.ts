import { ERROR_CODES } from '@portal/shared/contract';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import {
  findAiResponse,
  markAiResponseEditStarted,
} from '../../repositories/ai/ai-responses-repository';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';
import { assertMaySuggest } from './ai-access';

/**
 * POST /ai/accept-edit: staff opened the suggestion to edit it (the first time is kept, for the
 * usage statistics); a suggestion already sent is refused like a second send. A suggestion of a ticket the viewer cannot see answers like a missing one.
 */
export async function startEditingSuggestion(
  deps: ServiceDeps,
  viewer: Viewer,
  responseId: number,
): Promise<{ ok: true }> {
  const response = await findAiResponse(deps.db, responseId);
  if (!response) throw notFound('aiResponse');
  const record = await loadVisibleTicket(deps.db, viewer, response.ticket_id).catch(() => {
    throw notFound('aiResponse');
  });
  assertMaySuggest(viewer, record);
  if (response.accepted_at !== null) {
    throw refuse({ code: ERROR_CODES.aiAlreadySent });
  }
  await markAiResponseEditStarted(deps.db, response.id, new Date());
  return { ok: true };
}
