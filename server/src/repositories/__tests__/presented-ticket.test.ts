import { POWER } from '@portal/shared/contract';
import { sql } from 'kysely';
import { useDemoDatabase } from '../../testing/demo-portal';
import { accountIdOf } from '../../testing/state-helpers';
import { countingStatements } from '../../testing/statement-counter';
import { findAccountsByIds, findTicketAudienceCandidates } from '../accounts/accounts-repository';
import {
  findPresentedTicket,
  findTicketPresentationData,
} from '../tickets/ticket-presentation-repository';
import { findTicketWithPeople, lockTicketWithAccounts } from '../tickets/tickets-repository';

const database = useDemoDatabase();

const idsOf = (...usernames: string[]) =>
  Promise.all(usernames.map((username) => accountIdOf(database.db, username)));

describe('a ticket read with its presentation', () => {
  test('when each demo ticket is read, then its record and presentation come in one statement, the same as read apart', async () => {
    const tickets = await database.db.selectFrom('tickets').select('id').orderBy('id').execute();
    const seen = { assignees: 0, partners: 0, reads: 0, accused: 0 };
    for (const { id } of tickets) {
      const { db, counted } = countingStatements(database.db);
      const found = await findPresentedTicket(db, id);
      expect(counted.statements).toBe(1);
      const ticket = await findTicketWithPeople(database.db, id);
      expect(found?.ticket).toEqual(ticket);
      const row = ticket?.row;
      if (!row || !found) throw new Error(`Ticket ${id} was not read`);
      const named = [
        row.created_by,
        ...(row.report_accused_id === null ? [] : [row.report_accused_id]),
        ...ticket.people.assigneeIds,
        ...ticket.people.partnerIds,
      ];
      const apart = await findTicketPresentationData(database.db, [id], named);
      expect(found.presentation.people).toEqual(apart.people);
      expect(found.presentation.reads).toEqual(apart.reads);
      expect(found.presentation.accounts).toEqual(apart.accounts);
      expect(found.presentation.accounts).toEqual(await findAccountsByIds(database.db, named));
      seen.assignees += ticket.people.assigneeIds.length;
      seen.partners += ticket.people.partnerIds.length;
      seen.reads += apart.reads.length;
      seen.accused += row.report_accused_id === null ? 0 : 1;
    }
    // The demo's tickets hold each kind of person, so the comparisons above compared something.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
  });

  test('when more accounts are named with it, then they come in the same statement beside those the ticket names', async () => {
    const ticket = await database.db
      .selectFrom('tickets')
      .select(['id', 'created_by'])
      .where('report_accused_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const named = await idsOf('staff1', 'admin1');
    const { db, counted } = countingStatements(database.db);
    const found = await findPresentedTicket(db, ticket.id, {
      alsoNamed: [...named, ticket.created_by],
    });
    expect(counted.statements).toBe(1);
    const assignees = found?.ticket.people.assigneeIds ?? [];
    const partners = found?.ticket.people.partnerIds ?? [];
    const expected = [ticket.created_by, ...assignees, ...partners, ...named];
    expect(found?.presentation.accounts).toEqual(await findAccountsByIds(database.db, expected));
    expect(found?.presentation.accounts.size).toBe(new Set(expected).size);
  });

  test('when its live audience is asked with it, then the candidates come in the same statement, the same as read apart', async () => {
    const tickets = await database.db.selectFrom('tickets').select('id').orderBy('id').execute();
    const former = { accountIds: await idsOf('staff2', 'supervisor1'), roleKeys: ['support'] };
    for (const { id } of tickets) {
      for (const audience of [
        { also: { accountIds: [], roleKeys: [] }, minPower: POWER.superAdmin },
        { also: former, minPower: POWER.superAdmin },
      ]) {
        const { db, counted } = countingStatements(database.db);
        const found = await findPresentedTicket(db, id, { audience });
        expect(counted.statements).toBe(1);
        const apart = await findTicketAudienceCandidates(database.db, id, audience);
        const byId = (accounts: readonly { id: number }[]) =>
          [...accounts].sort((a, b) => a.id - b.id);
        expect(byId(found?.audience ?? [])).toEqual(byId(apart));
        // Read on its own too, the audience comes without credentials.
        for (const account of apart) {
          expect(account).not.toHaveProperty('password_hash');
          expect(account).not.toHaveProperty('external_subject');
        }
        expect(apart.length).toBeGreaterThan(0);
      }
    }
    expect(await findPresentedTicket(database.db, tickets[0]?.id ?? 0)).toMatchObject({
      audience: undefined,
    });
  });

  test('when live events are written with it, then they are in the outbox, claimed, and answered as stored, in the same statement', async () => {
    const { id } = await database.db
      .selectFrom('tickets')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const former = { assigneeIds: await idsOf('staff2'), roleKeys: ['support'] };
    const { db, counted } = countingStatements(database.db);
    const found = await findPresentedTicket(db, id, {
      events: [
        { event: 'ticket-changed', ticketId: id, former },
        { event: 'comment-deleted', ticketId: id, commentId: 7, staffOnly: true },
      ],
    });
    expect(counted.statements).toBe(1);
    expect(found?.ticket).toEqual(await findTicketWithPeople(database.db, id));
    const outbox = await database.db
      .selectFrom('live_outbox')
      .select([sql<string>`id::text`.as('id'), 'claimed_until'])
      .where(
        'id',
        'in',
        (found?.events ?? []).map((event) => event.id),
      )
      .orderBy('id')
      .execute();
    expect(outbox.map((row) => row.id)).toEqual(found?.events.map((event) => event.id));
    for (const row of outbox) expect(row.claimed_until.getTime()).toBeGreaterThan(Date.now());
    expect(found?.events.map(({ id: _, ...event }) => event)).toEqual([
      { event: 'ticket-changed', ticketId: id, staffOnly: false, former },
      { event: 'comment-deleted', ticketId: id, commentId: 7, staffOnly: true },
    ]);
    expect((await findPresentedTicket(database.db, id))?.events).toEqual([]);
  });

  test('when the ticket does not exist, then nothing is found', async () => {
    expect(await findPresentedTicket(database.db, 2_000_000_000)).toBeUndefined();
  });
});

describe('a ticket locked with accounts', () => {
  test('when a ticket is locked with its authors, then it and their accounts come in one statement, the same as read apart', async () => {
    const ticket = await database.db
      .selectFrom('tickets')
      .select(['id', 'created_by'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const authors = [ticket.created_by, ...(await idsOf('staff1', 'admin1')), ticket.created_by];
    await database.db.transaction().execute(async (trx) => {
      const { db, counted } = countingStatements(trx);
      const found = await lockTicketWithAccounts(trx, ticket.id, authors);
      expect(found?.ticket).toEqual(await findTicketWithPeople(trx, ticket.id));
      expect(found?.accounts).toEqual(await findAccountsByIds(trx, authors));
      expect(found?.accounts.size).toBe(3);
      await lockTicketWithAccounts(db, ticket.id, authors);
      expect(counted.statements).toBe(1);
    });
  });
});
