import type { Ticket } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { onErrorDialog } from '@portal/shared/runtime/errors';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment, makeTicket } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const asAdmin = (ticket: Partial<Ticket> = {}) => ({
  createdBy: seenByAdmin(PLAYER),
  assignees: [],
  ...ticket,
});

function serveAsAdmin(ticket: Partial<Ticket> = {}, inactiveMinutesWarning = 0) {
  signInAs(STAFF_ADMIN);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  return serveTicket({
    ticket: asAdmin(ticket),
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
    group: {
      adminRoles: ['support-admins'],
      inactiveMinutesWarning,
      precannedAnswers: [
        { title: 'Saludo', content: 'Hola {creator}, revisamos tu caso de {group} / {category}.' },
      ],
    },
  });
}

async function openModal(onClose = jest.fn()) {
  renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
  await screen.findByText('Hello, I need help');
  return screen.findByRole('region', { name: /staff/i });
}

const errorDialogs: unknown[] = [];
beforeAll(() => onErrorDialog((request) => errorDialogs.push(request)));
beforeEach(() => {
  window.localStorage.clear();
  errorDialogs.length = 0;
});

describe.each([
  [
    'en',
    'Take ticket',
    'Close ticket',
    'Report resolution',
    'Valid',
    'Cancel',
    'Reopen ticket',
    'Ticket details',
  ],
  [
    'es',
    'Tomar ticket',
    'Cerrar ticket',
    'Resolución de la denuncia',
    'Válida',
    'Cancelar',
    'Reabrir ticket',
    'Datos del ticket',
  ],
] as const)(
  'staff tools in %s',
  (language, take, close, resolution, valid, cancel, reopen, summary) => {
    beforeEach(() => setLanguage(language as Language));

    it('when staff takes the ticket, then POST /takeTicket and the answer updates the header', async () => {
      const user = userEvent.setup();
      serveAsAdmin();
      onCall(calls.takeTicket, () =>
        makeTicket(asAdmin({ assignees: [seenByAdmin(STAFF_ADMIN)] })),
      );
      const tools = await openModal();

      await user.click(await within(tools).findByRole('button', { name: take }));

      await waitFor(() =>
        expect(screen.getByRole('region', { name: summary })).toHaveTextContent('staff1'),
      );
      expect(requestsTo(calls.takeTicket).map((request) => request.body)).toEqual([
        { ticketId: 7 },
      ]);
      expect(within(tools).queryByRole('button', { name: take })).not.toBeInTheDocument();
    });

    /** Opens the modal as an admin and takes the ticket, waiting until the button is gone. */
    async function takeTheTicket() {
      const user = userEvent.setup();
      serveAsAdmin();
      onCall(calls.takeTicket, () =>
        makeTicket(asAdmin({ assignees: [seenByAdmin(STAFF_ADMIN)] })),
      );
      const onClose = jest.fn();
      const tools = await openModal(onClose);
      await user.click(await within(tools).findByRole('button', { name: take }));
      await waitFor(() => expect(within(tools).queryByRole('button', { name: take })).toBeNull());
      return { user, onClose };
    }

    it('when staff has taken the ticket, then focus stays in the modal and Escape still closes it', async () => {
      const { user, onClose } = await takeTheTicket();

      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('when staff has taken the ticket, then a click outside still closes the modal', async () => {
      const { user, onClose } = await takeTheTicket();

      await user.click(document.body);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('when a report is closed, then the resolution dialog decides; cancel changes nothing', async () => {
      const user = userEvent.setup();
      serveAsAdmin({
        type: 1,
        reportAccused: { visualId: 'acc', isStaff: false },
        inFraganti: true,
      });
      onCall(calls.closeTicket, () => makeTicket(asAdmin({ type: 1, status: 1 })));
      const tools = await openModal();

      await user.click(await within(tools).findByRole('button', { name: close }));
      await user.click(
        within(screen.getByRole('alertdialog', { name: resolution })).getByRole('button', {
          name: cancel,
        }),
      );
      expect(requestsTo(calls.closeTicket)).toHaveLength(0);

      await user.click(within(tools).getByRole('button', { name: close }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: valid }),
      );

      expect(await within(tools).findByRole('button', { name: reopen })).toBeInTheDocument();
      expect(requestsTo(calls.closeTicket).map((request) => request.body)).toEqual([
        { ticketId: 7, resolveType: 'valid' },
      ]);
    });
  },
);

describe('staff tools', () => {
  beforeEach(() => setLanguage('en'));

  it('when closing with text in the input, then the comment is posted first, staff-only as toggled', async () => {
    const user = userEvent.setup();
    serveAsAdmin();
    onCall(calls.postComment, () => makeComment({ _id: 9, message: 'Solved', staffOnly: true }));
    onCall(calls.closeTicket, () => makeTicket(asAdmin({ status: 1 })));
    const tools = await openModal();

    await user.click(await screen.findByRole('checkbox', { name: 'Private comment (staff only)' }));
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Solved');
    await user.click(within(tools).getByRole('button', { name: 'Close ticket' }));

    await within(tools).findByRole('button', { name: 'Reopen ticket' });
    const order = [...requestsTo(calls.postComment), ...requestsTo(calls.closeTicket)];
    expect(order.map((request) => [request.url, request.body])).toEqual([
      ['/api/comment', { ticketId: 7, comment: 'Solved', staffOnly: true }],
      ['/api/closeTicket', { ticketId: 7 }],
    ]);
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it('when reopening a closed ticket, then POST /reopenTicket', async () => {
    const user = userEvent.setup();
    serveAsAdmin({ status: 1 });
    onCall(calls.reopenTicket, () => makeTicket(asAdmin({ status: 0 })));
    const tools = await openModal();

    await user.click(await within(tools).findByRole('button', { name: 'Reopen ticket' }));

    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(requestsTo(calls.reopenTicket)[0]?.body).toEqual({ ticketId: 7 });
  });

  it('when assigning from the possible lists and unassigning, then the calls carry ids and keys; failures are only logged', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAsAdmin({ assignees: [seenByAdmin(STAFF_ADMIN)] });
    onCall(
      calls.ticketPossibleAssignees,
      () => [
        { _id: 50, name: 'staff1', visualId: 'staff-hash', power: 2 },
        { _id: 51, name: 'staff2', visualId: 'staff2-hash', power: 2 },
      ],
      { params: { ticketId: 7 } },
    );
    onCall(
      calls.ticketRolePossibleAssignees,
      () => [{ key: 'moderators', name: { es: 'Moderación', en: 'Moderation' } }],
      { params: { ticketId: 7 } },
    );
    onCall(calls.assignUser, () => respond(403, { error: 'No', code: 'forbidden' }));
    onCall(calls.assignRole, () => makeTicket(asAdmin({ roleAssignees: ['moderators'] })));
    onCall(calls.unassignRole, () => makeTicket(asAdmin()));
    onCall(calls.roles, () => [
      { key: 'moderators', name: { es: 'Moderación', en: 'Moderation' } },
    ]);
    const tools = await openModal();

    await user.click(await within(tools).findByRole('button', { name: 'Assign…' }));
    const userSelect = within(tools).getByRole('combobox', { name: 'Assign to a staff member' });
    await waitFor(() => expect(within(userSelect).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(userSelect, 'staff2');
    await user.click(within(tools).getByRole('button', { name: 'Assign member' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(errorDialogs).toEqual([]);

    await user.selectOptions(
      within(tools).getByRole('combobox', { name: 'Assign to a role' }),
      'Moderation',
    );
    await user.click(within(tools).getByRole('button', { name: 'Assign role' }));
    await user.click(
      await within(tools).findByRole('button', {
        name: 'Remove the role Moderation from the ticket',
      }),
    );

    await waitFor(() => expect(requestsTo(calls.unassignRole)).toHaveLength(1));
    expect(requestsTo(calls.assignUser)[0]?.body).toEqual({ ticketId: 7, userId: 51 });
    expect(requestsTo(calls.assignRole)[0]?.body).toEqual({
      ticketId: 7,
      key: 'moderators',
    });
    expect(requestsTo(calls.unassignRole)[0]?.body).toEqual({
      ticketId: 7,
      key: 'moderators',
    });
    warn.mockRestore();
  });

  it('when a member and a role are assigned, then each shows by name, with its own remove button', async () => {
    serveAsAdmin({ assignees: [seenByAdmin(STAFF_ADMIN)], roleAssignees: ['moderators'] });
    onCall(calls.roles, () => [
      { key: 'moderators', name: { es: 'Moderación', en: 'Moderation' } },
    ]);
    const tools = await openModal();

    const assigned = within(tools).getByRole('list', { name: 'Assigned' });
    const [member, role] = within(assigned).getAllByRole('listitem');
    expect(member).toHaveTextContent(/^staff1$/);
    within(member as HTMLElement).getByRole('button', { name: 'Remove staff1 from the ticket' });
    await waitFor(() => expect(role).toHaveTextContent(/^Moderation$/));
    within(role as HTMLElement).getByRole('button', {
      name: 'Remove the role Moderation from the ticket',
    });
  });

  it('when a canned answer is chosen, then its placeholders are filled into the input', async () => {
    const user = userEvent.setup();
    serveAsAdmin();
    await openModal();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Canned answer' }),
      'Saludo',
    );

    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(
      'Hola player1, revisamos tu caso de Soporte web / Cuenta.',
    );
  });

  it('when a canned answer is chosen on a report, then it greets the reporter by neither name nor hash id: the accused reads it too', async () => {
    const user = userEvent.setup();
    serveAsAdmin({ type: 1 });
    await openModal();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Canned answer' }),
      'Saludo',
    );

    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(
      'Hola, revisamos tu caso de Soporte web / Cuenta.',
    );
  });

  it('when the group warns after 30 minutes and 30 have passed, then the warning shows', async () => {
    serveAsAdmin({ lastComment: Date.now() - 30 * 60_000 - 1_000 }, 30);
    const tools = await openModal();
    expect(await within(tools).findByText('No comments for 30 min')).toBeInTheDocument();
  });

  it.each([
    [2361, 'No comments for 1 day 15 hr'],
    [185, 'No comments for 3 hr 5 min'],
  ])('when the ticket has been idle %i minutes, then it reads as %s', async (age, text) => {
    serveAsAdmin({ lastComment: Date.now() - age * 60_000 - 1_000 }, 30);
    const tools = await openModal();
    expect(await within(tools).findByText(text)).toBeInTheDocument();
  });

  it.each([
    [29, 30],
    [600, 0],
  ])(
    'when the last comment is %i minutes old and the threshold %i, then no warning',
    async (age, threshold) => {
      serveAsAdmin({ lastComment: Date.now() - age * 60_000 }, threshold);
      const tools = await openModal();
      await within(tools).findByRole('link', { name: 'Open map' });
      expect(within(tools).queryByText(/No comments for/)).not.toBeInTheDocument();
    },
  );

  it('when an admin opens the map, then the frame shows the event place read-only, without the session token', async () => {
    serveAsAdmin({ eventCalendar: { location: 'Plaza (40, 60)' } });
    const tools = await openModal();
    const link = await within(tools).findByRole('link', { name: 'Open map' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://frames.example/map');
    expect(href.searchParams.get('lang')).toBe('en');
    expect(href.searchParams.get('id')).toBe('7');
    expect(href.searchParams.get('server')).toBe('hub2');
    expect(href.searchParams.get('location')).toBe('Plaza (40, 60)');
    expect(href.searchParams.get('view')).toBe('place');
    expect(href.searchParams.has('title')).toBe(false);
    const token = window.localStorage.getItem('portal.token') ?? '';
    expect(token).not.toBe('');
    expect(link.getAttribute('href')).not.toContain(token);
    expect(href.searchParams.has('token')).toBe(false);
  });

  it('when the map address cannot be looked up, then there is no map link and no Error dialog', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveAsAdmin();
    onCall(calls.getUrlFrame, () => respond(404, { error: 'Nope', code: 'x' }));
    const tools = await openModal();
    await within(tools).findByRole('button', { name: 'Close ticket' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(tools).queryByRole('link', { name: 'Open map' })).not.toBeInTheDocument();
    expect(errorDialogs).toEqual([]);
    warn.mockRestore();
  });

  it('when staff hovers a player, then their game stats and earlier reports show', async () => {
    const user = userEvent.setup();
    serveAsAdmin();
    onCall(
      calls.accountStats,
      () => ({
        factionName: 'Policía',
        factionCode: 'LSPD',
        factionRank: 'Cadete',
        level: 12,
      }),
      { params: { visualId: 'player-hash' } },
    );
    onCall(
      calls.accountReports,
      () => [
        {
          _id: 3,
          brokenRules: [
            {
              key: 'dm',
              prettyName: { es: 'DM', en: 'Deathmatch' },
              description: { es: '', en: '' },
            },
          ],
          resolution: 'valid' as const,
        },
      ],
      { params: { visualId: 'player-hash' } },
    );
    await openModal();

    const [creator] = await screen.findAllByRole('button', { name: 'Details of player1' });
    await user.hover(creator as HTMLElement);

    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() =>
      expect(tooltip).toHaveTextContent('Report #3 · In the act · Deathmatch · Valid'),
    );
    expect(tooltip).toHaveTextContent('Faction: Policía (LSPD)');
    expect(tooltip).toHaveTextContent('Level: 12');
  });
});
