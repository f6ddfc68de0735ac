import { AsyncResource } from 'node:async_hooks';
import type { TicketComment } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { CommentRow, Database } from '../../db/database';
import {
  findTicketRecord,
  lockTicketRecordWithAccounts,
  type TicketRecord,
} from '../../domain/ticket-record';
import { AppError, notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import { changeWithLiveEvents, liveAudienceOf } from '../live-events';
import { claimRequestKey, KeyClaimedByTwin } from '../request-key';
import type { ServiceDeps } from '../service-deps';
import { viewerCanSee, viewerPeopleView } from '../tickets/ticket-access';
import {
  assertMayComment,
  type CommentDraft,
  type PostCommentInput,
  takesBeforeCommenting,
  writeAuthorComments,
} from './comment-writes';
import { type CommentsPeople, presentLoadedComments } from './present-comments';

/** Comments written in one transaction at most. */
const MAX_BATCH = 100;

interface QueuedComment extends CommentDraft {
  viewer: Viewer;
  /** Runs `work` in the async context of the call that sent the comment (its Idempotency-Key). */
  inCallContext: (work: () => Promise<void>) => Promise<void>;
  resolve(comment: TicketComment): void;
  reject(error: unknown): void;
}

/** One author's comments in a row, written together; one viewer (the same session's, or token's). */
interface Accepted {
  item: QueuedComment;
  /** The ticket as this comment's checks saw it (its author's view of the people on it). */
  record: TicketRecord;
}

/** A batch runs in no call's context: each comment claims its own call's key, nothing else does. */
const outsideAnyCall = AsyncResource.bind((work: () => Promise<void>) => work());
const queues = new WeakMap<Kysely<Database>, Map<number, QueuedComment[]>>();

/** The checks one comment must pass on the locked ticket, and its call's key; no write yet. */
async function accept(trx: Executor, item: QueuedComment, record: TicketRecord | undefined) {
  if (!record || !viewerCanSee(item.viewer, record)) throw notFound('ticket');
  assertMayComment(item.viewer, record, item.input.staffOnly);
  await item.inCallContext(() => claimRequestKey(trx));
  return record;
}

type Outcome = { comment: TicketComment } | { error: unknown };

/**
 * Writes the queued comments of one ticket in one transaction, in the order they came: each is
 * checked on its own (a refused one is answered its refusal and writes nothing); the accepted ones
 * are written a run of one author at a time (`writeAuthorComments`), and a comment that takes the
 * ticket alone, the ticket read again after it. Answers each one's outcome, in order.
 */
async function writeBatch(
  deps: ServiceDeps,
  ticketId: number,
  items: readonly QueuedComment[],
): Promise<Outcome[]> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    // The authors' accounts present their comments, and the live audience's candidates receive
    // them: read with the lock, not after the writes (comments change no one on the ticket).
    const locked = await lockTicketRecordWithAccounts(
      trx,
      ticketId,
      items.map(({ viewer }) => viewer.id),
      liveAudienceOf(),
    );
    let record = locked?.record;
    let taken = false;
    const written = new Map<QueuedComment, { row: CommentRow; record: TicketRecord }>();
    const outcomes = new Map<QueuedComment, Outcome>();
    let run: Accepted[] = [];
    /** `last`: no statement follows, so the run's commits the transaction with it. */
    const writeRun = async (last = false) => {
      const [head] = run;
      if (!head) return;
      const rows = await writeAuthorComments(
        trx,
        live,
        head.item.viewer,
        head.record,
        run.map(({ item }) => item),
        { last },
      );
      run.forEach(({ item, record: seen }, index) => {
        const row = rows[index];
        if (row) written.set(item, { row, record: seen });
      });
      run = [];
    };
    for (const item of items) {
      let seen: TicketRecord;
      try {
        seen = await accept(trx, item, record);
      } catch (error) {
        if (!(error instanceof AppError || error instanceof KeyClaimedByTwin)) throw error;
        outcomes.set(item, { error });
        continue;
      }
      if (run[0] && run[0].item.viewer !== item.viewer) await writeRun();
      run.push({ item, record: seen });
      if (takesBeforeCommenting(item.viewer, seen)) {
        await writeRun();
        record = await findTicketRecord(trx, ticketId);
        taken = true;
      }
    }
    await writeRun(true);
    // New plain comments name no one but their authors, and none has an edit history yet.
    const people: CommentsPeople = {
      rows: [...written.values()].map(({ row }) => row),
      accounts: locked?.accounts ?? new Map(),
      histories: new Map(),
    };
    // A take changed the people (and its event names those it had): the channel reads them.
    const audience = taken ? undefined : locked?.audience;
    if (record) live.written({ record, comments: people, ...(audience ? { audience } : {}) });
    for (const [item, { row, record: seen }] of written) {
      const [comment] = presentLoadedComments(
        { ...people, rows: [row] },
        deps.pseudonyms,
        viewerPeopleView(item.viewer, seen),
      );
      outcomes.set(
        item,
        comment ? { comment } : { error: new Error('The comment was not written') },
      );
    }
    return items.map((item) => outcomes.get(item) ?? { error: new Error('The comment was lost') });
  });
}

/** Takes the ticket's queued comments a batch at a time until none is left. */
async function drain(deps: ServiceDeps, waiting: Map<number, QueuedComment[]>, ticketId: number) {
  for (;;) {
    const batch = waiting.get(ticketId)?.splice(0, MAX_BATCH) ?? [];
    if (batch.length === 0) {
      waiting.delete(ticketId);
      return;
    }
    try {
      const outcomes = await writeBatch(deps, ticketId, batch);
      outcomes.forEach((outcome, index) => {
        const item = batch[index];
        if ('comment' in outcome) item?.resolve(outcome.comment);
        else item?.reject(outcome.error);
      });
    } catch (error) {
      // The transaction failed (the database, not a rule): none of them was written.
      for (const item of batch) item.reject(error);
    }
  }
}

/**
 * Writes a plain comment (POST /comment). Comments on one ticket conflict (its row's sort keys,
 * its lock), so an instance writes them one transaction at a time; those sent while one runs wait
 * here, holding no database connection, and are written together in the next: a burst on one
 * ticket costs a few transactions, not one lock wait and commit each. Other tickets never wait.
 */
export function queueComment(
  deps: ServiceDeps,
  viewer: Viewer,
  input: PostCommentInput,
): Promise<TicketComment> {
  let waiting = queues.get(deps.db);
  if (!waiting) {
    waiting = new Map();
    queues.set(deps.db, waiting);
  }
  const byTicket = waiting;
  return new Promise((resolve, reject) => {
    const item: QueuedComment = {
      viewer,
      input,
      at: new Date(),
      inCallContext: AsyncResource.bind((work: () => Promise<void>) => work()),
      resolve,
      reject,
    };
    const queued = byTicket.get(input.ticketId);
    if (queued) {
      queued.push(item);
      return;
    }
    byTicket.set(input.ticketId, [item]);
    void outsideAnyCall(() => drain(deps, byTicket, input.ticketId));
  });
}
