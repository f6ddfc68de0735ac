import { calls, LIMITS } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { setPageVisibility } from '@portal/shared/testing/page-visibility';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { serveAccountMarks } from '@portal/shared/testing/serve-account-marks';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeComment } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const HELPER = { visualId: 'helper-hash', isStaff: true, name: 'helper1' };

function serveReport() {
  onCall(calls.roles, () => []);
  return serveTicket({
    ticket: {
      type: 1,
      title: 'Aimbot en la arena',
      createdBy: seenByAdmin(PLAYER),
      assignees: [HELPER],
      reportAccused: { visualId: 'accused-hash', isStaff: false },
      reportPartners: [{ visualId: 'partner-hash', isStaff: false }],
      reportDate: Date.UTC(2024, 0, 15, 12),
      inFraganti: false,
    },
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
  });
}

async function openModal() {
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  return screen.getByRole('dialog');
}

/** The `<dd>` after the term `term` in the modal's facts. */
function fact(dialog: HTMLElement, term: string): HTMLElement {
  const dt = within(dialog).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

beforeEach(() => window.localStorage.clear());

describe.each([
  ['es', 'En línea', 'Importante', ['Creado por', 'Asignado a', 'Acusado', 'Implicados']],
  ['en', 'Online', 'Important', ['Created by', 'Assigned to', 'Accused', 'Partners']],
] as const)('marks in the modal in %s', (language, online, important, terms) => {
  beforeEach(() => setLanguage(language as Language));

  it('when staff open a report, then creator, assignee, accused and partner online now are marked, the important one flagged', async () => {
    signInAs(STAFF_ADMIN);
    serveReport();
    serveAccountMarks({
      online: ['player-hash', 'helper-hash', 'accused-hash', 'partner-hash'],
      important: ['accused-hash'],
    });
    const dialog = await openModal();

    const [creator, assignees, accused, partners] = terms.map((term) => fact(dialog, term)) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await within(creator).findByRole('img', { name: online });
    for (const person of [assignees, accused, partners]) {
      expect(within(person).getByRole('img', { name: online })).toBeInTheDocument();
    }
    expect(within(accused).getByRole('img', { name: important }).parentElement).toHaveAttribute(
      'title',
      important,
    );
    expect(within(creator).queryByRole('img', { name: important })).not.toBeInTheDocument();
    expect(within(partners).queryByRole('img', { name: important })).not.toBeInTheDocument();
  });
});

describe('marks in the modal', () => {
  beforeEach(() => setLanguage('en'));

  it('when the creator goes offline, then the next 30 s poll removes the mark; hidden tabs do not poll', async () => {
    jest.useFakeTimers();
    try {
      signInAs(STAFF_ADMIN);
      serveReport();
      serveAccountMarks({ online: ['player-hash'] });
      const dialog = await openModal();
      const creator = fact(dialog, 'Created by');
      await within(creator).findByRole('img', { name: 'Online' });

      serveAccountMarks({ online: [] });
      await act(() => jest.advanceTimersByTimeAsync(LIMITS.hashesOnlinePollMs));
      expect(within(creator).queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
      expect(requestsTo(calls.hashesOnline)).toHaveLength(2);

      setPageVisibility('hidden');
      await act(() => jest.advanceTimersByTimeAsync(LIMITS.hashesOnlinePollMs * 3));
      expect(requestsTo(calls.hashesOnline)).toHaveLength(2);

      serveAccountMarks({ online: ['player-hash'] });
      setPageVisibility('visible');
      await within(creator).findByRole('img', { name: 'Online' });
      expect(requestsTo(calls.hashesOnline)).toHaveLength(3);
    } finally {
      setPageVisibility('visible');
      jest.useRealTimers();
    }
  });

  it('when a player opens their report, then no hashes are asked and nobody is marked', async () => {
    signInAs(PLAYER);
    serveReport();
    const dialog = await openModal();
    await waitFor(() => expect(requestsTo(calls.userPower)).toHaveLength(1));

    expect(within(fact(dialog, 'Accused')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(fact(dialog, 'Created by')).queryByRole('img')).not.toBeInTheDocument();
    expect(requestsTo(calls.hashesOnline)).toHaveLength(0);
    expect(requestsTo(calls.importantHashes)).toHaveLength(0);
  });
});
