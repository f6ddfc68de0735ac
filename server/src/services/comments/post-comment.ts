import type { TicketComment } from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket, viewerPeopleView } from '../tickets/ticket-access';
import { queueComment } from './comment-batches';
import {
  type AiSuggestionLink,
  assertMayComment,
  type PostCommentInput,
  writeAuthorComments,
} from './comment-writes';
import { presentCommentsFor } from './present-comments';

export type { AiSuggestionLink, PostCommentInput } from './comment-writes';

export interface PostCommentOptions {
  /**
   * Sends an AI suggestion (`/ai/accept`, `/ai/comment`): runs in the comment's transaction once
   * the ticket is locked and the viewer may comment, checks and marks the suggestion (it may
   * refuse by throwing) and says how the comment is linked to it.
   */
  fromAiSuggestion?: (trx: Executor, ticket: TicketRecord, at: Date) => Promise<AiSuggestionLink>;
}

/**
 * POST /comment (and the AI calls that send a suggestion, `options.fromAiSuggestion`): one
 * transaction for the optional take, the comment and the ticket's sort keys. Plain comments are
 * written together with the others sent meanwhile on the same ticket (`comment-batches.ts`).
 */
export async function postComment(
  deps: ServiceDeps,
  viewer: Viewer,
  input: PostCommentInput,
  options: PostCommentOptions = {},
): Promise<TicketComment> {
  const { fromAiSuggestion } = options;
  if (!fromAiSuggestion) return queueComment(deps, viewer, input);
  const at = new Date();
  const { created, record } = await changeWithLiveEvents(deps, async (trx, live) => {
    const ticket = await loadVisibleTicket(trx, viewer, input.ticketId, { lock: true });
    assertMayComment(viewer, ticket, input.staffOnly);
    const ai = await fromAiSuggestion(trx, ticket, at);
    const rows = await writeAuthorComments(trx, live, viewer, ticket, [{ input, at }], { ai });
    return { created: rows, record: ticket };
  });
  const [presented] = await presentCommentsFor(
    deps.db,
    deps.pseudonyms,
    created,
    viewerPeopleView(viewer, record),
  );
  if (!presented) throw new Error('The comment could not be presented');
  return presented;
}
