import { calls, type TicketComment } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen } from '@testing-library/react';
import TicketModal from '../../../exposed/ticket-modal';
import { makeComment } from '../../../testing/factories';
import { serveTicket } from '../../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../../testing/viewers';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

// What a player is sent for two staff members: no names, pseudonyms of this ticket alone.
const member = { visualId: 'a1a1a1a1a1a1a1a1', isStaff: true };
const colleague = { visualId: 'b2b2b2b2b2b2b2b2', isStaff: true };
const player = seenByAdmin(PLAYER);
const admin = seenByAdmin(STAFF_ADMIN);
const staff2 = { visualId: 'staff2-hash', isStaff: true, name: 'staff2', _id: 60, power: 10 };

const event = (_id: number, comment: Partial<TicketComment>) =>
  makeComment({ _id, message: '', ...comment });

const seenByPlayer = [
  event(1, { action: 'take', createdBy: member }),
  event(2, { action: 'assign', createdBy: member, assignee: colleague }),
  event(3, { action: 'unassign', createdBy: member, assignee: colleague }),
  event(4, { action: 'assignRole', createdBy: member, message: 'support' }),
  event(5, { action: 'unassignRole', createdBy: member, message: 'support' }),
  event(6, { action: 'requestComments', createdBy: { ...player } }),
  event(7, { action: 'unassign', createdBy: member, assignee: member }),
  event(8, { action: 'close', createdBy: member }),
  event(9, { action: 'reopen', createdBy: member }),
];

const seenByStaff = [
  event(1, { action: 'take', createdBy: admin }),
  event(2, { action: 'assign', createdBy: admin, assignee: staff2 }),
  event(3, { action: 'assign', createdBy: staff2, assignee: admin }),
  event(4, { action: 'unassign', createdBy: staff2, assignee: staff2 }),
  event(5, { action: 'assignRole', createdBy: staff2, message: 'support' }),
  event(6, { action: 'close', createdBy: staff2, message: 'valid' }),
  event(7, { action: 'close', createdBy: admin, message: 'invalid' }),
  event(8, { action: 'requestComments', createdBy: player }),
];

const EXPECTED = {
  es: {
    player: [
      'El equipo de soporte ha tomado el ticket',
      'El equipo de soporte ha asignado el ticket a otro miembro del equipo',
      'El equipo de soporte ha quitado del ticket a otro miembro del equipo',
      'El ticket se ha asignado a «Equipo de soporte»',
      'El ticket ya no está asignado a «Equipo de soporte»',
      'Has pedido más respuestas',
      'Un miembro del equipo de soporte ha dejado el ticket',
      'El equipo de soporte ha cerrado el ticket',
      'El equipo de soporte ha reabierto el ticket',
    ],
    staff: [
      'Has tomado el ticket',
      'Has asignado el ticket a staff2',
      'staff2 te ha asignado el ticket',
      'staff2 ha dejado el ticket',
      'staff2 ha asignado el ticket al rol «Equipo de soporte»',
      'staff2 ha cerrado la denuncia como «Válida»',
      'Has cerrado la denuncia como «No válida»',
      'player1 ha pedido más respuestas',
    ],
  },
  en: {
    player: [
      'The support team took the ticket',
      'The support team assigned the ticket to another team member',
      'The support team removed another team member from the ticket',
      'The ticket was assigned to “Support team”',
      'The ticket is no longer assigned to “Support team”',
      'You asked for more responses',
      'A support team member left the ticket',
      'The support team closed the ticket',
      'The support team reopened the ticket',
    ],
    staff: [
      'You took the ticket',
      'You assigned the ticket to staff2',
      'staff2 assigned the ticket to you',
      'staff2 left the ticket',
      'staff2 assigned the ticket to the role “Support team”',
      'staff2 closed the report as “Valid”',
      'You closed the report as “Invalid”',
      'player1 asked for more responses',
    ],
  },
} as const;

async function eventLines(comments: TicketComment[]): Promise<string[]> {
  serveTicket({ comments });
  onCall(calls.roles, () => [
    { key: 'support', name: { es: 'Equipo de soporte', en: 'Support team' } },
  ]);
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  // Role names arrive with GET /roles.
  await screen.findAllByText(/(Equipo de soporte»|Support team”)/);
  const thread = screen.getByRole('region', { name: /Conversa/ });
  return [...thread.querySelectorAll('.td-event > span')].map((line) => line.textContent ?? '');
}

beforeEach(() => window.localStorage.clear());

describe.each(['es', 'en'] as const)('event lines in %s', (language) => {
  beforeEach(() => setLanguage(language as Language));

  it('when a player reads what staff did, then each line names the support team once and reads as a sentence', async () => {
    signInAs(PLAYER);
    expect(await eventLines(seenByPlayer)).toEqual(EXPECTED[language].player);
  });

  it('when an admin reads them, then people are named, the viewer is "you" and a report close gives its resolution', async () => {
    signInAs(STAFF_ADMIN);
    expect(await eventLines(seenByStaff)).toEqual(EXPECTED[language].staff);
  });

  it('when a party of a report reads a request by someone they know only by hash id, then the line names their part, never the id', async () => {
    const reporter = { visualId: 'c3c3c3c3c3c3c3c3', isStaff: false };
    const accused = { visualId: 'd4d4d4d4d4d4d4d4', isStaff: false };
    signInAs({ ...PLAYER, visualId: 'e5e5e5e5e5e5e5e5' });
    serveTicket({
      ticket: { type: 1, createdBy: reporter, reportAccused: accused },
      comments: [
        event(1, { action: 'requestComments', createdBy: reporter }),
        event(2, { action: 'requestComments', createdBy: accused }),
      ],
    });
    renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
    const expected = {
      es: ['El autor del reporte ha pedido más respuestas', 'El acusado ha pedido más respuestas'],
      en: ['The reporter asked for more responses', 'The accused asked for more responses'],
    }[language];
    await screen.findByText(expected[0] ?? '');
    const thread = screen.getByRole('region', { name: /Conversa/ });
    const lines = [...thread.querySelectorAll('.td-event > span')].map((line) => line.textContent);
    expect(lines).toEqual(expected);
  });
});
