import { makePage, makeTicket } from '@portal/shared/testing/factories';
import { upsertTicket } from '../cache/upsert-ticket';

const ids = (pages: ReturnType<typeof upsertTicket>) =>
  pages.map((page) => page.data.map((ticket) => ticket._id));

describe('upsertTicket', () => {
  const pages = [
    makePage([makeTicket({ _id: 1, lastComment: 10 }), makeTicket({ _id: 2, lastComment: 20 })]),
  ];

  it('when the list sorts by oldest comment, then a commented ticket moves to its place', () => {
    const moved = makeTicket({ _id: 1, lastComment: 30 });
    expect(
      ids(upsertTicket(pages, moved, { statusFilter: 'opened', sort: 'oldestComment' })),
    ).toEqual([[2, 1]]);
  });

  it('when the place is past the loaded pages and more exist, then it waits for load more', () => {
    const partial = [
      makePage(
        [makeTicket({ _id: 1, lastComment: 10 }), makeTicket({ _id: 2, lastComment: 20 })],
        'c',
      ),
    ];
    const newer = makeTicket({ _id: 3, lastComment: 40 });
    expect(ids(upsertTicket(partial, newer, { sort: 'oldestComment' }))).toEqual([[1, 2]]);
  });

  it('when the sort is the server default, then a new ticket goes on top and a known one stays', () => {
    expect(ids(upsertTicket(pages, makeTicket({ _id: 3 }), {}))).toEqual([[3, 1, 2]]);
    const renamed = makeTicket({ _id: 2, lastComment: 20, title: 'Renamed' });
    const updated = upsertTicket(pages, renamed, {});
    expect(ids(updated)).toEqual([[1, 2]]);
    expect(updated[0]?.data[1]?.title).toBe('Renamed');
  });

  it('when a ticket no longer matches the status filter, then it is removed', () => {
    const closed = makeTicket({ _id: 1, status: 1 });
    expect(ids(upsertTicket(pages, closed, { statusFilter: 'opened' }))).toEqual([[2]]);
  });

  it('when a search is active, then a ticket the server did not return is not added', () => {
    expect(ids(upsertTicket(pages, makeTicket({ _id: 3 }), { searchFilter: 'car' }))).toEqual([
      [1, 2],
    ]);
  });

  describe('staff sorts', () => {
    const me = { visualId: 'me', isStaff: true, _id: 7 };
    const other = { visualId: 'other', isStaff: true, _id: 8 };
    const context = {
      viewerId: 7,
      adminRoles: ['reports'],
      webGroups: new Map<string, boolean>(),
      categoryWeight: (ticket: { category: string }) => (ticket.category === 'cheating' ? 10 : 1),
    };
    const report = (id: number, extra: Parameters<typeof makeTicket>[0]) =>
      makeTicket({ _id: id, type: 1, group: 'reports', category: 'toxicity', ...extra });
    const staffPages = [
      makePage([
        report(1, { assignees: [me], lastComment: 50 }),
        report(2, { roleAssignees: ['reports'], lastComment: 40 }),
        report(3, { lastComment: 10 }),
        report(4, { lastComment: 30 }),
        report(5, { assignees: [other], lastComment: 5 }),
      ]),
    ];
    const filters = { type: 1 as const, statusFilter: 'opened' as const };

    it('when a caught-in-the-act report arrives under staff priority, then it goes first', () => {
      const caught = report(9, { inFraganti: true, lastComment: 99 });
      const placed = upsertTicket(
        staffPages,
        caught,
        { ...filters, sort: 'staffPriority' },
        context,
      );
      expect(ids(placed)).toEqual([[9, 1, 2, 3, 4, 5]]);
    });

    it('when an unassigned report arrives, then weight and oldest comment place it among the unassigned', () => {
      const heavy = report(9, { category: 'cheating', lastComment: 99 });
      const light = report(10, { lastComment: 20 });
      const sort = { ...filters, sort: 'staffPriority' as const };
      expect(ids(upsertTicket(staffPages, heavy, sort, context))).toEqual([[1, 2, 9, 3, 4, 5]]);
      expect(ids(upsertTicket(staffPages, light, sort, context))).toEqual([[1, 2, 3, 10, 4, 5]]);
    });

    it('when the sort is staff latest, then within the rank the newest comment goes first', () => {
      const latest = [makePage([report(4, { lastComment: 30 }), report(3, { lastComment: 10 })])];
      const arrived = report(9, { lastComment: 20 });
      const placed = upsertTicket(latest, arrived, { ...filters, sort: 'staffLatest' }, context);
      expect(ids(placed)).toEqual([[4, 9, 3]]);
    });
  });
});
