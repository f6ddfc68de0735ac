import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const firstPage = {
  ...makePage(
    [
      makeTicket({
        _id: 1,
        title: 'Cannot log in',
        commentsCount: 3,
        lastReads: { me777: 1 },
        assignees: [{ visualId: 'st1', isStaff: true }],
      }),
      makeTicket({ _id: 2, title: 'Lost my car', status: 1, commentsCount: 1 }),
    ],
    'cursor-2',
  ),
  unassignedCounts: { support: 2, report: 5 },
};
const secondPage = makePage([makeTicket({ _id: 3, title: 'Bug in the map' })]);

function serveList() {
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.listTickets, ({ body }) =>
    (body as { cursor?: string }).cursor === 'cursor-2' ? secondPage : firstPage,
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  await setLanguage('en');
});

describe('TicketBrowser list', () => {
  it('when a player opens home, then rows show names, status, counts, unread and assignees', async () => {
    signInWithPower(0);
    serveList();
    renderBrowser();

    const link = await screen.findByRole('link', { name: /Cannot log in/ });
    expect(link).toHaveAttribute('href', '/ticket/1');
    expect(link).toHaveTextContent('Web support');
    expect(link).toHaveTextContent('Account');
    expect(link).toHaveTextContent('3 comments');
    expect(link).toHaveTextContent('2 unread');
    expect(link).toHaveTextContent('Assigned to Support team');
    expect(link).toHaveTextContent('Last activity:');
    const closed = screen.getByRole('link', { name: /Lost my car/ });
    expect(closed).toHaveTextContent('1 comment');
    expect(closed).toHaveTextContent('Unassigned');
    expect(screen.getByRole('img', { name: 'Closed' })).toBeInTheDocument();
    expect(requestsTo(calls.listTickets)[0]?.body).toEqual({
      type: 0,
      statusFilter: 'opened',
      sort: 'oldestComment',
    });
  });

  it('when the list answers with unassigned counts, then both tabs show their badge', async () => {
    signInWithPower(0);
    serveList();
    renderBrowser();

    expect(await screen.findByRole('tab', { name: 'Support 2 unassigned' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Reports 5 unassigned' })).toBeInTheDocument();
  });

  it('when load more is pressed, then the next page is asked with the cursor and appended', async () => {
    serveList();
    const user = userEvent.setup();
    renderBrowser();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: /Bug in the map/ })).toBeInTheDocument();
    expect(requestsTo(calls.listTickets).map((request) => request.body)).toEqual([
      { type: 0, statusFilter: 'opened', sort: 'oldestComment' },
      { type: 0, statusFilter: 'opened', sort: 'oldestComment', cursor: 'cursor-2' },
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the list is empty, then it says so in Spanish under "Mis tickets"', async () => {
    await setLanguage('es');
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listTickets, () => makePage([]));
    renderBrowser();

    expect(await screen.findByText('Todavía no has abierto ningún ticket.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis tickets' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Soporte' })).toBeInTheDocument();
  });

  it('when a ticket is a public event, then its row shows the date and place chosen', async () => {
    await setLanguage('en');
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listTickets, () =>
      makePage([
        makeTicket({
          _id: 5,
          title: 'CARRERA',
          eventCalendar: { timestamp: Date.UTC(2026, 11, 1, 12), location: 'Puerto' },
        }),
      ]),
    );
    renderBrowser();

    const link = await screen.findByRole('link', { name: /CARRERA/ });
    expect(link).toHaveTextContent(/Event: Dec 1, 2026, .* · Puerto/);
  });

  it('when staff and a role are assigned, then a player reads the support team once, never the role key', async () => {
    signInWithPower(0);
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listTickets, () =>
      makePage([
        makeTicket({
          _id: 6,
          title: 'Stuck in a wall',
          assignees: [{ visualId: 'st1', isStaff: true }],
          roleAssignees: ['support', 'reports'],
        }),
      ]),
    );
    renderBrowser();

    const link = await screen.findByRole('link', { name: /Stuck in a wall/ });
    const assignees = link.querySelector('.tk-row-assignees');
    expect(assignees).toHaveTextContent(/^Assigned to Support team$/);
  });

  it.each([
    ['staff', 2, true],
    ['a player', 0, false],
  ])(
    'when a closed report was resolved as valid, then for %s (power %i) its row tells it: %s',
    async (_who, power, shown) => {
      signInWithPower(power);
      onCall(calls.groups, () => [makeGroup()]);
      onCall(calls.roles, () => []);
      onCall(calls.listReports, () =>
        makePage([
          makeTicket({ _id: 8, type: 1, status: 1, title: 'Flying car', resolution: 'valid' }),
        ]),
      );
      renderBrowser('/?tab=reports&status=closed');

      const link = await screen.findByRole('link', { name: /Flying car/ });
      if (shown) expect(link).toHaveTextContent('Resolution: Valid');
      else expect(link).not.toHaveTextContent(/Resolution|Valid/);
    },
  );

  it('when a report is open, then its icon is the report-in-progress warning', async () => {
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listReports, () =>
      makePage([
        makeTicket({
          _id: 4,
          type: 1,
          title: 'Cheater',
          reportAccused: { visualId: 'bad1', isStaff: false },
        }),
      ]),
    );
    renderBrowser('/?tab=reports');

    const link = await screen.findByRole('link', { name: /Cheater/ });
    expect(link).toHaveTextContent('Accused: bad1');
    expect(screen.getByRole('img', { name: 'Report in progress' })).toHaveClass(
      'tk-status-reportInProgress',
    );
  });

  it('when ticket-created arrives, then the ticket is fetched, added and the badge grows, no list reload', async () => {
    signInWithPower(0);
    serveList();
    onCall(calls.getTicket, () => makeTicket({ _id: 9, title: 'Fresh ticket', lastComment: 5 }), {
      params: { id: 9 },
    });
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    act(() => fakeSocket.serverSends('ticket-created', { ticketId: 9 }));

    expect(await screen.findByRole('link', { name: /Fresh ticket/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Support 3 unassigned' })).toBeInTheDocument();
    expect(requestsTo(calls.listTickets)).toHaveLength(1);
  });

  it('when ticket-changed says an unassigned ticket was taken, then the badge drops and it stays', async () => {
    signInWithPower(0);
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listTickets, () => ({
      ...makePage([makeTicket({ _id: 5, title: 'Waiting' })]),
      unassignedCounts: { support: 1, report: 0 },
    }));
    onCall(
      calls.getTicket,
      () => makeTicket({ _id: 5, title: 'Waiting', assignees: [{ visualId: 's', isStaff: true }] }),
      { params: { id: 5 } },
    );
    renderBrowser();
    await screen.findByRole('tab', { name: 'Support 1 unassigned' });

    act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 5 }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Support' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Waiting/ })).toHaveTextContent(
      'Assigned to Support team',
    );
    expect(requestsTo(calls.listTickets)).toHaveLength(1);
  });

  it('when ticket-changed arrives while the first page is still on its way, then the page still shows when it comes', async () => {
    signInWithPower(2);
    let answerList: () => void = () => undefined;
    const listHeld = new Promise<void>((resolve) => {
      answerList = resolve;
    });
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.roles, () => []);
    onCall(calls.listTickets, async () => {
      await listHeld;
      return firstPage;
    });
    onCall(calls.getTicket, () => makeTicket({ _id: 1, title: 'Cannot log in' }), {
      params: { id: 1 },
    });
    renderBrowser();
    await waitFor(() => expect(requestsTo(calls.listTickets)).toHaveLength(1));

    act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 1 }));
    await waitFor(() => expect(requestsTo(calls.getTicket)).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    answerList();

    expect(await screen.findByRole('link', { name: /Lost my car/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Support 2 unassigned' })).toBeInTheDocument();
  });

  it('when ticket-changed says a ticket was closed, then it leaves the open list', async () => {
    serveList();
    onCall(calls.getTicket, () => makeTicket({ _id: 1, title: 'Cannot log in', status: 1 }), {
      params: { id: 1 },
    });
    renderBrowser();
    await screen.findByRole('link', { name: /Cannot log in/ });

    act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 1 }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Cannot log in/ })).not.toBeInTheDocument(),
    );
    expect(requestsTo(calls.listTickets)).toHaveLength(1);
  });

  it('when the live connection comes back, then the shown list is read again, and a hidden one when shown', async () => {
    const user = userEvent.setup();
    serveList();
    onCall(calls.listReports, () => makePage([makeTicket({ _id: 9, title: 'Old report' })]));
    renderBrowser();
    await user.click(await screen.findByRole('tab', { name: /Reports/ }));
    await screen.findByRole('link', { name: /Old report/ });
    await user.click(screen.getByRole('tab', { name: /Support/ }));
    await screen.findByRole('link', { name: /Cannot log in/ });
    act(() => fakeSocket.serverSends('connect'));
    onCall(calls.listTickets, () => makePage([makeTicket({ _id: 4, title: 'Missed' })]));
    onCall(calls.listReports, () => makePage([makeTicket({ _id: 8, title: 'Missed report' })]));

    act(() => fakeSocket.serverSends('connect'));

    expect(await screen.findByRole('link', { name: /Missed/ })).toBeInTheDocument();
    expect(requestsTo(calls.listReports)).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: /Reports/ }));
    expect(await screen.findByRole('link', { name: /Missed report/ })).toBeInTheDocument();
  });
});
