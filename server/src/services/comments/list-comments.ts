import { type CommentPage, ERROR_CODES, isStaff } from '@portal/shared/contract';
import { idParamSchema } from '@portal/shared/contract/schemas';
import { findTicketRecordWithThread } from '../../domain/ticket-record';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { readThreadPage } from '../../repositories/tickets/comments-repository';
import type { ServiceDeps } from '../service-deps';
import { viewerCanSee, viewerPeopleView, viewerSeesStaffOnly } from '../tickets/ticket-access';
import { presentLoadedComments } from './present-comments';

export const COMMENT_PAGE_SIZE = 50;

/** The cursor is the last comment's id, written as an id is in an address. */
function decodeCommentCursor(cursor: string): number {
  const id = idParamSchema.safeParse(cursor);
  if (id.success) return id.data;
  throw refuse({ code: ERROR_CODES.listCursorInvalid, path: 'cursor' });
}

/**
 * The thread oldest first: the ticket, the page and the people it names in one statement. Whether
 * staff-only notes are in the page is decided by the rules on the ticket, known only once it is
 * read: the page is read with them for staff (who mostly see them) and without for everyone else
 * (who never do), and read again on its own when the rules say otherwise (staff named in the
 * ticket's report, say). The cursor is the last comment returned, so a client that reconnects
 * asks with its cursor and gets exactly what it missed.
 */
export async function listComments(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  cursor: string | null | undefined,
): Promise<CommentPage> {
  const afterId = cursor ? decodeCommentCursor(cursor) : undefined;
  const query = { ticketId, afterId, limit: COMMENT_PAGE_SIZE + 1 };
  const guess = isStaff(viewer);
  const found = await findTicketRecordWithThread(deps.db, { ...query, includeStaffOnly: guess });
  if (!found || !viewerCanSee(viewer, found.record)) throw notFound('ticket');
  const { record } = found;
  const includeStaffOnly = viewerSeesStaffOnly(viewer, record);
  const page =
    includeStaffOnly === guess
      ? found.page
      : await readThreadPage(deps.db, { ...query, includeStaffOnly });
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
