import { calls, type PublicAccount } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketModal from '../../../exposed/ticket-modal';
import { makeComment } from '../../../testing/factories';
import { serveTicket } from '../../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../../testing/viewers';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const colleague: PublicAccount = {
  visualId: 'carlos-hash',
  isStaff: true,
  name: 'Carlos Pérez',
  _id: 51,
  power: 2,
};

async function openAsStaff() {
  signInAs(STAFF_ADMIN);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket: { createdBy: seenByAdmin(PLAYER), assignees: [] },
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
    group: { adminRoles: ['support-admins'] },
  });
  onCall(calls.postComment, (request) =>
    makeComment({
      _id: 100 + requestsTo(calls.postComment).length,
      message: request.body.comment,
      createdBy: seenByAdmin(STAFF_ADMIN),
    }),
  );
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  return screen.getByRole('textbox', { name: /comment|comentario/ });
}

let nextId = 10;
const arrives = (createdBy: PublicAccount, action: '' | 'take' = '') =>
  act(() =>
    fakeSocket.serverSends('ticket-comment-created', {
      ticketId: 7,
      comment: makeComment({ _id: nextId++, message: `Live ${nextId}`, createdBy, action }),
    }),
  );

beforeEach(() => window.localStorage.clear());

describe.each([
  [
    'es',
    'Mensajes nuevos mientras escribías',
    'Carlos Pérez y player1 escribieron en este ticket mientras redactabas tu respuesta. ¿La envías igualmente?',
    'Leer primero',
    'Enviar igualmente',
  ],
  [
    'en',
    'New messages while you were writing',
    'Carlos Pérez and player1 wrote on this ticket while you were writing your reply. Send it anyway?',
    'Read first',
    'Send anyway',
  ],
] as const)('answered meanwhile, in %s', (language, title, text, readFirst, sendAnyway) => {
  beforeEach(() => setLanguage(language as Language));

  it('when others wrote while staff typed, then sending asks first; Read first keeps the reply, Send anyway sends it', async () => {
    const user = userEvent.setup();
    const composer = await openAsStaff();
    await user.type(composer, 'Ya lo miro');
    arrives(colleague);
    arrives(seenByAdmin(PLAYER));
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(text);
    await user.click(within(dialog).getByRole('button', { name: readFirst }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(composer).toHaveValue('Ya lo miro');
    expect(composer).toHaveFocus();
    expect(requestsTo(calls.postComment)).toEqual([]);

    // Warned once: the same reply goes now, unless someone writes again.
    arrives(colleague);
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: title });
    await user.click(within(again).getByRole('button', { name: sendAnyway }));
    await waitFor(() => expect(requestsTo(calls.postComment)).toHaveLength(1));
    expect(requestsTo(calls.postComment)[0]?.body).toMatchObject({ comment: 'Ya lo miro' });
    expect(composer).toHaveValue('');
  });
});

describe('answered meanwhile', () => {
  beforeEach(() => setLanguage('en'));

  it('when only the staff member, an action line or a comment before the draft came, then it sends without asking', async () => {
    const user = userEvent.setup();
    const composer = await openAsStaff();
    arrives(colleague);
    await user.type(composer, 'On it');
    arrives(seenByAdmin(STAFF_ADMIN));
    arrives(colleague, 'take');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(requestsTo(calls.postComment)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The next draft starts afresh.
    arrives(colleague);
    await user.type(composer, 'And more{Enter}');
    await waitFor(() => expect(requestsTo(calls.postComment)).toHaveLength(2));
  });
});
