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
});
