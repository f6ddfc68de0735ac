import { type CommentPage, ERROR_CODES } from '@portal/shared/contract';
import { idParamSchema } from '@portal/shared/contract/schemas';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { listThreadPage } from '../../repositories/tickets/comments-repository';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket, viewerPeopleView, viewerSeesStaffOnly } from '../tickets/ticket-access';
import { presentCommentsFor } from './present-comments';

export const COMMENT_PAGE_SIZE = 50;

/** The cursor is the last comment's id, written as an id is in an address. */
function decodeCommentCursor(cursor: string): number {
  const id = idParamSchema.safeParse(cursor);
  if (id.success) return id.data;
  throw refuse({ code: ERROR_CODES.listCursorInvalid, path: 'cursor' });
}

/**
 * The thread oldest first. The cursor is the last comment returned, so a client that reconnects
 * asks with its cursor and gets exactly what it missed.
 */
export async function listComments(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  cursor: string | null | undefined,
): Promise<CommentPage> {
  const record = await loadVisibleTicket(deps.db, viewer, ticketId);
  const afterId = cursor ? decodeCommentCursor(cursor) : undefined;
  const rows = await listThreadPage(deps.db, {
    ticketId,
    includeStaffOnly: viewerSeesStaffOnly(viewer, record),
    afterId,
    limit: COMMENT_PAGE_SIZE + 1,
  });
  const pageRows = rows.slice(0, COMMENT_PAGE_SIZE);
  const data = await presentCommentsFor(
    deps.db,
    deps.pseudonyms,
    pageRows,
    viewerPeopleView(viewer, record),
  );
  const last = pageRows.at(-1);
  return {
    data,
    cursor: last ? String(last.id) : (cursor ?? null),
    hasMore: rows.length > COMMENT_PAGE_SIZE,
  };
}
