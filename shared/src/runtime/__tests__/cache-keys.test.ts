import { calls } from '@portal/shared/contract';
import { unstable_serialize } from 'swr';
import { apiKey, isKeyOf } from '../cache-keys';
import { ticketKey } from '../queries/get-ticket';
import { commentPagesKey, commentThreadKey } from '../queries/list-comments';
import { ticketListCall, ticketListPagesKey } from '../queries/list-tickets';

test('the same call and input give the same key, and options never enter it', () => {
  const plain = apiKey(calls.getTicket, { params: { id: 4 } });
  const withOption = apiKey(calls.getTicket, {
    params: { id: 4 },
    skipErrorDialog: true,
  } as never);
  expect(unstable_serialize(withOption)).toBe(unstable_serialize(plain));
  expect(unstable_serialize(ticketKey(4))).toBe(unstable_serialize(plain));
  expect(isKeyOf(calls.getTicket)(plain)).toBe(true);
  expect(isKeyOf(calls.listTickets)(plain)).toBe(false);
});

test('comment pages follow the cursor and stop when there is no more', () => {
  const pageKey = commentPagesKey(5);
  expect(pageKey(0, null)).toEqual([
    'POST /comments/:ticketId',
    { params: { ticketId: 5 }, body: {} },
  ]);
  expect(pageKey(1, { cursor: 'c2', hasMore: true })).toEqual([
    'POST /comments/:ticketId',
    { params: { ticketId: 5 }, body: { cursor: 'c2' } },
  ]);
  expect(pageKey(2, { cursor: null, hasMore: false })).toBeNull();
  expect(commentThreadKey(5)).toBe(commentThreadKey(5));
  expect(commentThreadKey(5)).not.toBe(commentThreadKey(6));
});

test('reports list through /reports and support tickets through /tickets', () => {
  expect(ticketListCall({ type: 1 })).toBe(calls.listReports);
  expect(ticketListCall({ type: 0 })).toBe(calls.listTickets);
  const pageKey = ticketListPagesKey({ type: 0, statusFilter: 'opened' });
  expect(pageKey(1, { cursor: 'n', hasMore: true })?.[1]).toEqual({
    body: { type: 0, statusFilter: 'opened', cursor: 'n' },
  });
});
