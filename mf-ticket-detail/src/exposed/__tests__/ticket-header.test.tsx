import type { Ticket } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { makeCategory } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const RULE = {
  key: 'aimbot',
  prettyName: { es: 'Uso de aimbot', en: 'Aimbot use' },
  description: { es: 'Apuntado automático', en: 'Automatic aiming' },
};
const SECONDARY = {
  key: 'insults',
  prettyName: { es: 'Insultos', en: 'Insults' },
  description: { es: 'Lenguaje ofensivo', en: 'Offensive language' },
};

function serveReport(report: Partial<Ticket> = {}) {
  return serveTicket({
    ticket: {
      type: 1,
      title: 'Aimbot en la arena',
      reportAccused: { visualId: 'accused-hash', isStaff: false },
      reportPartners: [{ visualId: 'partner-hash', isStaff: false }],
      reportDate: Date.UTC(2024, 0, 15, 12),
      inFraganti: false,
      brokenRules: [RULE],
      secondaryRules: [SECONDARY],
      description: 'Disparaba a través de las paredes',
      roleAssignees: ['moderators'],
      ...report,
    },
    comments: [makeComment({ message: 'Hello, I need help' })],
  });
}

async function openModal() {
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  return screen.getByRole('dialog');
}

beforeEach(() => window.localStorage.clear());

describe.each([
  ['es', 'Acusado', 'Implicados', 'Uso de aimbot', 'Apuntado automático', 'Insultos', 'Moderación'],
  ['en', 'Accused', 'Partners', 'Aimbot use', 'Automatic aiming', 'Insults', 'Moderation'],
] as const)(
  'report header in %s',
  (language, accused, partners, rule, ruleText, secondary, role) => {
    beforeEach(() => setLanguage(language as Language));

    it('when a report is open, then accused, partners, date, rules with descriptions and role names show', async () => {
      serveReport();
      onCall(calls.roles, () => [
        { key: 'moderators', name: { es: 'Moderación', en: 'Moderation' } },
      ]);
      const dialog = await openModal();

      const report = within(dialog).getByRole('region', { name: /denuncia|report/i });
      expect(report).toHaveTextContent(`${accused}accused-hash`);
      expect(report).toHaveTextContent(`${partners}partner-hash`);
      expect(report).toHaveTextContent('2024');
      expect(within(report).getByText(rule)).toBeInTheDocument();
      expect(within(report).getByText(ruleText)).toBeInTheDocument();
      expect(within(report).getByText(secondary)).toBeInTheDocument();
      expect(report).toHaveTextContent('Disparaba a través de las paredes');
      expect(await within(dialog).findByText(role)).toBeInTheDocument();
      expect(within(dialog).getByRole('img', { name: /curso|progress/ })).toBeInTheDocument();
    });
  },
);

describe('ticket header', () => {
  beforeEach(() => setLanguage('en'));

  it('when the report was filed in the act, then "In the act" replaces the date', async () => {
    serveReport({ reportDate: undefined, inFraganti: true, roleAssignees: [] });
    const dialog = await openModal();
    expect(within(dialog).getByRole('region', { name: 'Report details' })).toHaveTextContent(
      'Date of the eventsIn the act',
    );
  });

  it('when the ticket answers the read mark from before this open, then opening still reads it all: nothing unread shows, and no copy tools', async () => {
    signInAs(PLAYER);
    // The mark sent on open rides the live connection; the ticket's read reached the server first.
    serveTicket({
      ticket: { commentsCount: 3, lastReads: { 'player-hash': 1 } },
      comments: [makeComment({ message: 'Hello, I need help' })],
    });
    const dialog = await openModal();
    await within(dialog).findByText('Hello, I need help');
    expect(fakeSocket.sent).toContainEqual(['mark-ticket-as-read', { ticketId: 7 }]);
    expect(dialog).toHaveTextContent('3 comments');
    expect(dialog).not.toHaveTextContent('unread');
    expect(within(dialog).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Assigned rolesNone');
  });

  it('when a comment arrives live after the viewer read all, then the unread count shows it', async () => {
    signInAs(PLAYER);
    serveTicket({
      ticket: { lastReads: { 'player-hash': 1 } },
      comments: [makeComment({ message: 'Hello, I need help' })],
    });
    const dialog = await openModal();
    await waitFor(() =>
      expect(requestsTo(calls.userPower, { params: { id: 10 } })).toHaveLength(1),
    );
    expect(dialog).not.toHaveTextContent('unread');

    act(() =>
      fakeSocket.serverSends('ticket-comment-created', {
        ticketId: 7,
        comment: makeComment({
          _id: 2,
          message: 'New',
          createdBy: { visualId: 's', isStaff: true },
        }),
      }),
    );

    expect(await within(dialog).findByText('1 unread')).toBeInTheDocument();
  });

  it('when the viewer’s own comment or a staff note arrives live, then nothing more is unread', async () => {
    signInAs(PLAYER);
    serveTicket({
      ticket: { lastReads: { 'player-hash': 1 } },
      comments: [makeComment({ message: 'Hello, I need help' })],
    });
    const dialog = await openModal();
    await waitFor(() =>
      expect(requestsTo(calls.userPower, { params: { id: 10 } })).toHaveLength(1),
    );
    await within(dialog).findByText('Hello, I need help');

    act(() => {
      fakeSocket.serverSends('ticket-comment-created', {
        ticketId: 7,
        comment: makeComment({
          _id: 2,
          message: 'Mine',
          createdBy: { visualId: 'player-hash', isStaff: false },
        }),
      });
      fakeSocket.serverSends('ticket-comment-created', {
        ticketId: 7,
        comment: makeComment({ _id: 3, message: 'Note', staffOnly: true }),
      });
    });

    expect(await within(dialog).findByText('Mine')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2 comments');
    expect(dialog).not.toHaveTextContent('unread');
  });

  it('when the ticket is a public event, then its date and place show', async () => {
    signInAs(PLAYER);
    serveTicket({
      ticket: {
        group: 'webevents',
        category: 'publicevent',
        eventCalendar: { timestamp: Date.UTC(2026, 11, 1, 20), location: 'Puerto, muelle 3' },
      },
      comments: [makeComment({ message: 'Hello, I need help' })],
    });
    const dialog = await openModal();
    expect(dialog).toHaveTextContent('Event date');
    expect(dialog).toHaveTextContent('2026');
    expect(dialog).toHaveTextContent('Event placePuerto, muelle 3');
  });

  it.each([
    ['en', 'Character name'],
    ['es', 'Nombre del personaje'],
  ] as const)('in %s, a category field is labelled “%s”', async (language, label) => {
    await setLanguage(language);
    signInAs(PLAYER);
    serveTicket({
      ticket: { inputFields: { 'Nombre del personaje': 'Rider' } },
      comments: [makeComment({ message: 'Hello, I need help' })],
      group: {
        categories: [
          makeCategory({
            fields: [
              {
                title: 'Nombre del personaje',
                description: '',
                required: true,
                maxLength: 20,
                label: { es: 'Nombre del personaje', en: 'Character name' },
              },
            ],
          }),
        ],
      },
    });
    const dialog = await openModal();
    expect(dialog).toHaveTextContent(`${label}Rider`);
  });

  it('when an admin copies the ticket id or a field value, then the clipboard gets it and it says so', async () => {
    const user = userEvent.setup();
    signInAs(STAFF_ADMIN);
    serveTicket({
      ticket: { createdBy: seenByAdmin(PLAYER), assignees: [] },
      comments: [makeComment({ message: 'Hello, I need help' })],
      group: { adminRoles: ['support-admins'] },
    });
    onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
    const dialog = await openModal();

    await user.click(await within(dialog).findByRole('button', { name: 'Copy ticket number' }));
    expect(await window.navigator.clipboard.readText()).toBe('7');
    expect(within(dialog).getByText('Copied to the clipboard')).toHaveAttribute('role', 'status');

    await user.click(within(dialog).getByRole('button', { name: 'Copy “Character name”' }));
    expect(await window.navigator.clipboard.readText()).toBe('Rider');
    expect(requestsTo(calls.roles)).toHaveLength(0);
  });
});

describe('own account', () => {
  it('when the creator opens their ticket, then they see their own name, not their hash id', async () => {
    await setLanguage('es');
    const me = { ...PLAYER, name: 'Lucía Gómez' };
    signInAs(me);
    const ownAccount = { visualId: me.visualId, isStaff: false };
    serveTicket({
      ticket: { createdBy: ownAccount },
      comments: [makeComment({ message: 'Hello, I need help', createdBy: ownAccount })],
    });
    const dialog = await openModal();

    await waitFor(() => expect(within(dialog).getAllByText('Lucía Gómez')).toHaveLength(2));
    expect(dialog).not.toHaveTextContent(me.visualId);
  });
});

describe('icons', () => {
  beforeEach(() => setLanguage('en'));

  it('when an admin views a report with attachments and a staff-only note, then every icon is an SVG, never a glyph that needs an emoji font', async () => {
    signInAs(STAFF_ADMIN);
    serveTicket({
      ticket: {
        type: 1,
        createdBy: seenByAdmin(PLAYER),
        assignees: [seenByAdmin(STAFF_ADMIN)],
        attachments: [
          'https://www.youtube.com/watch?v=abc123',
          'https://example.org/page',
          'https://streamable.com/xyz9',
          'https://example.org/other',
          'https://example.org/last',
        ],
      },
      comments: [makeComment({ message: 'Hello, I need help', staffOnly: true })],
      group: { adminRoles: ['support-admins'] },
    });
    onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
    const dialog = await openModal();
    await within(dialog).findByRole('button', { name: 'Copy ticket number' });

    expect(dialog.textContent).not.toMatch(/[⧉⏰✕×⚠🔒📎★🖼▶🔗‹›]/u);
    expect(within(dialog).getByRole('img', { name: 'Report in progress' }).tagName).toBe('svg');
    expect(dialog.querySelectorAll('svg.portal-icon').length).toBeGreaterThan(5);
  });
});
