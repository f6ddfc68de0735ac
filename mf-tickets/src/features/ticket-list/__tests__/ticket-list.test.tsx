import { setLanguage } from '@portal/shared/runtime/i18n';
import { onRequest, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTicketsTranslations } from '../../../i18n/use-tickets-t';
import { makeGroup, makePage, makeTicket } from '../../../testing/factories';
import { MY_TICKETS_FILTERS } from '../api/list-tickets';
import { TicketList } from '../components/ticket-list';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerTicketsTranslations();

const firstPage = makePage(
  [
    makeTicket({ _id: 1, title: 'Cannot log in', commentsCount: 3 }),
    makeTicket({ _id: 2, title: 'Lost my car', status: 1, commentsCount: 1 }),
  ],
  'cursor-2',
);
const secondPage = makePage([makeTicket({ _id: 3, title: 'Bug in the map' })]);

function serveList() {
  onRequest('GET', '/api/groups', () => [makeGroup()]);
  onRequest('POST', '/api/tickets', (body) =>
    (body as { cursor?: string }).cursor === 'cursor-2' ? secondPage : firstPage,
  );
}

beforeEach(async () => {
  await setLanguage('en');
});

describe('TicketList', () => {
  it('when the list loads, then each ticket is a link with its names, status and counts', async () => {
    serveList();
    renderWithPortal(<TicketList filters={MY_TICKETS_FILTERS} />);

    const link = await screen.findByRole('link', { name: /Cannot log in/ });
    expect(link).toHaveAttribute('href', '/ticket/1');
    expect(link).toHaveTextContent('Web support');
    expect(link).toHaveTextContent('Account');
    expect(link).toHaveTextContent('3 comments');
    expect(link).toHaveTextContent('Last activity:');
    const closed = screen.getByRole('link', { name: /Lost my car/ });
    expect(closed).toHaveTextContent('1 comment');
    expect(screen.getByRole('img', { name: 'Closed' })).toBeInTheDocument();
    expect(requestsTo('POST', '/api/tickets')[0]?.body).toEqual({
      type: 0,
      statusFilter: 'opened',
    });
  });

  it('when load more is pressed, then the next page is asked with the cursor and appended', async () => {
    serveList();
    const user = userEvent.setup();
    renderWithPortal(<TicketList filters={MY_TICKETS_FILTERS} />);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: /Bug in the map/ })).toBeInTheDocument();
    expect(requestsTo('POST', '/api/tickets').map((request) => request.body)).toEqual([
      { type: 0, statusFilter: 'opened' },
      { type: 0, statusFilter: 'opened', cursor: 'cursor-2' },
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the list is empty, then it says so in Spanish', async () => {
    await setLanguage('es');
    onRequest('GET', '/api/groups', () => [makeGroup()]);
    onRequest('POST', '/api/tickets', () => makePage([]));
    renderWithPortal(<TicketList filters={MY_TICKETS_FILTERS} />);

    expect(await screen.findByText('Todavía no has abierto ningún ticket.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis tickets' })).toBeInTheDocument();
  });

  it('when ticket-created arrives, then that ticket is fetched and added without reloading the list', async () => {
    serveList();
    onRequest('GET', '/api/getTicket/9', () => makeTicket({ _id: 9, title: 'Fresh ticket' }));
    renderWithPortal(<TicketList filters={MY_TICKETS_FILTERS} />);
    await screen.findByRole('link', { name: /Cannot log in/ });

    act(() => fakeSocket.serverSends('ticket-created', { ticketId: 9 }));

    expect(await screen.findByRole('link', { name: /Fresh ticket/ })).toBeInTheDocument();
    expect(requestsTo('POST', '/api/tickets')).toHaveLength(1);
  });

  it('when ticket-changed says a ticket was closed, then it leaves the open list', async () => {
    serveList();
    onRequest('GET', '/api/getTicket/1', () =>
      makeTicket({ _id: 1, title: 'Cannot log in', status: 1 }),
    );
    renderWithPortal(<TicketList filters={MY_TICKETS_FILTERS} />);
    await screen.findByRole('link', { name: /Cannot log in/ });

    act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 1 }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Cannot log in/ })).not.toBeInTheDocument(),
    );
    expect(requestsTo('POST', '/api/tickets')).toHaveLength(1);
  });
});
