import type { Ticket } from '@portal/shared/contract';
import { calls, TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment, makeTicket } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const REPORT: Partial<Ticket> = {
  type: TICKET_TYPE.report,
  createdBy: seenByAdmin(PLAYER),
  assignees: [],
  reportAccused: { visualId: 'accused-hash', isStaff: false, name: 'cheater' },
  inFraganti: true,
};

const RELATED = [
  makeTicket({
    ...REPORT,
    _id: 9,
    title: 'Wallhack in the arena',
    timestamp: Date.UTC(2024, 2, 5),
  }),
  makeTicket({ ...REPORT, _id: 8, title: 'Insults in chat', timestamp: Date.UTC(2024, 1, 3) }),
];

function serveReport(ticket: Partial<Ticket> = {}, related: Ticket[] = RELATED) {
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  return serveTicket({
    ticket: { ...REPORT, ...ticket },
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
    group: { adminRoles: ['support-admins'] },
    related,
  });
}

async function openModal() {
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
}

describe.each([
  {
    language: 'en',
    section: 'Other reports against this player (2)',
    number: '#9',
    closeAll: 'Close all with one resolution',
    resolution: 'Report resolution',
    invalid: 'Invalid',
    cancel: 'Cancel',
    closed: '2 reports closed',
    refused: '#9 was not closed: This ticket is already closed.',
    reopen: 'Reopen ticket',
  },
  {
    language: 'es',
    section: 'Otras denuncias contra este jugador (2)',
    number: 'n.º 9',
    closeAll: 'Cerrar todas con una resolución',
    resolution: 'Resolución de la denuncia',
    invalid: 'No válida',
    cancel: 'Cancelar',
    closed: 'Se cerraron 2 denuncias',
    refused: 'n.º 9 no se cerró: Este ticket ya está cerrado.',
    reopen: 'Reabrir ticket',
  },
])('related reports in $language', (texts) => {
  beforeEach(() => setLanguage(texts.language as Language));

  it('when staff opens an open report, then the other reports against the player are listed as links', async () => {
    signInAs(STAFF_ADMIN);
    serveReport();
    await openModal();

    const section = await screen.findByRole('region', { name: texts.section });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ticket/9', '/ticket/8']);
    expect(links[0]).toHaveTextContent('Wallhack in the arena');
    expect(links[0]).toHaveTextContent(texts.number);
    expect(within(links[0] as HTMLElement).getByText('2024', { exact: false })).toBeInTheDocument();
    expect(requestsTo(calls.relatedReports).map((request) => request.params)).toEqual([
      { ticketId: 7 },
    ]);
  });

  it('when staff closes them all, then the resolution is asked once, sent, and the outcome said', async () => {
    const user = userEvent.setup();
    signInAs(STAFF_ADMIN);
    serveReport();
    onCall(calls.closeRelatedReports, () => {
      serveReport({ status: TICKET_STATUS.closed, resolution: 'invalid' }, []);
      return { done: [7, 8], refused: [{ ticketId: 9, code: 'ticket.alreadyClosed' }] };
    });
    await openModal();
    const section = await screen.findByRole('region', { name: texts.section });

    await user.click(within(section).getByRole('button', { name: texts.closeAll }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: texts.resolution })).getByRole('button', {
        name: texts.cancel,
      }),
    );
    expect(requestsTo(calls.closeRelatedReports)).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: texts.closeAll }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: texts.invalid }),
    );

    const status = await screen.findByText(texts.closed);
    expect(status.closest('[role="status"]')).toHaveTextContent(texts.refused);
    expect(
      requestsTo(calls.closeRelatedReports).map(({ params, body }) => ({ params, body })),
    ).toEqual([{ params: { ticketId: 7 }, body: { resolveType: 'invalid' } }]);
    // The modal's report shows closed, and the list of others is gone with it.
    expect(await screen.findByRole('button', { name: texts.reopen })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: texts.section })).not.toBeInTheDocument();
    expect(requestsTo(calls.getTicket).length).toBeGreaterThan(1);
    expect(screen.getByText(texts.closed)).toBeInTheDocument();
  });
});

describe('related reports are never asked', () => {
  beforeEach(() => setLanguage('en'));

  async function expectNotAsked() {
    await openModal();
    await waitFor(() => expect(requestsTo(calls.getTicket)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /other reports/i })).not.toBeInTheDocument();
    expect(requestsTo(calls.relatedReports)).toHaveLength(0);
  }

  it('when a player opens their report, then they are never asked', async () => {
    signInAs(PLAYER);
    serveReport({ createdBy: { visualId: PLAYER.visualId, isStaff: false, name: 'player1' } });
    await expectNotAsked();
  });

  it('when staff opens a support ticket, then they are never asked', async () => {
    signInAs(STAFF_ADMIN);
    serveReport({ type: TICKET_TYPE.support, reportAccused: undefined, inFraganti: undefined });
    await expectNotAsked();
  });

  it('when staff opens a report against themselves, then they are never asked', async () => {
    signInAs(STAFF_ADMIN);
    serveReport({ reportAccused: seenByAdmin(STAFF_ADMIN) });
    await expectNotAsked();
  });

  it('when staff opens a closed report, then they are never asked', async () => {
    signInAs(STAFF_ADMIN);
    serveReport({ status: TICKET_STATUS.closed, resolution: 'valid' });
    await expectNotAsked();
  });

  it('when there are no other reports, then nothing is shown', async () => {
    signInAs(STAFF_ADMIN);
    serveReport({}, []);
    await openModal();

    await waitFor(() => expect(requestsTo(calls.relatedReports)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /other reports/i })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Close all with one resolution' }),
    ).not.toBeInTheDocument();
  });
});

describe('a long list of related reports', () => {
  beforeEach(() => setLanguage('en'));

  it('when there are more than five, then the first five show until all are asked for', async () => {
    const user = userEvent.setup();
    signInAs(STAFF_ADMIN);
    const many = [20, 19, 18, 17, 16, 15, 14].map((id) => makeTicket({ ...REPORT, _id: id }));
    serveReport({}, many);
    await openModal();

    const section = await screen.findByRole('region', {
      name: 'Other reports against this player (7)',
    });
    expect(within(section).getAllByRole('link')).toHaveLength(5);
    await user.click(within(section).getByRole('button', { name: 'Show all 7' }));
    expect(within(section).getAllByRole('link')).toHaveLength(7);
    expect(within(section).queryByRole('button', { name: 'Show all 7' })).not.toBeInTheDocument();
  });
});
