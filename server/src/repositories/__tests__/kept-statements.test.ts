import { TICKET_STATUS } from '@portal/shared/contract';
import type { CompiledQuery } from 'kysely';
import type { NewComment } from '../../db/database';
import { useDemoDatabase } from '../../testing/demo-portal';
import {
  type AuthorComments,
  authorCommentsQuery,
  authorCommentsStatement,
  authorCommentsValues,
} from '../tickets/author-comments-repository';
import { ticketWithThreadQuery, ticketWithThreadStatement } from '../tickets/comments-repository';
import {
  presentedTicketQuery,
  presentedTicketStatement,
} from '../tickets/ticket-presentation-repository';
import {
  lockedTicketQuery,
  lockedTicketStatement,
  ticketWithPeopleKept,
  ticketWithPeopleStatement,
} from '../tickets/tickets-repository';

const database = useDemoDatabase();

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 1, 12, 0, seconds));

function comment(seed: number, fields: Partial<NewComment> = {}): NewComment {
  return {
    ticket_id: seed,
    author_id: seed + 1,
    message: `Mensaje ${seed}`,
    staff_only: seed % 2 === 0,
    created_at: at(seed),
    ai_generated: false,
    ai_response_id: null,
    ...fields,
  };
}

/** Every shape a comment write takes: notes, answers, several at once, actions, a wait answered. */
function writes(seed: number): AuthorComments[] {
  const base = { ticketId: seed, authorId: seed + 1, answersWaitAt: undefined };
  return [
    { ...base, comments: [comment(seed)], published: undefined },
    { ...base, comments: [comment(seed)], published: { count: 1, latest: at(seed) } },
    {
      ...base,
      comments: [comment(seed), comment(seed + 1)],
      published: { count: 2, latest: at(seed + 1) },
      answersWaitAt: at(seed),
    },
    {
      ...base,
      comments: [comment(seed, { action: 'close', target_account_id: null, message: '' })],
      published: { count: 1, latest: at(seed) },
      ticketChanges: {
        status: TICKET_STATUS.closed,
        closed_at: at(seed),
        resolution: `Resuelto ${seed}`,
      },
    },
    {
      ...base,
      comments: [comment(seed, { action: 'assign', target_account_id: seed + 9 })],
      published: { count: 1, latest: at(seed) },
      ticketChanges: { is_assigned: seed % 2 === 0 },
    },
  ];
}

/** A kept statement and the one built for the same values, as SQL and parameters. */
function same(kept: CompiledQuery, built: CompiledQuery) {
  expect({ sql: kept.sql, parameters: kept.parameters }).toEqual({
    sql: built.sql,
    parameters: built.parameters,
  });
}

const audiences = (seed: number) => [
  undefined,
  { also: { accountIds: [seed, seed + 1], roleKeys: [`role-${seed}`] }, minPower: 50 },
  { also: { accountIds: [], roleKeys: [] }, minPower: 100 },
];

describe('statements kept by shape and filled per call', () => {
  test('when the same comment shapes are written again with other values, then each statement equals the one built for them', () => {
    for (const seed of [10, 20, 31]) {
      const readAt = at(seed + 30);
      for (const written of writes(seed)) {
        // Kept on the first seed, filled on the others.
        const kept = authorCommentsQuery(database.db, written, readAt);
        const built = authorCommentsStatement(
          database.db,
          authorCommentsValues(written, readAt),
        ).compile();
        same(kept, built);
      }
    }
  });

  test('when threads are read again with other tickets and cursors, then each statement equals the one built for them', () => {
    for (const seed of [10, 20, 31]) {
      for (const includeStaffOnly of [true, false])
        for (const afterId of [undefined, seed * 7]) {
          const query = { ticketId: seed, includeStaffOnly, afterId, limit: seed + 20 };
          same(
            ticketWithThreadQuery(database.db, query),
            ticketWithThreadStatement(database.db, query).compile(),
          );
        }
    }
  });

  test('when tickets are presented again with other people and audiences, then each statement equals the one built for them', () => {
    for (const seed of [10, 20, 31]) {
      for (const audience of audiences(seed))
        for (const alsoNamed of [[], [seed, seed + 3]]) {
          const extras = { alsoNamed, audience };
          same(
            presentedTicketQuery(database.db, seed, extras),
            presentedTicketStatement(database.db, seed, extras).compile(),
          );
        }
    }
  });

  test('when tickets are locked again with other accounts and audiences, then each statement equals the one built for them', () => {
    for (const seed of [10, 20, 31]) {
      for (const audience of audiences(seed))
        for (const accountIds of [[], [seed], [seed, seed + 5, seed + 6]]) {
          same(
            lockedTicketQuery(database.db, seed, accountIds, audience),
            lockedTicketStatement(database.db, seed, accountIds, audience).compile(),
          );
        }
    }
  });

  test('when tickets are read again, locked and not, then each statement equals the one built for them', () => {
    for (const seed of [10, 20, 31]) {
      for (const lock of [false, true]) {
        same(
          ticketWithPeopleKept(database.db, seed, { lock }),
          ticketWithPeopleStatement(database.db, seed, { lock }).compile(),
        );
      }
    }
  });
});
