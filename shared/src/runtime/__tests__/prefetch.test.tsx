import { calls } from '@portal/shared/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { makeComment, makeTicket } from '../../testing/factories';
import { onCall, requestsTo, respond } from '../../testing/fake-api';
import { type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setLanguage } from '../i18n';
import { usePrefetchTicket, useTicket } from '../queries/get-ticket';
import { useCommentPages, usePrefetchCommentPage } from '../queries/list-comments';
import { PREFETCH_FRESH_MS } from '../queries/query';

let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};
let readAhead: (ticketId: number) => Promise<unknown> = async () => {};

beforeEach(async () => {
  await setLanguage('en', false);
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});
afterEach(() => unsubscribe());

/** What the ticket modal reads: the ticket and its thread. */
function ModalReads({ ticketId }: { ticketId: number }) {
  const { data: ticket } = useTicket(ticketId);
  const { data: pages } = useCommentPages(ticketId);
  return (
    <>
      <p>{ticket?.title ?? 'ticket loading'}</p>
      <p>
        {pages ? pages.flatMap((page) => page.data.map((item) => item.message)) : 'thread loading'}
      </p>
    </>
  );
}

/** A list row's read-ahead and, once `open`, the modal's reads, in one cache. */
function Page({ open }: { open: boolean }) {
  const prefetchTicket = usePrefetchTicket();
  const prefetchThread = usePrefetchCommentPage();
  readAhead = (ticketId) => Promise.all([prefetchTicket(ticketId), prefetchThread(ticketId)]);
  return open ? <ModalReads ticketId={4} /> : null;
}

function renderPage() {
  const cache = new Map();
  const view = render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <Page open={false} />
    </SWRConfig>,
  );
  const open = () =>
    view.rerender(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Page open />
      </SWRConfig>,
    );
  return { open };
}

function serveTicket() {
  onCall(calls.getTicket, ({ params }) => makeTicket({ _id: params.id, title: 'Lost car' }));
  onCall(calls.listComments, () => ({
    data: [makeComment({ message: 'It was parked here' })],
    cursor: null,
    hasMore: false,
  }));
}

test('when a ticket is read ahead, then its modal shows the ticket and thread without asking for either again', async () => {
  serveTicket();
  const { open } = renderPage();
  await act(() => readAhead(4));
  expect(requestsTo(calls.listComments)).toHaveLength(1);
  expect(requestsTo(calls.listComments)[0]).toMatchObject({ params: { ticketId: 4 }, body: {} });

  open();
  expect(screen.getByText('Lost car')).toBeTruthy();
  expect(await screen.findByText('It was parked here')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(requestsTo(calls.listComments)).toHaveLength(1);
  expect(requestsTo(calls.getTicket)).toHaveLength(1);
});

test('when a ticket read ahead is opened after its freshness passed, then the modal shows it and asks again', async () => {
  serveTicket();
  const { open } = renderPage();
  await act(() => readAhead(4));
  const later = Date.now() + PREFETCH_FRESH_MS + 1;
  const clock = jest.spyOn(Date, 'now').mockReturnValue(later);

  open();
  expect(screen.getByText('Lost car')).toBeTruthy();
  await waitFor(() => expect(requestsTo(calls.getTicket)).toHaveLength(2));
  clock.mockRestore();
});

test('when a read ahead fails, then it is only logged and the modal asks as it always does', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  onCall(calls.getTicket, () => respond(403, { error: 'Not yours.', code: 'forbidden' }));
  onCall(calls.listComments, () => respond(403, { error: 'Not yours.', code: 'forbidden' }));
  const { open } = renderPage();
  await act(() => readAhead(4));
  expect(dialogs).toEqual([]);
  expect(warn).toHaveBeenCalledWith('[portal] GET /getTicket/:id failed:', expect.anything());

  open();
  expect(screen.getByText('ticket loading')).toBeTruthy();
  await screen.findByText('thread loading');
  await waitFor(() => expect(dialogs).toHaveLength(1));
  await waitFor(() => expect(requestsTo(calls.listComments)).toHaveLength(2));
  expect(requestsTo(calls.getTicket)).toHaveLength(2);
  // The ticket's refusal is told; the thread's, the same, is not told again.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(dialogs.map((dialog) => dialog.message)).toEqual(['Not yours.']);
  warn.mockRestore();
});

test('when the modal already holds the ticket and thread, then a read ahead asks for neither', async () => {
  serveTicket();
  const { open } = renderPage();
  open();
  await screen.findByText('It was parked here');
  await screen.findByText('Lost car');
  const asked = requestsTo(calls.getTicket).length;

  await act(() => readAhead(4));
  expect(requestsTo(calls.getTicket)).toHaveLength(asked);
  expect(requestsTo(calls.listComments)).toHaveLength(1);
});
