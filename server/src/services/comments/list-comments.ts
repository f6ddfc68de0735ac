import { type CommentPage, ERROR_CODES } from '@portal/shared/contract';
import { idParamSchema } from '@portal/shared/contract/schemas';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { readThreadPage } from '../../repositories/tickets/comments-repository';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket, viewerPeopleView, viewerSeesStaffOnly } from '../tickets/ticket-access';
import { presentLoadedComments } from './present-comments';

export const COMMENT_PAGE_SIZE = 50;

/** The cursor is the last comment's id, written as an id is in an address. */
function decodeCommentCursor(cursor: string): number {
  const id = idParamSchema.safeParse(cursor);
  if (id.success) return id.data;
  throw refuse({ code: ERROR_CODES.listCursorInvalid, path: 'cursor' });
}

/**
 * The thread oldest first, the page and the people it names in one statement after the ticket's.
 * The cursor is the last comment returned, so a client that reconnects asks with its cursor and
 * gets exactly what it missed.
 */
export async function listComments(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  cursor: string | null | undefined,
): Promise<CommentPage> {
  const record = await loadVisibleTicket(deps.db, viewer, ticketId);
  const afterId = cursor ? decodeCommentCursor(cursor) : undefined;
  const page = await readThreadPage(deps.db, {
    ticketId,
    includeStaffOnly: viewerSeesStaffOnly(viewer, record),
    afterId,
    limit: COMMENT_PAGE_SIZE + 1,
  });
  const pageRows = page.rows.slice(0, COMMENT_PAGE_SIZE);
  const data = presentLoadedComments(
    { ...page, rows: pageRows },
    deps.pseudonyms,
    viewerPeopleView(viewer, record),
  );
  const last = pageRows.at(-1);
  return {
    data,
    cursor: last ? String(last.id) : (cursor ?? null),
    hasMore: page.rows.length > COMMENT_PAGE_SIZE,
  };
}
