import { calls, type Ticket } from '@portal/shared/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { makePage, makeTicket } from '../../testing/factories';
import { onCall, requestsTo, respond } from '../../testing/fake-api';
import { type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setLanguage } from '../i18n';
import { ticketKey, useTicket } from '../queries/get-ticket';
import { type TicketListFilters, useTicketListPages } from '../queries/list-tickets';
import { changeTicketEverywhere, ticketChanges } from '../ticket-changes';
import { useMutation } from '../use-mutation';

let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};

function freshCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

/** An answer the test releases when it wants, to look at the screen in between. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

const LIST: TicketListFilters = { type: 0, searchFilter: '', statusFilter: 'opened' };
const STAFF = { _id: 50, visualId: 'staff-hash', isStaff: true, name: 'staff1' };

/** The modal's ticket #7 and a list holding it, both read, and a take with optimistic changes. */
async function renderTake() {
  onCall(calls.getTicket, () => makeTicket({ _id: 7 }), { params: { id: 7 } });
  onCall(calls.listTickets, () => makePage([makeTicket({ _id: 6 }), makeTicket({ _id: 7 })]));
  const view = renderHook(
    () => {
      const ticket = useTicket(7);
      const list = useTicketListPages(LIST);
      const take = useMutation(calls.takeTicket, {
        optimistic: ({ body }, cache) =>
          ticketChanges(cache, body.ticketId, {
            optimistic: (shown) => ({ ...shown, assignees: [STAFF] }),
            settle: (answer) => answer,
          }),
      });
      const { cache, mutate } = useSWRConfig();
      return { ticket: ticket.data, rows: list.data?.[0]?.data, take, cache, mutate };
    },
    { wrapper: freshCache },
  );
  await waitFor(() => expect(view.result.current.rows).toHaveLength(2));
  await waitFor(() => expect(view.result.current.ticket).toBeDefined());
  return view;
}

const assigneesOf = (ticket: Ticket | undefined) => ticket?.assignees.map((a) => a.visualId);

beforeEach(async () => {
  await setLanguage('en', false);
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});
afterEach(() => unsubscribe());

test('when a write is sent, then its optimistic change shows in the ticket and its list row before the answer, and the answer settles both', async () => {
  const { answer, release } = held<Ticket>();
  const { result } = await renderTake();
  onCall(calls.takeTicket, () => answer);

  let taken: Promise<Ticket | undefined> = Promise.resolve(undefined);
  act(() => {
    taken = result.current.take.trigger({ body: { ticketId: 7 } });
  });

  await waitFor(() => expect(assigneesOf(result.current.ticket)).toEqual(['staff-hash']));
  expect(assigneesOf(result.current.rows?.[1])).toEqual(['staff-hash']);
  expect(assigneesOf(result.current.rows?.[0])).toEqual([]);
  expect(result.current.take.busy).toBe(true);

  const served = makeTicket({ _id: 7, assignees: [STAFF], title: 'As the server says' });
  await act(async () => {
    release(served);
    await taken;
  });
  expect(result.current.ticket?.title).toBe('As the server says');
  expect(result.current.rows?.[1]?.title).toBe('As the server says');
  expect(result.current.take.busy).toBe(false);
  expect(result.current.take.error).toBeUndefined();
  expect(requestsTo(calls.getTicket)).toHaveLength(1);
});

test('when the server refuses a write, then the ticket and its row roll back and the Error dialog shows the refusal', async () => {
  const { answer, release } = held<ReturnType<typeof respond>>();
  const { result } = await renderTake();
  onCall(calls.takeTicket, () => answer);

  let taken: Promise<Ticket | undefined> = Promise.resolve(undefined);
  act(() => {
    taken = result.current.take.trigger({ body: { ticketId: 7 } });
  });
  await waitFor(() => expect(assigneesOf(result.current.ticket)).toEqual(['staff-hash']));

  await act(async () => {
    release(respond(409, { error: 'Someone took it first.', code: 'assignment.alreadyAssigned' }));
    expect(await taken).toBeUndefined();
  });
  expect(assigneesOf(result.current.ticket)).toEqual([]);
  expect(assigneesOf(result.current.rows?.[1])).toEqual([]);
  expect(result.current.take.busy).toBe(false);
  expect(result.current.take.error?.status).toBe(409);
  expect(dialogs.map((dialog) => dialog.message)).toEqual(['Someone took it first.']);
});

test('when the server fails a write (not a refusal), then it rolls back and the Error dialog says so', async () => {
  const { result } = await renderTake();
  onCall(calls.takeTicket, () =>
    respond(503, { error: 'Try again shortly.', code: 'unavailable' }),
  );

  await act(async () => {
    await result.current.take.trigger({ body: { ticketId: 7 } });
  });

  expect(assigneesOf(result.current.ticket)).toEqual([]);
  expect(dialogs.map((dialog) => dialog.message)).toEqual(['Try again shortly.']);
});

test('when a write whose caller says failures in place fails on the server, then it rolls back with no dialog, and a refusal still shows the server reason', async () => {
  onCall(calls.getTicket, () => makeTicket({ _id: 7 }), { params: { id: 7 } });
  const { result } = renderHook(
    () => ({
      ticket: useTicket(7).data,
      assign: useMutation(calls.assignRole, {
        failureShownInPlace: true,
        optimistic: ({ body }, cache) =>
          ticketChanges(cache, body.ticketId, {
            optimistic: (shown) => ({ ...shown, roleAssignees: [body.key] }),
          }),
      }),
    }),
    { wrapper: freshCache },
  );
  await waitFor(() => expect(result.current.ticket).toBeDefined());

  onCall(calls.assignRole, () => respond(500, {}));
  await act(async () => {
    await result.current.assign.trigger({ body: { ticketId: 7, key: 'mods' } });
  });
  expect(result.current.ticket?.roleAssignees).toEqual([]);
  expect(result.current.assign.error?.status).toBe(500);
  expect(dialogs).toEqual([]);

  onCall(calls.assignRole, () => respond(422, { error: 'No.', code: 'assignment.notEligible' }));
  await act(async () => {
    await result.current.assign.trigger({ body: { ticketId: 7, key: 'mods' } });
  });
  expect(dialogs.map((dialog) => dialog.message)).toEqual(['No.']);
});

test('when the caller also says the server reason in place, then a refusal adds no dialog repeating it', async () => {
  const { result } = renderHook(() => useMutation(calls.assignRole, { reasonShownInPlace: true }), {
    wrapper: freshCache,
  });
  onCall(calls.assignRole, () => respond(422, { error: 'No.', code: 'assignment.notEligible' }));
  await act(async () => {
    await result.current.trigger({ body: { ticketId: 7, key: 'mods' } });
  });
  expect(result.current.error?.code).toBe('assignment.notEligible');
  onCall(calls.assignRole, () => respond(500, {}));
  await act(async () => {
    await result.current.trigger({ body: { ticketId: 7, key: 'mods' } });
  });
  expect(result.current.error?.status).toBe(500);
  expect(dialogs).toEqual([]);
});

test('when a quiet write fails, then it rolls back and is only logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  onCall(calls.getTicket, () => makeTicket({ _id: 7 }), { params: { id: 7 } });
  onCall(calls.assignRole, () => respond(422, { error: 'No.', code: 'assignment.notEligible' }));
  const { result } = renderHook(
    () => ({
      ticket: useTicket(7).data,
      assign: useMutation(calls.assignRole, {
        quiet: true,
        optimistic: ({ body }, cache) =>
          ticketChanges(cache, body.ticketId, {
            optimistic: (shown) => ({ ...shown, roleAssignees: [body.key] }),
          }),
      }),
    }),
    { wrapper: freshCache },
  );
  await waitFor(() => expect(result.current.ticket).toBeDefined());

  await act(async () => {
    await result.current.assign.trigger({ body: { ticketId: 7, key: 'mods' } });
  });

  expect(result.current.ticket?.roleAssignees).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(warn).toHaveBeenCalledWith('[portal] POST /assignRole failed:', expect.anything());
  warn.mockRestore();
});

test('when a write succeeds, then the entries it invalidates are read again', async () => {
  onCall(
    calls.getTicket,
    () => makeTicket({ _id: 7, title: `Read ${requestsTo(calls.getTicket).length}` }),
    {
      params: { id: 7 },
    },
  );
  onCall(calls.requestIntervention, () => ({ ok: true as const }));
  const { result } = renderHook(
    () => ({
      ticket: useTicket(7).data,
      request: useMutation(calls.requestIntervention, {
        invalidates: ({ body }) => [ticketKey(body.ticketId)],
      }),
    }),
    { wrapper: freshCache },
  );
  await waitFor(() => expect(result.current.ticket?.title).toBe('Read 1'));

  await act(async () => {
    await result.current.request.trigger({ body: { ticketId: 7 } });
  });

  await waitFor(() => expect(result.current.ticket?.title).toBe('Read 2'));
});

test('when an entry is not read yet, then a write leaves it alone, so its answer still arrives', async () => {
  onCall(calls.takeTicket, () => makeTicket({ _id: 7, assignees: [STAFF] }));
  const { result } = renderHook(
    () => {
      const { cache } = useSWRConfig();
      return {
        cache,
        take: useMutation(calls.takeTicket, {
          optimistic: ({ body }, held) =>
            ticketChanges(held, body.ticketId, { optimistic: (shown) => shown }),
        }),
      };
    },
    { wrapper: freshCache },
  );

  await act(async () => {
    await result.current.take.trigger({ body: { ticketId: 7 } });
  });

  expect([...result.current.cache.keys()]).toEqual([]);
});

test('when the page changes a ticket without a call (a read mark), then its entry and its list row change at once', async () => {
  const { result } = await renderTake();

  await act(() =>
    changeTicketEverywhere(result.current.cache, result.current.mutate, 7, (ticket) => ({
      ...ticket,
      lastReads: { 'staff-hash': 3 },
    })),
  );

  expect(result.current.ticket?.lastReads).toEqual({ 'staff-hash': 3 });
  expect(result.current.rows?.[1]?.lastReads).toEqual({ 'staff-hash': 3 });
  expect(result.current.rows?.[0]?.lastReads).toEqual({});
});

test('when a live event changes the ticket while a write is on its way, then a refusal keeps the live change', async () => {
  const { answer, release } = held<ReturnType<typeof respond>>();
  const { result } = await renderTake();
  onCall(calls.takeTicket, () => answer);

  let taken: Promise<Ticket | undefined> = Promise.resolve(undefined);
  act(() => {
    taken = result.current.take.trigger({ body: { ticketId: 7 } });
  });
  await waitFor(() => expect(assigneesOf(result.current.ticket)).toEqual(['staff-hash']));
  const live = makeTicket({ _id: 7, title: 'Changed elsewhere' });
  await act(() => result.current.mutate(ticketKey(7), live, { revalidate: false }));

  await act(async () => {
    release(respond(409, { error: 'Someone took it first.', code: 'assignment.alreadyAssigned' }));
    await taken;
  });
  expect(result.current.ticket?.title).toBe('Changed elsewhere');
});
