import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { act, screen, waitFor } from '@testing-library/react';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

// The live connection opens after the first screen (issue 26): the list shown first was read
// before it, so a ticket changed meanwhile would stay as it was read without a second read.
it('when the live connection first opens after the list was read, then the list is read again once and shows what changed meanwhile', async () => {
  await setLanguage('en');
  signInWithPower(0);
  let title = 'Cannot log in';
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.listTickets, () => makePage([makeTicket({ _id: 1, title })]));
  renderBrowser();
  await screen.findByRole('link', { name: /Cannot log in/ });
  const before = requestsTo(calls.listTickets).length;

  title = 'Cannot log in since the update';
  act(() => fakeSocket.serverSends('connect'));

  expect(await screen.findByRole('link', { name: /since the update/ })).toBeInTheDocument();
  await waitFor(() => expect(requestsTo(calls.listTickets)).toHaveLength(before + 1));
});
