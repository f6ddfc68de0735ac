import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { act, screen, waitFor } from '@testing-library/react';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';
import { BURST_SIZE } from '../cache/change-burst';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const IDS = Array.from({ length: 40 }, (_, index) => index + 1);

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('en');
});

test('when someone closes forty tickets at once, then the list is read again once instead of each ticket', async () => {
  signInWithPower(2);
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => []);
  let closed = false;
  onCall(calls.listTickets, () =>
    makePage(
      closed
        ? [makeTicket({ _id: 99, title: 'Still open' })]
        : IDS.map((id) => makeTicket({ _id: id, title: `Spam ${id}`, lastComment: id })),
    ),
  );
  onCall(calls.getTicket, ({ params }) => makeTicket({ _id: Number(params.id), status: 1 }));
  renderBrowser();
  await screen.findByRole('link', { name: /Spam 40/ });

  closed = true;
  act(() => {
    for (const ticketId of IDS) fakeSocket.serverSends('ticket-changed', { ticketId });
  });

  expect(await screen.findByRole('link', { name: /Still open/ })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: /Spam/ })).toBeNull());
  expect(requestsTo(calls.listTickets)).toHaveLength(2);
  expect(requestsTo(calls.getTicket).length).toBeLessThanOrEqual(BURST_SIZE);
});

test('when a few tickets change, then each is read on its own and the list is not read again', async () => {
  signInWithPower(2);
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => []);
  onCall(calls.listTickets, () =>
    makePage(IDS.slice(0, 5).map((id) => makeTicket({ _id: id, title: `Spam ${id}` }))),
  );
  onCall(calls.getTicket, ({ params }) =>
    makeTicket({ _id: Number(params.id), title: `Renamed ${params.id}` }),
  );
  renderBrowser();
  await screen.findByRole('link', { name: /Spam 5/ });

  act(() => {
    for (const ticketId of IDS.slice(0, 3)) fakeSocket.serverSends('ticket-changed', { ticketId });
  });

  await screen.findByRole('link', { name: /Renamed 3/ });
  expect(requestsTo(calls.getTicket)).toHaveLength(3);
  expect(requestsTo(calls.listTickets)).toHaveLength(1);
});
