import { calls } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup } from '@portal/shared/testing/factories';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { act, waitFor } from '@testing-library/react';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

// A file of its own: the connection's first connect happens once per page (and test file).
it('when the list could not be read, then the live connection opening does not read it again (the failure shows once), and a later reconnect does', async () => {
  await setLanguage('en');
  signInWithPower(0);
  const dialogs: ErrorDialogRequest[] = [];
  const stopListening = onErrorDialog((request) => dialogs.push(request));
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.listTickets, () => respond(418));
  renderBrowser();
  await waitFor(() => expect(dialogs).toHaveLength(1));
  const reads = requestsTo(calls.listTickets).length;

  act(() => fakeSocket.serverSends('connect'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(requestsTo(calls.listTickets)).toHaveLength(reads);
  expect(dialogs).toHaveLength(1);

  act(() => fakeSocket.serverSends('connect'));
  await waitFor(() => expect(requestsTo(calls.listTickets)).toHaveLength(reads + 1));
  stopListening();
});
