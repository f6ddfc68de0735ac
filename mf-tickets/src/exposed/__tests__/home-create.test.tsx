import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithPower } from '../../testing/sign-in-with-power';
import Home from '../home';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('en');
});

describe('Home', () => {
  it('when a ticket is created with the form and its live ticket-created also arrives, then the unassigned badge grows by one', async () => {
    signInWithPower(2);
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.roles, () => []);
    onCall(calls.listTickets, () => ({
      // More pages follow: the new ticket (oldest comment first) is not among the loaded rows.
      ...makePage([makeTicket({ _id: 1, title: 'Older ticket' })], 'cursor-2'),
      unassignedCounts: { support: 2, report: 0 },
    }));
    onCall(calls.createTicket, () => {
      // The server publishes ticket-created to the creator as it answers.
      fakeSocket.serverSends('ticket-created', { ticketId: 9 });
      return { ticketId: 9 };
    });
    // Over a network both reads of the new ticket are under way at once.
    onCall(
      calls.getTicket,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return makeTicket({ _id: 9, title: 'I cannot log in' });
      },
      { params: { id: 9 } },
    );
    const user = userEvent.setup();
    renderWithPortal(<Home />);
    await screen.findByRole('tab', { name: 'Support 2 unassigned' });

    await user.selectOptions(await screen.findByLabelText('Group'), 'support');
    await user.selectOptions(screen.getByLabelText('Category'), 'account');
    await user.type(screen.getByLabelText(/^Title/), 'I cannot log in');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));

    expect(await screen.findByRole('tab', { name: 'Support 3 unassigned' })).toBeInTheDocument();
    // Every refresh has settled: the badge stays at one more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('tab', { name: 'Support 3 unassigned' })).toBeInTheDocument();
  });
});
