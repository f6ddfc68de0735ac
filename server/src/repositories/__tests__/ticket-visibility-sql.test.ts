import { canSeeStaffOnlyComments, canSeeTicket } from '@portal/shared/contract';
import { loadTicketRecords } from '../../domain/ticket-record';
import { visibilityViewer } from '../../services/tickets/visibility-viewer';
import { ticketIdByTitle } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { findAccountsByIds } from '../accounts/accounts-repository';
import { listGroups } from '../community-repository';
import { canSeeStaffNotesSql, canSeeTicketSql } from '../ticket-list/ticket-visibility-sql';
import { addAssignee } from '../tickets/tickets-repository';

const database = useDemoDatabase();

beforeAll(async () => {
  const db = database.db;
  // Cover the role-assignment and assigned-to-someone-else branches as well.
  const payments = await ticketIdByTitle(db, 'Pago duplicado');
  await db
    .insertInto('ticket_role_assignees')
    .values({ ticket_id: payments, role_key: 'events', assigned_by: null })
    .execute();
  await db.updateTable('tickets').set({ is_assigned: true }).where('id', '=', payments).execute();
  const stuck = await ticketIdByTitle(db, 'Atascado bajo el mapa');
  const staff2 = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'staff2')
    .executeTakeFirstOrThrow();
  await addAssignee(db, stuck, staff2.id, staff2.id);
  // staff2 administers reports by role, but is the accused of this one.
  await db
    .updateTable('tickets')
    .set({ report_accused_id: staff2.id })
    .where('type', '=', 1)
    .where('group_key', '=', 'reports')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('tickets')
        .select((inner) => inner.fn.min('id').as('first'))
        .where('type', '=', 1),
    )
    .execute();
});

test('when any demo account lists tickets, then the SQL rule agrees with the contract canSeeTicket', async () => {
  const db = database.db;
  const rows = await db.selectFrom('tickets').selectAll().orderBy('id').execute();
  const groupList = await listGroups(db);
  const groups = new Map(groupList.map((group) => [group.key, group]));
  const records = await loadTicketRecords(db, rows, groups);
  const accountIds = (await db.selectFrom('accounts').select('id').execute()).map((row) => row.id);
  const accounts = await findAccountsByIds(db, accountIds);
  for (const account of accounts.values()) {
    const viewer = visibilityViewer(account, groupList);
    const bySql = await db
      .selectFrom('tickets')
      .select('id')
      .where((eb) => canSeeTicketSql(eb, viewer))
      .orderBy('id')
      .execute();
    const byContract = records
      .filter((record) => canSeeTicket(account, record.group, record.facts))
      .map((record) => record.row.id);
    expect({ account: account.username, ids: bySql.map((row) => row.id) }).toEqual({
      account: account.username,
      ids: byContract,
    });
  }
});

test('when any staff account searches notes, then the SQL rule agrees with the contract canSeeStaffOnlyComments', async () => {
  const db = database.db;
  const rows = await db.selectFrom('tickets').selectAll().orderBy('id').execute();
  const groupList = await listGroups(db);
  const groups = new Map(groupList.map((group) => [group.key, group]));
  const records = await loadTicketRecords(db, rows, groups);
  const staffIds = (
    await db.selectFrom('accounts').select('id').where('power', '>=', 2).execute()
  ).map((row) => row.id);
  const accounts = await findAccountsByIds(db, staffIds);
  for (const account of accounts.values()) {
    const viewer = visibilityViewer(account, groupList);
    const bySql = await db
      .selectFrom('tickets')
      .select('id')
      .where((eb) => eb.and([canSeeTicketSql(eb, viewer), canSeeStaffNotesSql(eb, viewer)]))
      .orderBy('id')
      .execute();
    const byContract = records
      .filter((record) => {
        const facts = record.facts;
        const group = record.group;
        return (
          canSeeTicket(account, group, facts) && canSeeStaffOnlyComments(account, group, facts)
        );
      })
      .map((record) => record.row.id);
    expect({ account: account.username, ids: bySql.map((row) => row.id) }).toEqual({
      account: account.username,
      ids: byContract,
    });
  }
});
