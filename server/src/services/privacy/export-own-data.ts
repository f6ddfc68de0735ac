import type { TicketComment } from '@portal/shared/contract';
import type { TicketRow } from '../../db/database';
import { loadTicketRecords, type TicketRecord } from '../../domain/ticket-record';
import type { FileDownload } from '../../exports/file-download';
import { keysetBatches } from '../../exports/keyset-batches';
import type { Viewer } from '../../identity/viewer';
import {
  ownCommentRowsAfter,
  ownReviews,
  ownSessions,
  ownTicketRowsAfter,
} from '../../repositories/privacy/own-data-repository';
import { findTicketRows } from '../../repositories/tickets/tickets-repository';
import { presentCommentsFor } from '../comments/present-comments';
import type { ServiceDeps } from '../service-deps';
import { getOwnAccount } from '../session/launch-session';
import { presentTicketsFor } from '../tickets/present-tickets';
import { viewerCanSee, viewerPeopleView, viewerSeesStaffOnly } from '../tickets/ticket-access';

/** Rows read per query: a player with thousands of comments is read a batch at a time. */
const BATCH = 200;

const lastId = (rows: readonly { id: number }[]) => rows.at(-1)?.id;

/** `items` as the elements of a JSON array, the first without its comma. */
async function* jsonItems(batches: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let first = true;
  for await (const items of batches) {
    if (items.length === 0) continue;
    yield `${first ? '' : ','}${items.map((item) => JSON.stringify(item)).join(',')}`;
    first = false;
  }
}

async function recordsFor(
  deps: ServiceDeps,
  viewer: Viewer,
  rows: readonly TicketRow[],
): Promise<TicketRecord[]> {
  const groups = new Map((await deps.catalog.groups()).map((group) => [group.key, group]));
  const records = await loadTicketRecords(deps.db, rows, groups);
  return records.filter((record) => viewerCanSee(viewer, record));
}

/** The tickets and reports the person opened or is named in, as they see them now. */
async function* ownTickets(deps: ServiceDeps, viewer: Viewer) {
  const batches = keysetBatches(async (after: number | undefined, size) => {
    const rows = await ownTicketRowsAfter(deps.db, viewer.id, after ?? 0, size);
    return { rows, lastKey: lastId(rows) };
  }, BATCH);
  for await (const rows of batches) {
    yield await presentTicketsFor(deps, viewer, await recordsFor(deps, viewer, rows));
  }
}

/**
 * The comments the person wrote, on tickets they still see, as they see them: a staff-only note
 * only while they may read staff-only notes there.
 */
async function* ownComments(deps: ServiceDeps, viewer: Viewer) {
  const batches = keysetBatches(async (after: number | undefined, size) => {
    const rows = await ownCommentRowsAfter(deps.db, viewer.id, after ?? 0, size);
    return { rows, lastKey: lastId(rows) };
  }, BATCH);
  for await (const rows of batches) {
    const ticketIds = [...new Set(rows.map((row) => row.ticket_id))];
    const records = await recordsFor(deps, viewer, await findTicketRows(deps.db, ticketIds));
    const byId = new Map(records.map((record) => [record.row.id, record]));
    const shown = rows.filter((row) => {
      const record = byId.get(row.ticket_id);
      return record !== undefined && (!row.staff_only || viewerSeesStaffOnly(viewer, record));
    });
    // One presenting read per ticket of the batch, not per comment.
    const presented = new Map<number, TicketComment>();
    for (const ticketId of new Set(shown.map((row) => row.ticket_id))) {
      const record = byId.get(ticketId);
      if (!record) continue;
      const onTicket = shown.filter((row) => row.ticket_id === ticketId);
      const view = viewerPeopleView(viewer, record);
      for (const comment of await presentCommentsFor(deps.db, deps.pseudonyms, onTicket, view)) {
        presented.set(comment._id, comment);
      }
    }
    yield shown.flatMap((row) => presented.get(row.id) ?? []);
  }
}

async function* wrapped(deps: ServiceDeps, viewer: Viewer): AsyncGenerator<string> {
  const account = await getOwnAccount(deps, viewer);
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify(account)}`;
  yield ',"tickets":[';
  yield* jsonItems(ownTickets(deps, viewer));
  yield '],"comments":[';
  yield* jsonItems(ownComments(deps, viewer));
  const reviews = (await ownReviews(deps.db, viewer.id)).map((review) => ({
    ...review,
    createdAt: review.createdAt.getTime(),
  }));
  yield `],"reviews":${JSON.stringify(reviews)}`;
  const sessions = (await ownSessions(deps.db, viewer.id)).map((session) => ({
    createdAt: session.createdAt.getTime(),
    lastUsedAt: session.lastUsedAt.getTime(),
    expiresAt: session.expiresAt.getTime(),
    endedAt: session.endedAt?.getTime() ?? null,
  }));
  yield `,"sessions":${JSON.stringify(sessions)}}\n`;
}

/**
 * GET /me/export: the person's own data as one JSON file, written a batch at a time so a long
 * history never sits whole in memory. Other people appear as the person sees them (SPEC §6), and
 * nobody else's staff-only note is in it.
 */
export async function exportOwnData(deps: ServiceDeps, viewer: Viewer): Promise<FileDownload> {
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `tickets-portal-data-${day}.json`,
    contentType: 'application/json; charset=utf-8',
    chunks: wrapped(deps, viewer),
  };
}
