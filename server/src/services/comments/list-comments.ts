import type { CommentPage } from '@portal/shared/contract';
import { validationFailed } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { listThreadPage } from '../../repositories/comments-repository';
import type { ServiceDeps } from '../service-deps';
import {
  loadVisibleTicket,
  viewerSeesRealNames,
  viewerSeesStaffOnly,
} from '../tickets/ticket-access';
import { presentCommentsFor } from './present-comments';

export const COMMENT_PAGE_SIZE = 50;

function decodeCommentCursor(cursor: string): number {
  const id = Number(cursor);
  if (/^\d{1,10}$/.test(cursor) && Number.isSafeInteger(id)) return id;
  throw validationFailed('The cursor is not valid for this thread; reload it from the start.', [
    { path: 'cursor', message: 'The cursor is not valid.' },
  ]);
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
    viewerSeesRealNames(viewer, record),
  );
  const last = pageRows.at(-1);
  return {
    data,
    cursor: last ? String(last.id) : (cursor ?? null),
    hasMore: rows.length > COMMENT_PAGE_SIZE,
  };
}
